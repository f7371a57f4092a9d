import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { api } from '@tutor/api';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import './settings.css';

/** After "Hapus akun": the person is logged out and told what happened and what was kept. */
export function AccountDeletedPage() {
  usePageTitle('Akun Dihapus');
  const dispatch = useDispatch();
  // Logged out: nothing cached of the account stays (the header asks /me again and shows Masuk).
  // Dropped here, once this page shows: dropped on the settings page, its session check would send
  // the person to the login page while this page's chunk still loads.
  useEffect(() => {
    dispatch(api.util.resetApiState());
  }, [dispatch]);
  return (
    <div className="ui-container shell-settings">
      <h1>Akun Anda sudah dihapus</h1>
      <div role="status" className="shell-settings__section">
        <p>
          Nama, email, nomor WhatsApp, alamat, foto dan dokumen Anda sudah kami hapus, dan Anda sudah keluar dari semua
          perangkat. Pesanan dan catatan pembayaran tetap disimpan tanpa data yang mengenali Anda.
        </p>
        <p>
          Terima kasih sudah belajar bersama Pintar Privat. <Link to="/">Kembali ke beranda</Link>
        </p>
      </div>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import './settings.css';

/** After "Hapus akun": the person is logged out and told what happened and what was kept. */
export function AccountDeletedPage() {
  usePageTitle('Akun Dihapus');
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

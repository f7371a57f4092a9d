import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessageOf } from '@tutor/api';
import type { Role } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { Dialog } from '@tutor/ui/Dialog';
import { ACCOUNT_DELETED_PATH, MY_DATA_DOWNLOAD_URL } from './paths';
import { useDeleteMyAccountMutation } from './personalDataApi';

/**
 * "Data pribadi" on /akun (UU 27/2022): the account's data as a file, and deleting the account
 * with its password. The server's refusal (an open order, a payout waiting) is shown as it says it.
 */
export function PersonalDataSection({ role }: { role: Role }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby={headingId} className="shell-settings__section">
      <h2 id={headingId}>Data pribadi</h2>
      <p>
        Sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda berhak mengakses, memperbaiki dan menghapus
        data Anda serta menarik persetujuan. Rinciannya ada di <Link to="/kebijakan-privasi">Kebijakan Privasi</Link>.
      </p>
      <h3>Unduh data saya</h3>
      <p>
        Satu berkas JSON berisi semua yang kami simpan tentang akun Anda: profil, pesanan, pertemuan, ulasan,
        notifikasi, sesi masuk dan catatan keuangan.
      </p>
      <a href={MY_DATA_DOWNLOAD_URL} download className="ui-button ui-button--secondary ui-button--medium">
        Unduh data saya
      </a>
      <h3>Hapus akun</h3>
      {role === 'admin' ? (
        <p>Akun admin tidak dapat dihapus sendiri. Minta admin lain mencabut akses Anda.</p>
      ) : (
        <>
          <p>
            Nama, email, nomor WhatsApp, alamat, foto dan dokumen Anda dihapus seketika dan Anda tidak dapat masuk lagi.
            Pesanan dan catatan pembayaran tetap disimpan, tanpa data yang mengenali Anda, karena diwajibkan aturan
            pencatatan keuangan. Akun belum dapat dihapus selama ada pesanan yang belum selesai atau dibatalkan, atau
            pencairan dana yang belum dibayar.
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Hapus akun
          </Button>
          {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
        </>
      )}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteMyAccountMutation();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem('Masukkan kata sandi Anda');
      return;
    }
    try {
      await deleteAccount({ password }).unwrap();
    } catch (error) {
      setProblem(errorMessageOf(error));
      return;
    }
    // the server ended every session; the next page drops what is cached of the account
    navigate(ACCOUNT_DELETED_PATH, { replace: true });
  };

  return (
    <Dialog
      title="Hapus akun?"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isLoading}>
            Batal
          </Button>
          <Button type="submit" form={formId} busy={isLoading}>
            {isLoading ? 'Menghapus...' : 'Hapus akun permanen'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>Penghapusan tidak dapat dibatalkan. Masukkan kata sandi Anda untuk memastikan ini memang Anda.</p>
        <Field label="Kata sandi" error={problem ?? undefined}>
          {({ inputId, describedBy, invalid }) => (
            <input
              id={inputId}
              className="ui-input"
              type="password"
              autoComplete="current-password"
              maxLength={200}
              value={password}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MfaStatus, UserAnswer } from '@tutor/contract';
import { openOrdersMessage, PERSONAL_DATA_MESSAGES } from '@tutor/rules';
import { currentUrl, fakeFetch, renderPage } from '@tutor/testing';
import { AccountDeletedPage } from './AccountDeletedPage';
import { AccountSettingsPage } from './AccountSettingsPage';

const SISWA: UserAnswer = {
  data: { id: 7, nama: 'Sinta', email: 'sinta@contoh.id', role: 'siswa', status: 'aktif', kode_referral: null },
};
const ADMIN: UserAnswer = { data: { ...SISWA.data, id: 1, role: 'admin' } };
/** The page's other sections (two-step login, active sessions) ask for their own answers. */
const OTHER_SECTIONS = {
  'GET /api/auth/mfa': { body: { data: { aktif: false, wajib: false, kode_cadangan_tersisa: 0 } satisfies MfaStatus } },
  'GET /api/auth/sesi': { body: { data: [] } },
};

function renderSettings() {
  return renderPage(
    <Routes>
      <Route path="/akun" element={<AccountSettingsPage />} />
      <Route path="/akun/dihapus" element={<AccountDeletedPage />} />
      <Route path="/login" element={<p>Halaman masuk</p>} />
    </Routes>,
    { route: '/akun' },
  );
}

describe('the personal data section of /akun', () => {
  it('sends a visitor to the login page', async () => {
    fakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } } });
    renderSettings();
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?next=%2Fakun');
  });

  it('offers the data as a download and links the privacy policy', async () => {
    fakeFetch({ 'GET /api/auth/me': { body: SISWA }, ...OTHER_SECTIONS });
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Data pribadi' });
    const download = within(section).getByRole('link', { name: 'Unduh data saya' });
    expect(download).toHaveAttribute('href', '/api/akun/data-saya');
    expect(download).toHaveAttribute('download');
    expect(within(section).getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/kebijakan-privasi',
    );
  });

  it("shows the server's reason when an open order blocks the deletion, and a wrong password", async () => {
    const answers = [
      { status: 403, body: { message: PERSONAL_DATA_MESSAGES.wrongPassword } },
      { status: 409, body: { message: openOrdersMessage(['PP-2611-AB12']) } },
    ];
    const network = fakeFetch({
      'GET /api/auth/me': { body: SISWA },
      ...OTHER_SECTIONS,
      'POST /api/akun/hapus': () => answers.shift() ?? { status: 409, body: { message: 'tidak diharapkan' } },
    });
    const person = userEvent.setup();
    renderSettings();
    await person.click(await screen.findByRole('button', { name: 'Hapus akun' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus akun?' });
    await person.click(within(dialog).getByRole('button', { name: 'Hapus akun permanen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Masukkan kata sandi Anda');
    expect(network.callsTo('POST /api/akun/hapus')).toHaveLength(0);

    await person.type(within(dialog).getByLabelText('Kata sandi'), 'salah-sandi');
    await person.click(within(dialog).getByRole('button', { name: 'Hapus akun permanen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PERSONAL_DATA_MESSAGES.wrongPassword);
    await person.click(within(dialog).getByRole('button', { name: 'Hapus akun permanen' }));
    expect(await within(dialog).findByText(/PP-2611-AB12 belum selesai atau dibatalkan/)).toBeInTheDocument();
    expect(network.callsTo('POST /api/akun/hapus').map((call) => call.body)).toEqual([
      { password: 'salah-sandi' },
      { password: 'salah-sandi' },
    ]);
    await person.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after deleting, the person is logged out and told', async () => {
    let deleted = false;
    fakeFetch({
      'GET /api/auth/me': () =>
        deleted ? { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } } : { body: SISWA },
      ...OTHER_SECTIONS,
      'POST /api/akun/hapus': () => {
        deleted = true;
        return { body: { message: PERSONAL_DATA_MESSAGES.deleted } };
      },
    });
    const person = userEvent.setup();
    renderSettings();
    await person.click(await screen.findByRole('button', { name: 'Hapus akun' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus akun?' });
    await person.type(within(dialog).getByLabelText('Kata sandi'), 'rahasia-sinta-1');
    await person.click(within(dialog).getByRole('button', { name: 'Hapus akun permanen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun Anda sudah dihapus' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('sudah keluar dari semua perangkat');
    expect(currentUrl()).toBe('/akun/dihapus');
  });

  it('tells an admin the account cannot delete itself', async () => {
    fakeFetch({ 'GET /api/auth/me': { body: ADMIN }, ...OTHER_SECTIONS });
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Data pribadi' });
    expect(within(section).queryByRole('button', { name: 'Hapus akun' })).not.toBeInTheDocument();
    expect(within(section).getByText(/Akun admin tidak dapat dihapus sendiri/)).toBeInTheDocument();
  });
});

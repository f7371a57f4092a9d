import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationListAnswer, User, UserAnswer } from '@tutor/contract';
import { currentUrl, fakeFetch, renderPage } from '@tutor/testing';
import { Header } from '../layout/Header';

/** The header's bell asks for the account's notifications as well. */
const NO_NOTIFICATIONS: NotificationListAnswer = { data: { belum_dibaca: 0, items: [], ada_lagi: false } };

const user = (role: User['role'], nama: string): UserAnswer => ({
  data: {
    id: 3,
    nama,
    email: `${role}@contoh.id`,
    role,
    status: role === 'guru' ? 'terverifikasi' : 'aktif',
    kode_referral: null,
  },
});

describe('the account menu in the header', () => {
  it("shows the name with a menu of the role's pages and Keluar", async () => {
    fakeFetch({
      'GET /api/notifikasi': { body: NO_NOTIFICATIONS },
      'GET /api/auth/me': { body: user('guru', 'Budi Guru') },
    });
    const person = userEvent.setup();
    renderPage(<Header />);
    const button = await screen.findByRole('button', { name: /Budi Guru/ });
    expect(screen.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await person.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Loker Mengajar', '/guru/loker-mengajar'],
      ['Jadwal Mengajar', '/guru/jadwal'],
      ['Honor Mengajar', '/guru/honor'],
      ['Profil Saya', '/guru/profil'],
      ['Referral Saya', '/referral/saya'],
      ['Pengaturan Akun', '/akun'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Keluar' })).toBeVisible();

    await person.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['siswa', 'Dasbor Siswa', '/siswa/dashbord'],
    ['admin', 'Pesanan Les', '/admin/pesanan'],
    ['admin', 'Verifikasi Guru', '/admin/guru'],
    ['admin', 'Pencairan Honor & Komisi', '/admin/pencairan'],
    ['admin', 'Ulasan Guru', '/admin/ulasan'],
    ['admin', 'Pesan Tertunda', '/admin/pesan-keluar'],
    ['admin', 'Platform', '/admin/platform'],
    ['siswa', 'Referral Saya', '/referral/saya'],
  ] as const)('links a %s to %s', async (role, label, href) => {
    fakeFetch({
      'GET /api/notifikasi': { body: NO_NOTIFICATIONS },
      'GET /api/auth/me': { body: user(role, 'Nama Akun') },
    });
    const person = userEvent.setup();
    renderPage(<Header />);
    await person.click(await screen.findByRole('button', { name: /Nama Akun/ }));
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('logs out: the server is told, the visitor links come back and the page goes home', async () => {
    const network = fakeFetch({
      'GET /api/notifikasi': { body: NO_NOTIFICATIONS },
      'GET /api/auth/me': { body: user('siswa', 'Sinta') },
      'POST /api/auth/logout': { status: 204, body: null },
    });
    const person = userEvent.setup();
    renderPage(<Header />, { route: '/siswa/dashbord' });
    await person.click(await screen.findByRole('button', { name: /Sinta/ }));
    network.on('GET /api/auth/me', { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } });
    await person.click(screen.getByRole('button', { name: 'Keluar' }));

    expect(await screen.findByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(1);
    // the visitor links can show before the menu's navigation home has run (the cache resets first)
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import type { User, UserAnswer } from '@tutor/contract';
import { currentUrl, fakeFetch, renderPage } from '@tutor/testing';
import { RouteGuard } from './RouteGuard';
import { requiredRoleOf } from './guard';

const answerFor = (role: User['role']): UserAnswer => ({
  data: { id: 9, nama: 'Rina', email: 'rina@contoh.id', role, status: 'aktif', kode_referral: null },
});
const visitor = { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } };
const page = (
  <RouteGuard>
    <h1>Isi halaman</h1>
  </RouteGuard>
);

describe('RouteGuard', () => {
  it('sends a visitor to /login with the page (and its query) as next', async () => {
    fakeFetch({ 'GET /api/auth/me': visitor });
    renderPage(page, { route: '/siswa/pemesanan-les?jenjang=15' });
    await waitFor(() => expect(currentUrl()).toMatch(/^\/login/));
    // the login page is public, so what renders now is the (remote's) page at /login
    expect(currentUrl()).toBe(`/login?next=${encodeURIComponent('/siswa/pemesanan-les?jenjang=15')}`);
  });

  it('shows a skeleton, not the page, while the session is unknown', async () => {
    fakeFetch({
      'GET /api/auth/me': { body: answerFor('admin'), delay: 50 },
      'GET /api/auth/mfa': { body: { data: { aktif: true, wajib: true, kode_cadangan_tersisa: 10 } } },
    });
    renderPage(page, { route: '/admin/guru' });
    expect(screen.getByRole('status')).toHaveTextContent('Memeriksa akun...');
    expect(screen.queryByRole('heading', { name: 'Isi halaman' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Isi halaman' })).toBeVisible();
  });

  it('guides an admin without two-step login to /akun instead of the admin page', async () => {
    fakeFetch({
      'GET /api/auth/me': { body: answerFor('admin') },
      'GET /api/auth/mfa': { body: { data: { aktif: false, wajib: true, kode_cadangan_tersisa: 0 } } },
    });
    renderPage(page, { route: '/admin/pesanan' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifikasi dua langkah diperlukan' })).toBeVisible();
    expect(
      screen.getByText('Aktifkan verifikasi dua langkah terlebih dahulu untuk membuka halaman admin.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aktifkan di Pengaturan Akun' })).toHaveAttribute('href', '/akun');
    expect(screen.queryByRole('heading', { name: 'Isi halaman' })).not.toBeInTheDocument();
  });

  it('shows the 403 page to another role, with a link to their own dashboard', async () => {
    fakeFetch({ 'GET /api/auth/me': { body: answerFor('siswa') } });
    renderPage(page, { route: '/guru/profil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Akses ditolak' })).toBeVisible();
    expect(screen.getByText('Halaman ini khusus untuk guru.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ke dashboard saya' })).toHaveAttribute('href', '/siswa/dashbord');
    expect(screen.queryByRole('heading', { name: 'Isi halaman' })).not.toBeInTheDocument();
  });

  it('lets the right role through and leaves public pages alone (no session request)', async () => {
    const network = fakeFetch({ 'GET /api/auth/me': { body: answerFor('guru') } });
    const { unmount } = renderPage(page, { route: '/guru/loker-mengajar' });
    expect(await screen.findByRole('heading', { name: 'Isi halaman' })).toBeVisible();
    unmount();
    renderPage(page, { route: '/blog' });
    expect(screen.getByRole('heading', { name: 'Isi halaman' })).toBeVisible();
    expect(network.callsTo('GET /api/auth/me')).toHaveLength(1);
  });
});

describe('requiredRoleOf', () => {
  it('guards the role areas by whole segments', () => {
    expect(requiredRoleOf('/siswa/dashbord')).toBe('siswa');
    expect(requiredRoleOf('/guru/loker-mengajar-my-application')).toBe('guru');
    expect(requiredRoleOf('/guru/jadwal')).toBe('guru');
    expect(requiredRoleOf('/guru/honor')).toBe('guru');
    expect(requiredRoleOf('/guru/profil/')).toBe('guru');
    expect(requiredRoleOf('/admin/guru')).toBe('admin');
    expect(requiredRoleOf('/cari-pengajar/guru/profil/4')).toBeNull();
    expect(requiredRoleOf('/siswanto')).toBeNull();
    expect(requiredRoleOf('/login')).toBeNull();
  });
});

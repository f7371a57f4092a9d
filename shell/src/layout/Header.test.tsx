import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage } from '@tutor/testing';
import { Header } from './Header';

describe('Header', () => {
  // a visitor: the server answers /me with 401
  beforeEach(() =>
    fakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } } }),
  );

  it('shows the navigation links with their targets', async () => {
    renderPage(<Header />);
    await screen.findByRole('link', { name: 'Masuk' });
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Beranda', '/'],
      ['Biaya Les', '/biaya-les'],
      ['Blog', '/blog'],
      ['Referral', '/referral'],
      ['Cari Pengajar', '/cari-pengajar'],
      ['Jadi Pengajar', '/jadi-pengajar'],
      ['Masuk', '/login'],
      ['Daftar', '/register'],
    ]);
  });

  it('marks the current page in the navigation', async () => {
    renderPage(<Header />, { route: '/blog' });
    await screen.findByRole('link', { name: 'Masuk' });
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the mobile menu and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    renderPage(<Header />);
    await screen.findByRole('link', { name: 'Masuk' });
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Tutup menu' }));
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    await user.click(screen.getByRole('link', { name: 'Cari Pengajar' }));
    expect(currentUrl()).toBe('/cari-pengajar');
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

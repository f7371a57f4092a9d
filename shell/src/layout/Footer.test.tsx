import { screen, within } from '@testing-library/react';
import { renderPage } from '@tutor/testing';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links to the footer targets and holds the subscribe box', () => {
    renderPage(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Tautan footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/biaya_les',
      '/blog',
      '/referral',
      '/login',
      '/register',
      '/kebijakan-privasi',
      '/syarat-ketentuan',
    ]);
    expect(screen.getByRole('form', { name: 'Berlangganan kabar terbaru' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderPage, pageLoaded } from '@tutor/testing';
import App from '../App';

describe('account pages (the account system is not part of this platform yet)', () => {
  it.each([
    ['/login', 'Masuk ke Akun'],
    ['/register', 'Daftar Akun'],
  ])('%s says so and offers the ways that work today', async (route, title) => {
    renderPage(<App />, { route });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Pintar Privat`);
    expect(screen.getByRole('link', { name: 'Pesan Les via WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);
    expect(screen.getByRole('link', { name: 'Info Jadi Pengajar' })).toHaveAttribute('href', '/jadi-pengajar');
    expect(screen.getByRole('link', { name: 'Cek Biaya Les' })).toHaveAttribute('href', '/biaya-les');
  });
});

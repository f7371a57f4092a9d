import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, pageLoaded } from '@tutor/testing';
import App from '../App';
import { sessionAnswer, visitorAnswer } from '../testSupport/referralLedgerFixtures';

describe('Referral page', () => {
  beforeEach(() => {
    fakeFetch({ 'GET /api/auth/me': visitorAnswer });
  });

  it('has one h1 and the hero, explanation, benefits, how-to and FAQ sections', async () => {
    renderPage(<App />, { route: '/referral' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Program Referral: Ajak Teman Les, Dapat Komisi',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Apa Itu Program Referral?',
      'Keuntungan Program Referral',
      'Cara Mengikuti Program Referral',
      'Pertanyaan yang Sering Diajukan',
    ]);
  });

  it('invites a visitor to register for a code', async () => {
    renderPage(<App />, { route: '/referral' });
    await pageLoaded();
    expect(screen.getByRole('link', { name: 'Daftar dan dapatkan kode referral' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('sends a logged-in account to its own code', async () => {
    fakeFetch({ 'GET /api/auth/me': { body: sessionAnswer('guru') } });
    renderPage(<App />, { route: '/referral' });
    await pageLoaded();
    expect(await screen.findByRole('link', { name: 'Lihat kode referral saya' })).toHaveAttribute(
      'href',
      '/referral/saya',
    );
    expect(screen.queryByRole('link', { name: 'Daftar dan dapatkan kode referral' })).not.toBeInTheDocument();
  });

  it('computes the sample commission: 2.394.000 less 5% is 2.274.300, and 10% of it is 227.430', async () => {
    renderPage(<App />, { route: '/referral' });
    await pageLoaded();
    const table = screen.getByRole('table', { name: 'Contoh perhitungan komisi' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
    ).toEqual([
      ['Biaya paket les siswa baru', 'Rp 2.394.000'],
      ['Diskon referral 5% untuk siswa', '− Rp 119.700'],
      ['Biaya yang dibayar siswa', 'Rp 2.274.300'],
      ['Komisi Anda (10%)', 'Rp 227.430'],
    ]);
  });

  it('explains the four steps', async () => {
    renderPage(<App />, { route: '/referral' });
    await pageLoaded();
    const steps = screen.getByRole('list', { name: 'Langkah program referral' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByRole('heading', { name: 'Klaim komisi' })).toBeInTheDocument();
  });

  it('answers the 8 referral questions, one at a time, the first open', async () => {
    renderPage(<App />, { route: '/referral' });
    await pageLoaded();
    const faq = screen.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(8);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(faq).getByRole('button', { name: 'Untuk paket apa saja kode referral berlaku?' }));
    expect(within(faq).getByText(/Super, Intensif, Super Intensif dan Super Pro/)).toBeVisible();
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  });
});

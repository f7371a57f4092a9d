import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeFetch, type FakeAnswer, type FakeHandler, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import App from '../App';
import { HomePage } from './HomePage';
import { bannerSummary } from '../testSupport/landingFixtures';
import { homeRoutes } from '../testSupport/homeNetwork';

function fakeHomeNetwork(overrides: Record<string, FakeAnswer | FakeHandler> = {}) {
  return fakeFetch({ ...homeRoutes(), ...overrides });
}

const serverError = { status: 500, body: { message: 'Terjadi kesalahan pada server' } };

describe('Home page data', () => {
  it('shows the real average rating with one decimal, not a fixed ",9"', async () => {
    fakeHomeNetwork({ 'GET /api/landing/banner-summary': { body: { ...bannerSummary, rating: 4.66 } } });
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    const stats = await screen.findByRole('region', { name: 'Pintar Privat dalam Angka' });
    await within(stats).findByText('Rating rata-rata dari 5');
    expect(within(stats).getByText('4,7')).toBeInTheDocument();
    expect(stats).not.toHaveTextContent(/4,9|4\.9/);
    expect(within(stats).getByText('35K')).toBeInTheDocument();
    expect(within(stats).getByText('2.150')).toBeInTheDocument();
  });

  it('shows skeletons while the sections load', async () => {
    fakeHomeNetwork({ 'GET /api/landing/best-teacher-of-the-month': { body: [], delay: 50 } });
    // the page itself, not <App />: App loads it lazily, and the answers would be in by then
    renderPage(<HomePage />, { route: '/' });
    for (const loading of ['Memuat guru terbaik', 'Memuat statistik', 'Memuat program', 'Memuat artikel']) {
      expect(screen.getByText(loading).closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    }
    // an empty answer collapses the section instead of leaving an empty frame
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Guru Terbaik Bulan Ini' })).not.toBeInTheDocument(),
    );
  });

  it('logs a failed section, shows no message and leaves no empty section behind', async () => {
    const network = fakeHomeNetwork({
      'GET /api/landing/banner-summary': serverError,
      'GET /api/landing/blog': serverError,
      'GET /api/landing/teacher-review': serverError,
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    // the teachers themselves, not the section's heading (which the skeleton shows too)
    await screen.findByRole('region', { name: 'Guru terbaik bulan ini' });
    await waitFor(() => expect(network.callsTo('POST /api/log')).toHaveLength(3));
    const sources = network.callsTo('POST /api/log').map((request) => (request.body as { source: string }).source);
    expect(sources.sort()).toEqual(['landing.banner-summary', 'landing.blog', 'landing.teacher-review']);
    expect(screen.queryByRole('heading', { name: 'Pintar Privat dalam Angka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Artikel Terbaru' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ulasan untuk Guru Kami' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the rest of the page is untouched
    expect(screen.getByRole('heading', { name: 'Testimoni Siswa dan Orang Tua' })).toBeInTheDocument();
  });

  it('shows each package with its "Mulai Dari" price from the server', async () => {
    fakeHomeNetwork();
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    const packages = await screen.findByRole('region', { name: 'Paket les' });
    const superIntensifPro = within(packages)
      .getByRole('heading', { name: 'Paket Super Intensif Pro' })
      .closest('article');
    if (!superIntensifPro) throw new Error('package card not found');
    expect(superIntensifPro).toHaveTextContent('72 pertemuan / 6 bulan');
    expect(superIntensifPro).toHaveTextContent('Mulai Dari');
    expect(superIntensifPro).toHaveTextContent('Rp 8.100.000');
    expect(within(superIntensifPro).getByText('Rp 10.800.000').closest('s')).not.toBeNull();
    expect(superIntensifPro).toHaveTextContent('Bisa dicicil 3x');
  });

  it('shows an error instead of the packages when they cannot be loaded, and the rest of the page', async () => {
    fakeHomeNetwork({ 'GET /api/landing/searching-biaya-les/default': serverError, 'POST /api/log': LOG_RECEIVED });
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    const section = (await screen.findByRole('heading', { name: 'Pilihan Paket Les' })).closest('section');
    if (!section) throw new Error('package section not found');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Paket les belum bisa dimuat.');
    expect(within(section).queryByRole('region', { name: 'Paket les' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Testimoni Siswa dan Orang Tua' })).toBeInTheDocument();
  });

  it("answers the FAQ on instalments with the server's packages", async () => {
    fakeHomeNetwork();
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    await screen.findByRole('region', { name: 'Paket les' });
    await userEvent.click(screen.getByRole('button', { name: 'Bagaimana sistem pembayarannya? Apakah bisa dicicil?' }));
    const answer = screen.getByRole('region', { name: 'Bagaimana sistem pembayarannya? Apakah bisa dicicil?' });
    expect(answer).toHaveTextContent(
      'kecuali paket yang bisa dicicil dengan nominal yang sama: Super Intensif Pro tiga kali.',
    );
  });

  it('shows the best teachers of the month with their profiles in a new tab', async () => {
    fakeHomeNetwork();
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    const teachers = await screen.findByRole('region', { name: 'Guru terbaik bulan ini' });
    expect(within(teachers).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const profile = within(teachers).getByRole('link', { name: 'Lihat profil Budi Santoso (Budi) (tab baru)' });
    expect(profile).toHaveAttribute('href', '/cari_pengajar/guru/profil/102');
    expect(profile).toHaveAttribute('target', '_blank');
  });
});

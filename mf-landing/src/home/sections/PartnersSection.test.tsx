import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, LOG_RECEIVED } from '@tutor/testing';
import { partners } from '../../testSupport/partnerFixtures';
import { PartnersSection } from './PartnersSection';

const serverError = { status: 500, body: { message: 'Terjadi kesalahan pada server' } };

describe('Partners section', () => {
  it('shows each partner as its logo mark, named by its alt text, under Universitas and Sekolah', async () => {
    fakeFetch({ 'GET /api/mitra': { body: partners } });
    renderPage(<PartnersSection />);
    const universities = await screen.findByRole('list', { name: 'Universitas' });
    const schools = screen.getByRole('list', { name: 'Sekolah' });
    expect(
      within(universities)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('alt')),
    ).toEqual(['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada']);
    expect(
      within(schools)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('alt')),
    ).toEqual(['SMA Negeri 8 Jakarta', 'SMA Taruna Nusantara']);
    const mark = within(schools).getByRole('img', { name: 'SMA Negeri 8 Jakarta' });
    expect(mark).toHaveAttribute('src', '/media/mitra/13.svg');
    expect(mark).toHaveAttribute('loading', 'lazy');
    expect(mark).toHaveAttribute('width', '180');
    expect(mark).toHaveAttribute('height', '60');
  });

  it('holds the place of the marks while they load', async () => {
    fakeFetch({ 'GET /api/mitra': { body: partners, delay: 50 } });
    renderPage(<PartnersSection />);
    expect(screen.getByText('Memuat logo universitas mitra').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Memuat logo sekolah mitra').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Universitas' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Universitas Indonesia' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, logs it, and loads it again on "Coba lagi"', async () => {
    const network = fakeFetch({ 'GET /api/mitra': serverError, 'POST /api/log': LOG_RECEIVED });
    renderPage(<PartnersSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daftar mitra belum bisa dimuat.');
    expect(alert).toHaveTextContent('Periksa koneksi internet Anda, lalu coba lagi.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(network.callsTo('POST /api/log').map((request) => (request.body as { source: string }).source)).toContain(
        'landing.mitra',
      ),
    );

    network.on('GET /api/mitra', { body: partners });
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('img', { name: 'Universitas Gadjah Mada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says politely that the list is being updated when the server has no partners', async () => {
    fakeFetch({ 'GET /api/mitra': { body: [] } });
    renderPage(<PartnersSection />);
    const empty = await screen.findByText('Daftar mitra sedang diperbarui.');
    expect(empty.closest('[role="status"]')).toHaveTextContent('Nantikan universitas dan sekolah mitra kami di sini.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

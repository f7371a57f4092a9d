import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import { DEFAULT_PERSON_PICTURE } from '@tutor/ui/ImageWithFallback';
import App from '../App';
import { teacherProfile } from '../testSupport/fixtures';

describe('teacher profile', () => {
  it('shows who the teacher is, what and where they teach, the rating distribution and an order button', async () => {
    fakeFetch({ 'GET /api/landing/guru/7': { body: { data: teacherProfile() } } });
    renderPage(<App />, { route: '/cari_pengajar/guru/profil/7' });
    await pageLoaded();

    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Rahmawati' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Foto Siti Rahmawati' });
    fireEvent.error(photo); // a photo that cannot load shows the default picture of a person
    expect(photo).toHaveAttribute('src', DEFAULT_PERSON_PICTURE);
    expect(screen.getByText('Guru terverifikasi')).toBeInTheDocument();
    expect(screen.getByText('Matematika, Institut Teknologi Bandung')).toBeInTheDocument();
    const areas = screen.getByRole('heading', { name: 'Wilayah Mengajar' }).parentElement!;
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kota Bandung', 'Kabupaten Bandung', 'Online']);
    expect(screen.getByText('13 ulasan')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Sebaran penilaian' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Bintang 510 ulasan',
      'Bintang 42 ulasan',
      'Bintang 31 ulasan',
      'Bintang 20 ulasan',
      'Bintang 10 ulasan',
    ]);
    expect(screen.getByText('Anak saya jadi suka matematika.')).toBeInTheDocument();
    expect(screen.getByText('2 Maret 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pesan Les dengan Guru Ini' })).toHaveAttribute(
      'href',
      '/siswa/pemesanan-les?guru=7',
    );
  });

  it('pages through the reviews', async () => {
    const network = fakeFetch({
      'GET /api/landing/guru/7': (req) =>
        req.query.get('page') === '2'
          ? {
              body: {
                data: teacherProfile({
                  ulasan: {
                    data: [
                      { id: 9, nama: 'Dewi Lestari', rating: 3, ulasan: 'Cukup membantu.', tanggal: '2025-12-01' },
                    ],
                    current_page: 2,
                    last_page: 2,
                    total: 13,
                  },
                }),
              },
            }
          : { body: { data: teacherProfile() } },
    });
    const user = userEvent.setup();
    renderPage(<App />, { route: '/cari-pengajar/guru/profil/7' });
    await pageLoaded();

    await screen.findByText('Anak saya jadi suka matematika.');
    expect(screen.getByRole('button', { name: 'Ulasan sebelumnya' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ulasan berikutnya' }));

    expect(await screen.findByText('Cukup membantu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ulasan berikutnya' })).toBeDisabled();
    expect(network.callsTo('GET /api/landing/guru/7').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('an unknown teacher gets a clear not-found state', async () => {
    const network = fakeFetch({
      'GET /api/landing/guru/999999': { status: 404, body: { message: 'Guru tidak ditemukan' } },
    });
    renderPage(<App />, { route: '/cari_pengajar/guru/profil/999999' });
    await pageLoaded();

    expect(await screen.findByRole('heading', { level: 1, name: 'Guru tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cari Guru Lain' })).toHaveAttribute('href', '/cari-pengajar');
    await waitFor(() => expect(document.title).toContain('Guru tidak ditemukan'));
    expect(network.callsTo('POST /api/log')).toHaveLength(0);
  });

  it('a path that cannot be a teacher id is not found without asking the server', async () => {
    const network = fakeFetch({});
    renderPage(<App />, { route: '/cari_pengajar/guru/profil/bukan-angka' });
    await pageLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Guru tidak ditemukan' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('any other failure offers to try again', async () => {
    const network = fakeFetch({
      'GET /api/landing/guru/7': { status: 500, body: { message: 'boom' } },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/cari_pengajar/guru/profil/7' });
    await pageLoaded();

    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('POST /api/log')).toHaveLength(1));
  });
});

describe('a teacher without reviews', () => {
  it('shows no 0,0 rating, only that there are no reviews yet', async () => {
    const unrated = teacherProfile({
      avg_rating: 0,
      jumlah_ulasan: 0,
      distribusi_rating: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 },
      ulasan: { data: [], current_page: 1, last_page: 1, total: 0 },
    });
    fakeFetch({ 'GET /api/landing/guru/7': { body: { data: unrated } } });
    renderPage(<App />, { route: '/cari_pengajar/guru/profil/7' });
    await pageLoaded();

    expect(await screen.findByText('Belum ada ulasan')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Rating/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sebaran penilaian' })).not.toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('show the not-found page', async () => {
    fakeFetch({});
    renderPage(<App />, { route: '/biaya-les/tidak-ada' });
    await pageLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });
});

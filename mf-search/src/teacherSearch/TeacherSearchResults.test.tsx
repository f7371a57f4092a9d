import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tutor/api';
import { currentUrl, fakeFetch, renderPage, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import { DEFAULT_PERSON_PICTURE } from '@tutor/ui/ImageWithFallback';
import App from '../App';
import { teacherPage } from '../testSupport/fixtures';
import { teacherSearchRoutes } from './teacherSearchTestNetwork';

const SEARCH_URL = '/cari-pengajar?program=16&lokasi=online&lokasi_nama=Online';
const previous = () => screen.getByRole('button', { name: 'Halaman sebelumnya' });
const next = () => screen.getByRole('button', { name: 'Halaman berikutnya' });

describe('best teachers (default view)', () => {
  it('pages with arrows that are disabled at both ends', async () => {
    const network = fakeFetch(teacherSearchRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: '/cari-pengajar' });
    await pageLoaded();

    await screen.findByRole('link', { name: /Kak Guru 1 / });
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    await screen.findByRole('link', { name: /Kak Guru 13 / });
    expect(currentUrl()).toBe('/cari-pengajar?page=2');
    await user.click(next());
    await screen.findByRole('link', { name: /Kak Guru 25 / });
    expect(screen.getByText('Halaman 3 dari 3')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    expect(network.callsTo('GET /api/landing/searching-guru/default').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('shows skeletons while the teachers load', async () => {
    // The teachers answer only once the test has seen the skeletons, however slow the machine.
    let answerTeachers = () => {};
    const teachersAnswered = new Promise<void>((resolve) => (answerTeachers = resolve));
    fakeFetch({
      ...teacherSearchRoutes(),
      'GET /api/landing/searching-guru/default': async () => {
        await teachersAnswered;
        return { body: teacherPage(1, 1, 1, [1]) };
      },
    });
    renderPage(<App />, { route: '/cari-pengajar' });
    await pageLoaded();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Memuat daftar guru');
    answerTeachers();
    expect(await screen.findByRole('link', { name: /Kak Guru 1 / })).toBeInTheDocument();
    expect(screen.queryByText('Memuat daftar guru')).not.toBeInTheDocument();
  });
});

describe('teacher search view', () => {
  it('shows the count, the filter counts and cards that open the profile in a new tab', async () => {
    fakeFetch(teacherSearchRoutes());
    renderPage(<App />, { route: SEARCH_URL });
    await pageLoaded();

    expect(await screen.findByText('37 guru ditemukan')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Laki-laki (14)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Perempuan (23)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bintang 5 (20)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bintang 4 (12)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bintang 3 (5)' })).toBeInTheDocument();

    const link = screen.getByRole('link', { name: /Kak Guru 100 / });
    expect(link).toHaveAttribute('href', '/cari_pengajar/guru/profil/100');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const card = link.closest('article')!;
    const photo = within(card).getByRole('img', { name: 'Foto Kak Guru 100' });
    expect(photo).toHaveAttribute('src', '/images/guru/100.jpg');
    fireEvent.error(photo); // a photo that cannot load shows the default picture of a person
    expect(photo).toHaveAttribute('src', DEFAULT_PERSON_PICTURE);
    expect(within(card).getByLabelText('Rating 4,9 dari 5')).toBeInTheDocument();
    expect(within(card).getByText('SMA · Matematika')).toBeInTheDocument();
    expect(within(card).getByText('Pendidikan Matematika, Universitas Pendidikan Indonesia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pesan Les, Reservasi, Konfirmasi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kak Guru 101 / }).closest('article')).toHaveTextContent('Guru baru');
    expect(screen.getByRole('link', { name: 'Ajak Teman' })).toHaveAttribute('href', '/referral');
  });

  it('applying a filter re-queries page 1 with the filter, and the count follows', async () => {
    const network = fakeFetch(teacherSearchRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: `${SEARCH_URL}&page=2` });
    await pageLoaded();
    await screen.findByText('37 guru ditemukan');
    expect(screen.getByText('Halaman 2 dari 4')).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'Laki-laki (14)' }));

    expect(await screen.findByText('14 guru ditemukan')).toBeInTheDocument();
    const last = network.callsTo('GET /api/landing/searching-guru').at(-1)!;
    expect(last.query.get('page')).toBe('1');
    expect(last.query.getAll('jenis_kelamin[]')).toEqual(['laki_laki']);
    expect(currentUrl()).toBe('/cari-pengajar?program=16&lokasi=online&lokasi_nama=Online&jenis_kelamin=laki_laki');
    expect(screen.getByRole('checkbox', { name: 'Laki-laki (14)' })).toBeChecked();
    // the counts depend on program and location only: not fetched again
    expect(network.callsTo('GET /api/landing/filter-guru')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Bintang 5 (20)' }));
    await waitFor(() =>
      expect(network.callsTo('GET /api/landing/searching-guru').at(-1)!.query.getAll('penilaian[]')).toEqual([
        'bintang_5',
      ]),
    );
  });

  it('the arrows stay within 1..last_page in search mode too', async () => {
    fakeFetch(teacherSearchRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: `${SEARCH_URL}&page=4` });
    await pageLoaded();
    await screen.findByText('Halaman 4 dari 4');
    expect(next()).toBeDisabled();
    await user.click(previous());
    expect(await screen.findByText('Halaman 3 dari 4')).toBeInTheDocument();
    expect(currentUrl()).toContain('page=3');
  });

  it('shows the empty-state message when nothing is found', async () => {
    fakeFetch(
      teacherSearchRoutes({
        'GET /api/landing/searching-guru': { body: { data: [], total: 0, current_page: 1, last_page: 1 } },
        'GET /api/landing/filter-guru': {
          body: {
            jenis_kelamin: { laki_laki: 0, perempuan: 0 },
            penilaian: { bintang_5: 0, bintang_4: 0, bintang_3: 0 },
          },
        },
      }),
    );
    renderPage(<App />, { route: SEARCH_URL });
    await pageLoaded();
    expect(
      await screen.findByText('Oops ... Pencarian tidak ditemukan ... silahkan gunakan kata kunci lain.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 guru ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Halaman berikutnya' })).not.toBeInTheDocument();
  });

  it('a failed search is logged only', async () => {
    const network = fakeFetch(
      teacherSearchRoutes({
        'GET /api/landing/searching-guru': { status: 500, body: { message: 'Server error' } },
        'POST /api/log': LOG_RECEIVED,
      }),
    );
    renderPage(<App />, { route: SEARCH_URL });
    await pageLoaded();
    await waitFor(() => expect(network.callsTo('POST /api/log')).toHaveLength(1));
    expect(network.callsTo('POST /api/log')[0]!.body).toMatchObject({ source: 'cari-pengajar: pencarian guru' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('after a review', () => {
  it("asks for the teachers again when 'Teacher' data changes (a review written or hidden elsewhere)", async () => {
    const network = fakeFetch(teacherSearchRoutes());
    const { store } = renderPage(<App />, { route: '/cari-pengajar' });
    await pageLoaded();
    await screen.findByRole('link', { name: /Kak Guru 1 / });
    expect(network.callsTo('GET /api/landing/searching-guru/default')).toHaveLength(1);
    store.dispatch(api.util.invalidateTags(['Teacher']));
    await waitFor(() => expect(network.callsTo('GET /api/landing/searching-guru/default')).toHaveLength(2));
  });
});

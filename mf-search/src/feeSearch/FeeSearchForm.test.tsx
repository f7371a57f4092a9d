import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, pageLoaded } from '@tutor/testing';
import App from '../App';
import { choose, openOptions, shownValue } from '../testSupport/selectHelpers';
import { feeSearchRoutes } from './feeSearchTestNetwork';

const searchButton = () => screen.getByRole('button', { name: 'Cari Paket' });

async function openFeeSearch(route = '/biaya-les') {
  const user = userEvent.setup();
  renderPage(<App />, { route });
  await pageLoaded();
  await screen.findByRole('heading', { level: 1, name: 'Cek Biaya Les Privat' });
  return user;
}

describe('fee search form', () => {
  it('checks program, students, province and regency in that order, one alert at a time, before searching', async () => {
    const network = fakeFetch(feeSearchRoutes());
    const user = await openFeeSearch();

    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Program harus di isi');

    await choose(user, 'Program', 'SMA');
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Siswa harus di isi');

    await choose(user, 'Jumlah Siswa', '2 Siswa');
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Provinsi harus di isi');

    await choose(user, 'Provinsi', 'Jawa Barat');
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Kab/Kota harus di isi');

    expect(network.callsTo('GET /api/landing/searching-biaya-les')).toHaveLength(0);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('offers students 1 to 4', async () => {
    fakeFetch(feeSearchRoutes());
    const user = await openFeeSearch();
    expect(await openOptions(user, 'Jumlah Siswa')).toEqual(['1 Siswa', '2 Siswa', '3 Siswa', '4 Siswa']);
  });

  it('shows Kurikulum and Kelas only for a program that has them, and clears them when the program changes', async () => {
    const network = fakeFetch(feeSearchRoutes());
    const user = await openFeeSearch();
    expect(screen.queryByLabelText('Kurikulum')).not.toBeInTheDocument();

    await choose(user, 'Program', 'SD');
    await screen.findByLabelText('Kurikulum');
    expect(await openOptions(user, 'Kurikulum')).toEqual(['Nasional', 'Nasional Plus/Bilingual', 'Internasional']);
    await user.keyboard('{Escape}');
    await choose(user, 'Kurikulum', 'Internasional');
    await choose(user, 'Kelas', 'Kelas 4');
    expect(shownValue('Kurikulum')).toBe('Internasional');

    await choose(user, 'Program', 'SMA');
    await waitFor(() =>
      expect(network.callsTo('GET /api/select2/master/kelas').map((r) => r.query.get('jenjang_id'))).toContain('16'),
    );
    await screen.findByLabelText('Kelas');
    expect(shownValue('Kurikulum')).toBeNull();
    expect(shownValue('Kelas')).toBeNull();
    expect(await openOptions(user, 'Kelas')).toEqual(['Kelas 10', 'Kelas 11', 'Kelas 12']);
    await user.keyboard('{Escape}');

    // an empty list counts as absent
    await choose(user, 'Program', 'Mahasiswa/UMUM');
    await waitFor(() =>
      expect(network.callsTo('GET /api/select2/master/kurikulum').map((r) => r.query.get('jenjang_id'))).toContain(
        '25',
      ),
    );
    await waitFor(() => expect(screen.queryByLabelText('Kurikulum')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Kelas')).not.toBeInTheDocument();
  });

  it('shows Kab/Kota after a province, with a loading note, and clears it when the province changes', async () => {
    // The regencies answer only once the test has seen the loading note: with a fixed delay the
    // answer could arrive first on a busy machine, and the note would never be seen.
    let answerRegencies = () => {};
    const regenciesAnswered = new Promise<void>((resolve) => (answerRegencies = resolve));
    fakeFetch({
      ...feeSearchRoutes(),
      'GET /api/select2/master/regencies-2': async (req) => {
        await regenciesAnswered;
        return {
          body: {
            data:
              req.query.get('provinsi') === '32'
                ? [{ value: 3273, label: 'Kota Bandung' }]
                : [{ value: 3171, label: 'Kota Jakarta Selatan' }],
          },
        };
      },
    });
    const user = await openFeeSearch();
    expect(screen.queryByLabelText('Kab/Kota')).not.toBeInTheDocument();

    await choose(user, 'Provinsi', 'Jawa Barat');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Memuat daftar Kab/Kota...');
    answerRegencies();
    await waitFor(() => expect(screen.queryByText('Memuat daftar Kab/Kota...')).not.toBeInTheDocument());
    await choose(user, 'Kab/Kota', 'Kota Bandung');
    expect(shownValue('Kab/Kota')).toBe('Kota Bandung');

    await choose(user, 'Provinsi', 'DKI Jakarta');
    expect(shownValue('Kab/Kota')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Memuat daftar Kab/Kota...')).not.toBeInTheDocument());
    expect(await openOptions(user, 'Kab/Kota')).toEqual(['Kota Jakarta Selatan']);
  });

  it('switching the learning system clears program, curriculum and class', async () => {
    fakeFetch(feeSearchRoutes());
    const user = await openFeeSearch();
    const offline = screen.getByRole('button', { name: 'Private Offline' });
    const online = screen.getByRole('button', { name: 'Private Online' });
    expect(offline).toHaveAttribute('aria-pressed', 'true');
    expect(online).toHaveAttribute('aria-pressed', 'false');

    await choose(user, 'Program', 'SD');
    await choose(user, 'Kurikulum', 'Nasional');
    await choose(user, 'Jumlah Siswa', '1 Siswa');

    await user.click(online);
    expect(online).toHaveAttribute('aria-pressed', 'true');
    expect(shownValue('Program')).toBeNull();
    expect(screen.queryByLabelText('Kurikulum')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kelas')).not.toBeInTheDocument();
    // what does not depend on the system stays
    expect(shownValue('Jumlah Siswa')).toBe('1 Siswa');
  });

  it('offers online-only programs only while Private Online is chosen', async () => {
    fakeFetch(feeSearchRoutes());
    const user = await openFeeSearch();
    expect(await openOptions(user, 'Program')).toEqual(['SD', 'SMA', 'Mahasiswa/UMUM']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Private Online' }));
    expect(await openOptions(user, 'Program')).toEqual(['SD', 'SMA', 'Mahasiswa/UMUM', 'Olimpiade/OSN']);
  });

  it('applies a program preselected through the query', async () => {
    fakeFetch(feeSearchRoutes());
    await openFeeSearch('/biaya-les?program=14');
    await waitFor(() => expect(shownValue('Program')).toBe('SD'));
    expect(await screen.findByLabelText('Kurikulum')).toBeInTheDocument();
  });
});

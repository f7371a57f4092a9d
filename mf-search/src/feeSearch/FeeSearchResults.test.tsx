import { darkenForWhiteText } from '@tutor/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, pageLoaded, proxyFailure } from '@tutor/testing';
import App from '../App';
import { choose } from '../testSupport/selectHelpers';
import { DEFAULT_PACKAGES } from '../testSupport/fixtures';
import { feeSearchRoutes } from './feeSearchTestNetwork';

const FALLBACK = 'Terjadi kesalahan, silahkan hubungi admin untuk informasi lebih lanjut';

function packageCards() {
  return screen.queryAllByRole('article', { name: /^Paket / });
}

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, 'Program', 'SD');
  await choose(user, 'Jumlah Siswa', '2 Siswa');
  await choose(user, 'Provinsi', 'Jawa Barat');
  await choose(user, 'Kab/Kota', 'Kota Bandung');
}

describe('fee search results', () => {
  it('shows the default list "Mulai Dari" with the struck normal price and the discounted price in Rupiah', async () => {
    fakeFetch(feeSearchRoutes());
    renderPage(<App />, { route: '/biaya-les' });
    await pageLoaded();

    const super4 = await screen.findByRole('article', { name: 'Paket Super' });
    expect(within(super4).getByText('4 pertemuan / bulan')).toBeInTheDocument();
    expect(within(super4).getByText('Mulai Dari')).toBeInTheDocument();
    expect(within(super4).getByText('Rp 600.000').closest('s')).not.toBeNull();
    expect(within(super4).getByText('Rp 450.000')).toBeInTheDocument();
    // the badge colour #1E88E5, darkened until white text on it reads at 4.5:1
    expect(within(super4).getByRole('heading', { name: 'Paket Super' })).toHaveStyle({
      backgroundColor: darkenForWhiteText('#1E88E5'),
    });
    expect(within(super4).getByRole('link', { name: 'Pesan Paket Super' })).toHaveAttribute(
      'href',
      '/siswa/pemesanan-les?paket=2',
    );
    expect(packageCards()).toHaveLength(DEFAULT_PACKAGES.data.length);
    expect(screen.getByRole('heading', { name: 'Semua paket sudah termasuk' })).toBeInTheDocument();
    expect(screen.getByText(/Ganti guru tanpa batas/)).toBeInTheDocument();
  });

  it('searches with the chosen values, sends curriculum and class only when chosen, and drops "Mulai Dari"', async () => {
    const network = fakeFetch(feeSearchRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: '/biaya-les' });
    await pageLoaded();
    await screen.findByRole('article', { name: 'Paket Super' });

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Cari Paket' }));

    const pro = await screen.findByRole('article', { name: 'Paket Intensif Pro' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hasil Pencarian Paket' })).toBeInTheDocument();
    expect(within(pro).getByText('48 pertemuan / 6 bulan')).toBeInTheDocument();
    expect(within(pro).getByText('Rp 5.184.000')).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Pesan Paket Intensif Pro' })).toHaveAttribute(
      'href',
      '/siswa/pemesanan-les?paket=8&jenjang=14',
    );
    expect(screen.queryByText('Mulai Dari')).not.toBeInTheDocument();
    const [first] = network.callsTo('GET /api/landing/searching-biaya-les');
    expect(Object.fromEntries(first!.query)).toEqual({
      jenjang_id: '14',
      sistem_pembelajaran: 'Offline',
      jumlah_siswa: '2',
      provinsi: '32',
      kota_id: '3273',
    });

    await choose(user, 'Kurikulum', 'Internasional');
    await choose(user, 'Kelas', 'Kelas 5');
    await user.click(screen.getByRole('button', { name: 'Private Online' }));
    // the system switch cleared the program: choose it again
    await choose(user, 'Program', 'SD');
    await choose(user, 'Kurikulum', 'Internasional');
    await choose(user, 'Kelas', 'Kelas 5');
    await user.click(screen.getByRole('button', { name: 'Cari Paket' }));
    await waitFor(() => expect(network.callsTo('GET /api/landing/searching-biaya-les')).toHaveLength(2));
    expect(Object.fromEntries(network.callsTo('GET /api/landing/searching-biaya-les')[1]!.query)).toEqual({
      jenjang_id: '14',
      sistem_pembelajaran: 'Online',
      jumlah_siswa: '2',
      provinsi: '32',
      kota_id: '3273',
      kurikulum_id: '12',
      kelas: 'V',
    });
  });

  it("a failed search alerts the server's message and empties the results", async () => {
    fakeFetch(
      feeSearchRoutes({
        'GET /api/landing/searching-biaya-les': { status: 422, body: { message: 'Program ini hanya tersedia online' } },
      }),
    );
    const user = userEvent.setup();
    renderPage(<App />, { route: '/biaya-les' });
    await pageLoaded();
    await screen.findByRole('article', { name: 'Paket Super' });

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Cari Paket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Program ini hanya tersedia online');
    expect(packageCards()).toHaveLength(0);
  });

  it('a failed search without a message alerts the fallback text', async () => {
    fakeFetch(feeSearchRoutes({ 'GET /api/landing/searching-biaya-les': proxyFailure(502) }));
    const user = userEvent.setup();
    renderPage(<App />, { route: '/biaya-les' });
    await pageLoaded();
    await screen.findByRole('article', { name: 'Paket Super' });

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Cari Paket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
    expect(packageCards()).toHaveLength(0);
  });

  it('a failed default list alerts the fixed text, whatever the server said', async () => {
    fakeFetch(
      feeSearchRoutes({
        'GET /api/landing/searching-biaya-les/default': { status: 503, body: { message: 'Service Unavailable' } },
      }),
    );
    renderPage(<App />, { route: '/biaya-les' });
    await pageLoaded();

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
    expect(packageCards()).toHaveLength(0);
    expect(screen.queryByText('Mulai Dari')).not.toBeInTheDocument();
  });

  it('an empty default list is not a "default" list: no "Mulai Dari", an empty state instead', async () => {
    fakeFetch(
      feeSearchRoutes({ 'GET /api/landing/searching-biaya-les/default': { body: { status: 'success', data: [] } } }),
    );
    renderPage(<App />, { route: '/biaya-les' });
    await pageLoaded();

    expect(await screen.findByText('Belum ada paket untuk pilihan ini')).toBeInTheDocument();
    expect(screen.queryByText('Mulai Dari')).not.toBeInTheDocument();
  });

  it('offers the 25% discount claim', async () => {
    fakeFetch(feeSearchRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: '/biaya_les' });
    await pageLoaded();
    await screen.findByRole('article', { name: 'Paket Super' });
    await user.click(screen.getByRole('button', { name: 'Dapatkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor kurang dari 12 digit');
  });
});

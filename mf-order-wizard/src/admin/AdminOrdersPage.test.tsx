import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { list, ORDERS, summary } from './desk.fixtures';

/** The server's search, as the desk's route answers it: status, a part of the code, a part of the name. */
const ordersByStatus = () =>
  fakeFetch({
    'GET /api/pesanan': ({ query }) => {
      const status = query.get('status');
      const kode = query.get('kode')?.toUpperCase() ?? '';
      const siswa = query.get('siswa')?.toLowerCase() ?? '';
      const found = ORDERS.filter(
        (order) =>
          (!status || order.status === status) &&
          order.kode.includes(kode) &&
          (order.siswa ?? '').toLowerCase().includes(siswa),
      );
      return { ...list(found), delay: 20 };
    },
  });

const rowOf = async (kode: string) => (await screen.findByRole('link', { name: kode })).closest('tr') as HTMLElement;

describe('admin order desk: the list (/admin/pesanan)', () => {
  it('lists every order with its details, and filters by status through the server', async () => {
    const network = ordersByStatus();
    const user = userEvent.setup();
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan Les' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat daftar pesanan');

    const row = await rowOf('PP-0001');
    expect(within(row).getByRole('link', { name: 'PP-0001' })).toHaveAttribute('href', '/admin/pesanan/PP-0001');
    for (const text of [
      'Andi Pratama',
      'Super',
      'SMA',
      'Offline',
      'Menunggu konfirmasi admin',
      'Rp 500.000',
      '20 November 2026',
    ]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(screen.getAllByRole('row')).toHaveLength(1 + ORDERS.length);
    // an opening past the 2x24-hour promise is marked late (the server sorts those first)
    expect(
      within(await rowOf('PP-0003')).getByText('Terlambat: belum ada guru diusulkan lebih dari 2x24 jam'),
    ).toBeVisible();
    expect(within(row).queryByText(/Terlambat/)).not.toBeInTheDocument();

    const filters = within(screen.getByRole('group', { name: 'Status pesanan' }));
    expect(filters.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Mencari guru' }));
    expect(await screen.findByRole('link', { name: 'PP-0003' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'PP-0001' })).not.toBeInTheDocument());
    expect(filters.getByRole('button', { name: 'Mencari guru' })).toHaveAttribute('aria-pressed', 'true');
    expect(network.callsTo('GET /api/pesanan').map((request) => request.query.get('status'))).toEqual([
      null,
      'mencari_guru',
    ]);
    expect(currentUrl()).toBe('/admin/pesanan?status=mencari_guru');

    await user.click(filters.getByRole('button', { name: 'Dibatalkan' }));
    expect(await screen.findByText('Tidak ada pesanan berstatus Dibatalkan')).toBeVisible();
  });

  it('says whose answer a renewal offered to its previous teacher waits for, and until when', async () => {
    fakeFetch({
      'GET /api/pesanan': list([
        {
          ...summary('PP-0005', 'mencari_guru', 'Eka Putri'),
          tawaran_guru: { nama: 'Rina Wulandari', batas_jawab: '2026-11-22T03:00:00.000Z' },
        },
        summary('PP-0003', 'mencari_guru', 'Citra Lestari'),
      ]),
    });
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    expect(
      within(await rowOf('PP-0005')).getByText(
        'Menunggu jawaban Rina Wulandari sampai 22 November 2026 pukul 10.00 WIB',
      ),
    ).toBeVisible();
    expect(within(await rowOf('PP-0003')).queryByText(/Menunggu jawaban/)).not.toBeInTheDocument();
  });

  it('opens with the status of a shared link', async () => {
    const network = ordersByStatus();
    renderPage(<App />, { route: '/admin/pesanan?status=aktif' });
    await pageLoaded();
    expect(await screen.findByRole('link', { name: 'PP-0004' })).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(network.callsTo('GET /api/pesanan').map((request) => request.query.get('status'))).toEqual(['aktif']);
  });

  it('searches by a part of the code and of the name on the server, with the status, and keeps the search in the URL', async () => {
    const network = ordersByStatus();
    const user = userEvent.setup();
    renderPage(<App />, { route: '/admin/pesanan?status=menunggu_konfirmasi' });
    await pageLoaded();
    await rowOf('PP-0001');
    // the form is drawn again from the URL after each search: ask for it each time
    const search = {
      getByRole: (role: 'searchbox' | 'button', options: { name: string }) =>
        within(screen.getByRole('search', { name: 'Cari pesanan' })).getByRole(role, options),
    };

    await user.type(search.getByRole('searchbox', { name: 'Cari nama siswa' }), 'budi{Enter}');
    expect(await screen.findByRole('link', { name: 'PP-0002' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'PP-0001' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(currentUrl()).toBe('/admin/pesanan?status=menunggu_konfirmasi&siswa=budi');

    await user.clear(search.getByRole('searchbox', { name: 'Cari nama siswa' }));
    await user.type(search.getByRole('searchbox', { name: 'Cari kode pesanan' }), 'xx-9');
    await user.click(search.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Tidak ada pesanan yang cocok dengan pencarian')).toBeVisible();
    const asked = network
      .callsTo('GET /api/pesanan')
      .map(({ query }) => [query.get('status'), query.get('kode'), query.get('siswa')]);
    expect(asked).toEqual([
      ['menunggu_konfirmasi', null, null],
      ['menunggu_konfirmasi', null, 'budi'],
      ['menunggu_konfirmasi', 'xx-9', null],
    ]);
  });

  it('adds the next page with Muat lebih banyak, each order once, until the last page', async () => {
    const [first, second, third] = ORDERS;
    const network = fakeFetch({
      'GET /api/pesanan': ({ query }) =>
        query.get('cursor') === null
          ? list(
              [first, second].flatMap((order) => (order ? [order] : [])),
              'berikutnya',
            )
          : {
              ...list(
                [second, third].flatMap((order) => (order ? [order] : [])),
                null,
              ),
              delay: 20,
            },
    });
    const user = userEvent.setup();
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    await rowOf('PP-0002');
    expect(screen.getAllByRole('row')).toHaveLength(3);

    const more = screen.getByRole('button', { name: 'Muat lebih banyak' });
    await user.click(more);
    expect(await screen.findByRole('link', { name: 'PP-0003' })).toBeVisible();
    // PP-0002 came again on the next page (as a late order may): shown once
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    expect(network.callsTo('GET /api/pesanan').map(({ query }) => query.get('cursor'))).toEqual([null, 'berikutnya']);
  });

  it('says when there are no orders yet, and offers a retry when the list fails', async () => {
    fakeFetch({ 'GET /api/pesanan': list([]) });
    const { unmount } = renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    expect(await screen.findByText('Belum ada pesanan')).toBeVisible();
    unmount();

    const network = fakeFetch({ 'GET /api/pesanan': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    const user = userEvent.setup();
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(network.callsTo('GET /api/pesanan')).toHaveLength(2));
  });
});

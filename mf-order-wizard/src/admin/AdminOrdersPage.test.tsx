import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { answer, detail, list, ORDERS, summary } from './desk.fixtures';

const ordersByStatus = () =>
  fakeFetch({
    'GET /api/pesanan': ({ query }) => {
      const status = query.get('status');
      return { ...list(status ? ORDERS.filter((order) => order.status === status) : ORDERS), delay: 20 };
    },
  });

const rowOf = async (kode: string) => (await screen.findByRole('link', { name: kode })).closest('tr') as HTMLElement;

describe('admin order desk: the list (/admin/pesanan)', () => {
  it('lists every order with its details, counts per status, and filters by status through the server', async () => {
    const network = ordersByStatus();
    const user = userEvent.setup();
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan Les' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat daftar pesanan');

    const row = await rowOf('PP-0001');
    expect(within(row).getByRole('link', { name: 'PP-0001' })).toHaveAttribute('href', '/admin/pesanan/PP-0001');
    for (const text of ['Andi Pratama', 'Super', 'SMA', 'Offline', 'Menunggu konfirmasi admin', 'Rp 500.000', '20 November 2026']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(screen.getAllByRole('row')).toHaveLength(1 + ORDERS.length);
    // an opening past the 2x24-hour promise is marked late (the server sorts those first)
    expect(within(await rowOf('PP-0003')).getByText('Terlambat: belum ada guru diusulkan lebih dari 2x24 jam')).toBeVisible();
    expect(within(row).queryByText(/Terlambat/)).not.toBeInTheDocument();

    const filters = within(screen.getByRole('group', { name: 'Status pesanan' }));
    expect(filters.getByRole('button', { name: 'Semua (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'Menunggu konfirmasi admin (2)' })).toBeVisible();
    expect(filters.getByRole('button', { name: 'Mencari guru (1)' })).toBeVisible();
    expect(filters.getByRole('button', { name: 'Aktif (1)' })).toBeVisible();
    expect(filters.getByRole('button', { name: 'Dibatalkan (0)' })).toBeVisible();

    await user.click(filters.getByRole('button', { name: 'Mencari guru (1)' }));
    expect(await screen.findByRole('link', { name: 'PP-0003' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'PP-0001' })).not.toBeInTheDocument();
    expect(filters.getByRole('button', { name: 'Mencari guru (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(network.callsTo('GET /api/pesanan').map((request) => request.query.get('status'))).toEqual([null, 'mencari_guru']);
    expect(currentUrl()).toBe('/admin/pesanan?status=mencari_guru');
    // the counts still describe every order, not the filtered answer
    expect(filters.getByRole('button', { name: 'Semua (4)' })).toBeVisible();

    await user.click(filters.getByRole('button', { name: 'Dibatalkan (0)' }));
    expect(await screen.findByText('Tidak ada pesanan berstatus Dibatalkan')).toBeVisible();
  });

  it('says whose answer a renewal offered to its previous teacher waits for, and until when', async () => {
    fakeFetch({
      'GET /api/pesanan': list([
        { ...summary('PP-0005', 'mencari_guru', 'Eka Putri'), tawaran_guru: { nama: 'Rina Wulandari', batas_jawab: '2026-11-22T03:00:00.000Z' } },
        summary('PP-0003', 'mencari_guru', 'Citra Lestari'),
      ]),
    });
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    expect(within(await rowOf('PP-0005')).getByText('Menunggu jawaban Rina Wulandari sampai 22 November 2026 10.00 WIB')).toBeVisible();
    expect(within(await rowOf('PP-0003')).queryByText(/Menunggu jawaban/)).not.toBeInTheDocument();
  });

  it('opens with the status of a shared link', async () => {
    const network = ordersByStatus();
    renderPage(<App />, { route: '/admin/pesanan?status=aktif' });
    await pageLoaded();
    expect(await screen.findByRole('link', { name: 'PP-0004' })).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(network.callsTo('GET /api/pesanan').map((request) => request.query.get('status')).sort()).toEqual(['aktif', null]);
  });

  it('searches the loaded orders by code and opens an exact code with Enter', async () => {
    const network = ordersByStatus();
    network.on('GET /api/pesanan/PP-0002', answer(detail('menunggu_konfirmasi', 'PP-0002')));
    const user = userEvent.setup();
    renderPage(<App />, { route: '/admin/pesanan' });
    await pageLoaded();
    await rowOf('PP-0001');
    const search = screen.getByRole('searchbox', { name: 'Cari kode pesanan' });

    await user.type(search, '0003');
    expect(screen.getByRole('link', { name: 'PP-0003' })).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'XX-9');
    expect(screen.getByText('Tidak ada pesanan dengan kode "XX-9"')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'pp-0002{Enter}');
    expect(currentUrl()).toBe('/admin/pesanan/PP-0002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan PP-0002' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Konfirmasi Pesanan' })).toBeVisible();
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

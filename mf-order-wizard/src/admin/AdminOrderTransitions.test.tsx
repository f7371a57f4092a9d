import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, pageLoaded, renderPage, TEST_CSRF_TOKEN, type FakeAnswer, type FakeRequest } from '@tutor/testing';
import type { OrderStatus } from '@tutor/contract';
import { LIFECYCLE_MESSAGES } from '@tutor/rules';
import App from '../App';
import {
  answer,
  BREAKDOWN,
  candidates,
  CANDIDATES,
  conflict,
  detail,
  FIRST_INSTALMENT,
  NO_MEETINGS,
  NO_ONLINE_PAYMENT,
} from './desk.fixtures';

/**
 * The server as a tiny state machine for one order: GET answers the current state, a transition
 * answers the new order (or what the test says) after a short delay so "sending" can be seen.
 */
function orderServer(start: OrderStatus, transitions: Record<string, (request: FakeRequest) => FakeAnswer>) {
  let status = start;
  let paid = 0;
  const routes: Record<string, (request: FakeRequest) => FakeAnswer> = {
    'GET /api/pesanan/PP-0001': () => answer(detail(status, 'PP-0001', paid)),
    'GET /api/admin/pesanan/PP-0001/pelamar': () => candidates(CANDIDATES),
    'GET /api/pesanan/PP-0001/pertemuan': () => NO_MEETINGS,
    'GET /api/pesanan/PP-0001/pembayaran-online': () => NO_ONLINE_PAYMENT,
  };
  for (const [route, handler] of Object.entries(transitions)) {
    routes[route] = (request) => ({ ...handler(request), delay: 30 });
  }
  const network = fakeFetch(routes);
  /** The payment route as the server answers it: the amount is added and the order is aktif. */
  const pay = (request: FakeRequest) => {
    paid += (request.body as { jumlah: number }).jumlah;
    status = 'aktif';
    return answer(detail(status, 'PP-0001', paid));
  };
  return { network, moveTo: (next: OrderStatus) => (status = next), pay };
}

async function open() {
  const user = userEvent.setup();
  renderPage(<App />, { route: '/admin/pesanan/PP-0001' });
  await pageLoaded();
  const actions = within(await screen.findByRole('region', { name: 'Tindakan' }));
  return { user, actions };
}

const stateShown = (label: string) => screen.findByText(label, { selector: '.desk-order__state .desk-status' });

describe('admin order desk: transitions', () => {
  it('confirms an order, disabling every action while sending; it then looks for a teacher', async () => {
    const server = orderServer('menunggu_konfirmasi', {
      'POST /api/admin/pesanan/PP-0001/konfirmasi': () => answer(detail(server.moveTo('mencari_guru'))),
    });
    const { user, actions } = await open();
    await user.click(actions.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    expect(actions.getByRole('button', { name: 'Konfirmasi Pesanan' })).toBeDisabled();
    expect(actions.getByRole('button', { name: 'Batalkan Pesanan' })).toBeDisabled();

    expect(
      await actions.findByText('Pesanan dikonfirmasi dan kini tampil sebagai lowongan untuk guru.'),
    ).toHaveAttribute('role', 'status');
    expect(await stateShown('Mencari guru')).toBeVisible();
    expect(await actions.findByRole('button', { name: 'Usulkan Guru' })).toBeVisible();
    expect(actions.queryByRole('button', { name: 'Konfirmasi Pesanan' })).not.toBeInTheDocument();
    const [sent] = server.network.callsTo('POST /api/admin/pesanan/PP-0001/konfirmasi');
    expect(sent?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
  });

  it("proposes 1 to 3 applicants, showing each one's fit and profile", async () => {
    const server = orderServer('mencari_guru', {
      'POST /api/admin/pesanan/PP-0001/usulkan': () => answer(detail(server.moveTo('guru_diusulkan'))),
    });
    const { user, actions } = await open();
    const applicants = within(await actions.findByRole('list', { name: 'Pelamar' }));
    const rina = within(applicants.getByRole('heading', { name: 'Rina Wulandari' }).closest('li') as HTMLElement);
    expect(rina.getByText('Kecocokan 92% · Lamaran: Menunggu')).toBeVisible();
    expect(rina.getByRole('list', { name: 'Alasan cocok: Rina Wulandari' })).toHaveTextContent('Mengajar jenjang SMA');
    expect(rina.getByLabelText('Rating 4,9 dari 5')).toBeVisible();
    expect(rina.getByRole('img', { name: 'Foto Rina Wulandari' })).toHaveAttribute('src', '/storage/guru/1.jpg');
    expect(rina.getByText('Universitas Indonesia', { exact: false })).toBeVisible();
    expect(rina.getByRole('link', { name: 'Lihat profil Rina Wulandari' })).toHaveAttribute(
      'href',
      '/cari_pengajar/guru/profil/101',
    );
    expect(
      within(applicants.getByRole('heading', { name: 'Sari Dewi' }).closest('li') as HTMLElement).getByText(
        'Guru baru',
      ),
    ).toBeVisible();

    const propose = actions.getByRole('button', { name: 'Usulkan Guru' });
    expect(propose).toBeDisabled();
    expect(propose).toHaveAccessibleDescription(`${LIFECYCLE_MESSAGES.proposeCount}. Dipilih: 0.`);
    for (const name of ['Rina Wulandari', 'Sari Dewi', 'Tari Kusuma'])
      await user.click(actions.getByRole('checkbox', { name: `Usulkan ${name}` }));
    expect(propose).toBeEnabled();
    await user.click(actions.getByRole('checkbox', { name: 'Usulkan Umi Kalsum' }));
    expect(propose).toBeDisabled();
    expect(actions.getByText(`${LIFECYCLE_MESSAGES.proposeCount}. Dipilih: 4.`)).toBeVisible();
    await user.click(actions.getByRole('checkbox', { name: 'Usulkan Tari Kusuma' }));
    expect(propose).toBeEnabled();

    await user.click(propose);
    expect(await actions.findByText('Guru diusulkan ke siswa.')).toHaveAttribute('role', 'status');
    expect(server.network.callsTo('POST /api/admin/pesanan/PP-0001/usulkan')[0]?.body).toEqual({
      lamaran_ids: [1, 2, 4],
    });
    expect(await stateShown('Guru diusulkan, silakan pilih')).toBeVisible();
    expect(actions.queryByRole('button', { name: 'Usulkan Guru' })).not.toBeInTheDocument();
  });

  it('records the first payment, prefilled with the first instalment; the order becomes aktif', async () => {
    const server = orderServer('menunggu_pembayaran', {
      'POST /api/admin/pesanan/PP-0001/pembayaran': (request) => server.pay(request),
    });
    const { user, actions } = await open();
    const amount = actions.getByRole('textbox', { name: 'Jumlah pembayaran (Rp)' });
    expect(amount).toHaveValue(String(FIRST_INSTALMENT));
    expect(amount).toHaveAccessibleDescription('Tagihan: cicilan 1 Rp 275.000, cicilan 2 Rp 225.000.');

    await user.click(actions.getByRole('button', { name: 'Catat Pembayaran' }));
    expect(actions.getByRole('button', { name: 'Catat Pembayaran' })).toBeDisabled();
    expect(await actions.findByText('Pembayaran dicatat.')).toHaveAttribute('role', 'status');
    expect(server.network.callsTo('POST /api/admin/pesanan/PP-0001/pembayaran')[0]?.body).toEqual({
      jumlah: FIRST_INSTALMENT,
    });
    expect(await stateShown('Aktif')).toBeVisible();
    expect(actions.getByText('Sudah dibayar Rp 275.000 dari Rp 500.000, sisa Rp 225.000.')).toBeVisible();
    // later instalments are typed in
    expect(actions.getByRole('textbox', { name: 'Jumlah pembayaran (Rp)' })).toHaveValue('');
    await user.click(actions.getByRole('button', { name: 'Catat Pembayaran' }));
    expect(actions.getByText('Masukkan jumlah pembayaran dalam Rupiah, hanya angka')).toBeVisible();
    expect(server.network.callsTo('POST /api/admin/pesanan/PP-0001/pembayaran')).toHaveLength(1);
  });

  it('once the whole bill is paid shows what was paid, nothing left, and no form to record more', async () => {
    const server = orderServer('menunggu_pembayaran', {
      'POST /api/admin/pesanan/PP-0001/pembayaran': (request) => server.pay(request),
    });
    const { user, actions } = await open();
    const amount = actions.getByRole('textbox', { name: 'Jumlah pembayaran (Rp)' });
    await user.clear(amount);
    await user.type(amount, String(BREAKDOWN.total));
    await user.click(actions.getByRole('button', { name: 'Catat Pembayaran' }));

    expect(await stateShown('Aktif')).toBeVisible();
    const payment = within(actions.getByRole('region', { name: 'Catat Pembayaran' }));
    expect(await payment.findByText('Lunas: Rp 500.000 sudah dibayar, sisa Rp 0.')).toBeVisible();
    expect(payment.queryByRole('textbox')).not.toBeInTheDocument();
    expect(payment.queryByRole('button', { name: 'Catat Pembayaran' })).not.toBeInTheDocument();
  });

  it('cancels only after a confirmation', async () => {
    const server = orderServer('mencari_guru', {
      'POST /api/pesanan/PP-0001/batal': () => answer(detail(server.moveTo('dibatalkan'))),
    });
    const { user, actions } = await open();
    await user.click(actions.getByRole('button', { name: 'Batalkan Pesanan' }));
    const ask = within(actions.getByRole('group', { name: 'Konfirmasi pembatalan' }));
    expect(
      ask.getByText('Batalkan pesanan PP-0001? Pesanan yang dibatalkan tidak bisa diaktifkan kembali.'),
    ).toBeVisible();
    await user.click(ask.getByRole('button', { name: 'Tidak' }));
    expect(server.network.callsTo('POST /api/pesanan/PP-0001/batal')).toHaveLength(0);

    await user.click(actions.getByRole('button', { name: 'Batalkan Pesanan' }));
    await user.click(actions.getByRole('button', { name: 'Ya, batalkan pesanan' }));
    expect(await actions.findByText('Pesanan dibatalkan.')).toHaveAttribute('role', 'status');
    expect(await stateShown('Dibatalkan')).toBeVisible();
    expect(actions.getByText('Tidak ada tindakan untuk pesanan berstatus ini.')).toBeVisible();
    expect(server.network.callsTo('POST /api/pesanan/PP-0001/batal')).toHaveLength(1);
  });

  it("a 409 (another admin was first) shows the server's message and the order as it is now", async () => {
    const server = orderServer('menunggu_konfirmasi', {
      'POST /api/admin/pesanan/PP-0001/konfirmasi': () => {
        server.moveTo('mencari_guru'); // the other admin's confirmation landed first
        return conflict(LIFECYCLE_MESSAGES.stateChanged);
      },
    });
    const { user, actions } = await open();
    await user.click(actions.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    expect(await actions.findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.stateChanged);
    expect(await stateShown('Mencari guru')).toBeVisible();
    expect(actions.queryByRole('button', { name: 'Konfirmasi Pesanan' })).not.toBeInTheDocument();
    expect(server.network.callsTo('GET /api/pesanan/PP-0001')).toHaveLength(2);
    expect(actions.getByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.stateChanged);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage } from '@tutor/testing';
import type { OrderStatus } from '@tutor/contract';
import { LIFECYCLE_MESSAGES } from '@tutor/rules';
import { useDeskOrderQuery } from '../api/lifecycleApi';
import { answer, candidates, CANDIDATES, conflict, detail } from '../admin/desk.fixtures';
import { TeacherChoice } from './TeacherChoice';

const PROPOSED = CANDIDATES.slice(0, 3).map((candidate) => ({ ...candidate, status: 'diusulkan' as const }));

/** What the student's order page does: read the order, place the choice with its status. */
function OrderPageStandIn({ kode }: { kode: string }) {
  const order = useDeskOrderQuery(kode);
  return order.data ? <TeacherChoice kode={kode} status={order.data.status} order={order.data} /> : null;
}

function proposedOrderServer() {
  let status: OrderStatus = 'guru_diusulkan';
  const network = fakeFetch({
    'GET /api/pesanan/PP-0001': () => answer(detail(status)),
    'GET /api/pesanan/PP-0001/usulan': candidates(PROPOSED),
    'POST /api/pesanan/PP-0001/pilih-guru': () => {
      status = 'menunggu_pembayaran';
      return { ...answer(detail(status)), delay: 30 };
    },
  });
  return network;
}

describe('TeacherChoice (the student chooses a proposed teacher, then pays)', () => {
  it('shows the proposed teachers and, after a confirmation, chooses one; then how to pay', async () => {
    const network = proposedOrderServer();
    const user = userEvent.setup();
    renderPage(<OrderPageStandIn kode="PP-0001" />, { route: '/siswa/pesanan/PP-0001' });

    expect(await screen.findByRole('heading', { name: 'Pilih Guru Anda' })).toBeVisible();
    const list = within(await screen.findByRole('list', { name: 'Guru yang diusulkan' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Rina Wulandari',
      'Sari Dewi',
      'Tari Kusuma',
    ]);
    const rina = within(list.getByRole('heading', { name: 'Rina Wulandari' }).closest('li') as HTMLElement);
    expect(rina.getByRole('img', { name: 'Foto Rina Wulandari' })).toHaveAttribute('src', '/storage/guru/1.jpg');
    expect(rina.getByLabelText('Rating 4,9 dari 5')).toBeVisible();
    expect(rina.getByText('Universitas Indonesia', { exact: false })).toHaveTextContent('Pendidikan Matematika');
    expect(rina.getByRole('list', { name: 'Alasan cocok: Rina Wulandari' })).toHaveTextContent('Mengajar jenjang SMA');
    expect(rina.getByRole('link', { name: 'Lihat profil Rina Wulandari' })).toHaveAttribute(
      'href',
      '/cari_pengajar/guru/profil/101',
    );
    const sari = within(list.getByRole('heading', { name: 'Sari Dewi' }).closest('li') as HTMLElement);
    expect(sari.getByText('Guru baru')).toBeVisible();

    await user.click(sari.getByRole('button', { name: 'Pilih guru ini: Sari Dewi' }));
    const ask = within(screen.getByRole('group', { name: 'Konfirmasi memilih Sari Dewi' }));
    expect(
      ask.getByText(
        'Pilih Sari Dewi sebagai guru les Anda? Setelah pembayaran, guru tetap bisa diganti kapan saja lewat tombol Ganti Guru di halaman pesanan.',
      ),
    ).toBeVisible();
    await user.click(ask.getByRole('button', { name: 'Tidak jadi' }));
    expect(network.callsTo('POST /api/pesanan/PP-0001/pilih-guru')).toHaveLength(0);

    await user.click(sari.getByRole('button', { name: 'Pilih guru ini: Sari Dewi' }));
    await user.click(screen.getByRole('button', { name: 'Ya, pilih Sari Dewi' }));
    expect(screen.getByRole('button', { name: 'Ya, pilih Sari Dewi' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Pembayaran Cicilan Pertama' })).toBeVisible();
    expect(screen.getByText('Rp 275.000')).toBeVisible();
    expect(network.callsTo('POST /api/pesanan/PP-0001/pilih-guru')[0]?.body).toEqual({ lamaran_id: 2 });
    expect(screen.queryByRole('heading', { name: 'Pilih Guru Anda' })).not.toBeInTheDocument();
  });

  it("a 409 shows the server's message and asks for the proposals and the order again", async () => {
    const network = fakeFetch({
      'GET /api/pesanan/PP-0001': answer(detail('guru_diusulkan')),
      'GET /api/pesanan/PP-0001/usulan': candidates(PROPOSED),
      'POST /api/pesanan/PP-0001/pilih-guru': conflict(LIFECYCLE_MESSAGES.notProposed),
    });
    const user = userEvent.setup();
    renderPage(<OrderPageStandIn kode="PP-0001" />);
    await user.click(await screen.findByRole('button', { name: 'Pilih guru ini: Rina Wulandari' }));
    await user.click(screen.getByRole('button', { name: 'Ya, pilih Rina Wulandari' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.notProposed);
    expect(await screen.findByRole('button', { name: 'Pilih guru ini: Rina Wulandari' })).toBeEnabled();
    expect(network.callsTo('GET /api/pesanan/PP-0001/usulan')).toHaveLength(2);
    expect(network.callsTo('GET /api/pesanan/PP-0001')).toHaveLength(2);
  });

  it('while waiting for payment, shows the first instalment and the admin to pay with', async () => {
    fakeFetch({});
    renderPage(<TeacherChoice kode="PP-0001" status="menunggu_pembayaran" order={detail('menunggu_pembayaran')} />);
    expect(screen.getByRole('heading', { name: 'Pembayaran Cicilan Pertama' })).toBeVisible();
    expect(screen.getByText('Rp 275.000')).toBeVisible();
    expect(screen.getByText(/Admin mencatat pembayaran Anda, lalu status pesanan menjadi Aktif/)).toBeVisible();
    const pay = new URL(screen.getByRole('link', { name: 'Bayar via WhatsApp Admin' }).getAttribute('href') as string);
    expect(`${pay.origin}${pay.pathname}`).toBe('https://wa.me/6281287654301');
    expect(pay.searchParams.get('text')).toBe(
      'Halo admin Pintar Privat, saya ingin membayar cicilan pertama pesanan PP-0001 sebesar Rp 275.000.',
    );
  });

  it('reads the order itself when the page does not pass it', async () => {
    const network = fakeFetch({ 'GET /api/pesanan/PP-0001': answer(detail('menunggu_pembayaran')) });
    renderPage(<TeacherChoice kode="PP-0001" status="menunggu_pembayaran" />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat rincian pembayaran');
    expect(await screen.findByText('Rp 275.000')).toBeVisible();
    expect(network.callsTo('GET /api/pesanan/PP-0001')).toHaveLength(1);
  });

  it.each<OrderStatus>(['menunggu_konfirmasi', 'mencari_guru', 'aktif', 'selesai', 'dibatalkan'])(
    'renders nothing while the order is %s',
    (status) => {
      const network = fakeFetch({});
      const { container } = renderPage(<TeacherChoice kode="PP-0001" status={status} order={detail(status)} />);
      expect(container).toBeEmptyDOMElement();
      expect(network.requests).toHaveLength(0);
    },
  );
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import type { Candidate, Charge, ChargeMethod, OrderStatus } from '@tutor/contract';
import { CANCELLED_SCHEDULE_NOTE } from '@tutor/rules';
import App from '../App';
import { chargeFixture } from '../testSupport/charges';
import { answer, candidates, CANDIDATES, detail, NO_MEETINGS, NO_ONLINE_PAYMENT } from './desk.fixtures';

const ACTIONS = ['Konfirmasi Pesanan', 'Usulkan Guru', 'Catat Pembayaran', 'Batalkan Pesanan'] as const;

async function openOrder(status: OrderStatus, order = detail(status), charges: unknown = NO_ONLINE_PAYMENT) {
  const network = fakeFetch({
    'GET /api/pesanan/PP-0001': answer(order),
    'GET /api/admin/pesanan/PP-0001/pelamar': candidates(CANDIDATES),
    'GET /api/pesanan/PP-0001/pertemuan': NO_MEETINGS,
    'GET /api/pesanan/PP-0001/pembayaran-online': charges as typeof NO_ONLINE_PAYMENT,
  });
  renderPage(<App />, { route: '/admin/pesanan/PP-0001' });
  await pageLoaded();
  await screen.findByRole('heading', { name: 'Tindakan' });
  return network;
}

describe('admin order desk: one order (/admin/pesanan/:kode)', () => {
  it('shows the student, the choices, the schedule, the breakdown and the history', async () => {
    await openOrder('menunggu_konfirmasi');
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan PP-0001' })).toBeVisible();
    expect(screen.getByText('Dibuat 20 November 2026')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Perpanjangan' })).not.toBeInTheDocument();

    const student = within(screen.getByRole('region', { name: 'Siswa' }));
    expect(student.getByText('Andi Pratama')).toBeVisible();
    expect(student.getByText('6281234567890')).toBeVisible();
    const chat = student.getByRole('link', { name: 'Kirim WhatsApp ke Andi Pratama' });
    const href = new URL(chat.getAttribute('href') as string);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281234567890');
    // the message for the order's state: a new order the admin confirms
    expect(href.searchParams.get('text')).toBe(
      'Halo Andi Pratama, kami admin Pintar Privat. Pesanan les PP-0001 sudah kami terima. Boleh kami konfirmasi kebutuhan les Anda?',
    );

    const choices = within(screen.getByRole('region', { name: 'Pilihan les' }));
    for (const text of [
      'Super (4 pertemuan)',
      'SMA',
      'Nasional',
      'Kelas 11 SMA',
      'Offline',
      'Matematika: 3 pertemuan',
      'Fisika: 1 pertemuan',
      'Senin 16:00',
      '7 Desember 2026',
      'Jl. Melati No. 5, Tebet, Kota Jakarta Selatan, Dki Jakarta',
      'Guru perempuan',
      'Anak saya persiapan UTBK',
    ]) {
      expect(choices.getByText(text)).toBeVisible();
    }

    const schedule = within(screen.getByRole('region', { name: 'Jadwal' }));
    expect(schedule.getAllByRole('listitem')).toHaveLength(4);
    expect(schedule.getByText('Pertemuan 1: Senin, 7 Desember 2026 pukul 16:00')).toBeVisible();

    const fee = within(screen.getByRole('region', { name: 'Rincian biaya' }));
    expect(fee.getByText('Harga normal').nextSibling).toHaveTextContent('Rp 600.000');
    expect(fee.getByText('Diskon').nextSibling).toHaveTextContent('-Rp 150.000');
    expect(fee.getByText('Biaya pendaftaran').nextSibling).toHaveTextContent('Rp 50.000');
    expect(fee.getByText('Total').nextSibling).toHaveTextContent('Rp 500.000');
    expect(fee.getByText('Cicilan 1: Rp 275.000')).toBeVisible();
    expect(fee.getByText('Cicilan 2: Rp 225.000')).toBeVisible();

    const history = within(screen.getByRole('region', { name: 'Riwayat' }));
    expect(history.getByText('20 November 2026 pukul 10.00 WIB')).toBeVisible();
    expect(history.getByText('Pesanan dibuat: Menunggu konfirmasi admin')).toBeVisible();
    expect(history.getByText('oleh siswa Andi Pratama')).toBeVisible();
  });

  it("shows the student's reason of a teacher change, and offers none of the closed applications to propose", async () => {
    const [first, ...others] = CANDIDATES;
    if (!first) throw new Error('the fixtures have candidates');
    const replaced: Candidate = { ...first, status: 'tidak_dipilih' };
    fakeFetch({
      'GET /api/pesanan/PP-0001': answer({
        ...detail('mencari_guru'),
        alasan_ganti_guru: 'Guru sering terlambat datang',
      }),
      'GET /api/admin/pesanan/PP-0001/pelamar': candidates([replaced, ...others]),
      'GET /api/pesanan/PP-0001/pertemuan': NO_MEETINGS,
    });
    renderPage(<App />, { route: '/admin/pesanan/PP-0001' });
    await pageLoaded();
    const change = within(await screen.findByRole('region', { name: 'Ganti guru' }));
    expect(change.getByText('Alasan siswa')).toBeVisible();
    expect(change.getByText('Guru sering terlambat datang')).toBeVisible();
    const actions = within(screen.getByRole('region', { name: 'Tindakan' }));
    expect(await actions.findByRole('checkbox', { name: 'Usulkan Sari Dewi' })).toBeEnabled();
    expect(actions.queryByRole('checkbox', { name: 'Usulkan Rina Wulandari' })).not.toBeInTheDocument();
    expect(actions.queryByText('Rina Wulandari')).not.toBeInTheDocument();
  });

  it('shows no teacher change for an order that never changed teacher', async () => {
    await openOrder('mencari_guru');
    expect(screen.queryByRole('region', { name: 'Ganti guru' })).not.toBeInTheDocument();
  });

  it.each<[OrderStatus, readonly (typeof ACTIONS)[number][]]>([
    ['menunggu_konfirmasi', ['Konfirmasi Pesanan', 'Batalkan Pesanan']],
    ['mencari_guru', ['Usulkan Guru', 'Batalkan Pesanan']],
    ['guru_diusulkan', ['Batalkan Pesanan']],
    ['menunggu_pembayaran', ['Catat Pembayaran']],
    ['aktif', ['Catat Pembayaran']],
    ['selesai', []],
    ['dibatalkan', []],
  ])('offers only the actions %s allows', async (status, expected) => {
    await openOrder(status);
    const actions = within(screen.getByRole('region', { name: 'Tindakan' }));
    if (status === 'mencari_guru') await actions.findByRole('list', { name: 'Pelamar' });
    for (const name of ACTIONS) {
      if (expected.includes(name)) expect(actions.getByRole('button', { name })).toBeVisible();
      else expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    if (expected.length === 0)
      expect(actions.getByText('Tidak ada tindakan untuk pesanan berstatus ini.')).toBeVisible();
  });

  it('says which order a renewal continues and whose answer it waits for until when', async () => {
    await openOrder('mencari_guru', {
      ...detail('mencari_guru'),
      perpanjangan_dari: 'PP-0000',
      tawaran_guru: { nama: 'Rina Wulandari', batas_jawab: '2026-11-22T03:00:00.000Z' },
    });
    const renewal = within(screen.getByRole('region', { name: 'Perpanjangan' }));
    expect(renewal.getByRole('link', { name: 'PP-0000' })).toHaveAttribute('href', '/admin/pesanan/PP-0000');
    expect(
      renewal.getByText(
        /Ditawarkan dulu ke guru sebelumnya, Rina Wulandari: menunggu jawabannya sampai 22 November 2026 pukul 10\.00 WIB/,
      ),
    ).toBeVisible();
  });

  it('shows no offer once the teacher has answered', async () => {
    await openOrder('menunggu_pembayaran', {
      ...detail('menunggu_pembayaran'),
      perpanjangan_dari: 'PP-0000',
      tawaran_guru: null,
    });
    expect(
      within(screen.getByRole('region', { name: 'Perpanjangan' })).queryByText(/menunggu jawabannya/),
    ).not.toBeInTheDocument();
  });

  it('reaches the chosen teacher over WhatsApp while the order waits for its first payment', async () => {
    const teacher = { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' };
    await openOrder('menunggu_pembayaran', { ...detail('menunggu_pembayaran'), guru: teacher });
    const chosen = within(screen.getByRole('region', { name: 'Guru terpilih' }));
    expect(chosen.getByText('6281234500031')).toBeVisible();
    const href = new URL(
      chosen.getByRole('link', { name: 'Kirim WhatsApp ke Rina Wulandari' }).getAttribute('href') as string,
    );
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281234500031');
    expect(href.searchParams.get('text')).toContain('Siswa memilih Anda untuk pesanan les PP-0001');
  });

  it('lists the online charges of the order: method, amount, status and times', async () => {
    const charge = {
      id: 'PP-0001-a1b2c3d4',
      metode: 'bca_va',
      jumlah: 500000,
      cicilan_ke: 1,
      status: 'lunas',
      kedaluwarsa: '2026-11-29T03:00:00.000Z',
      dibuat: '2026-11-28T03:00:00.000Z',
      selesai: '2026-11-28T03:10:00.000Z',
      va_number: '12345678901',
      bill_key: null,
      biller_code: null,
      qr_string: null,
      deeplink: null,
      pengembalian: null,
    };
    await openOrder('aktif', detail('aktif'), { body: { data: [charge] } });
    const charges = within(await screen.findByRole('region', { name: 'Pembayaran Online' }));
    const row = within(charges.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('Virtual Account BCA')).toBeVisible();
    expect(row.getByText('Rp 500.000 (cicilan ke-1)')).toBeVisible();
    expect(row.getByText('Lunas')).toBeVisible();
    expect(row.getByText('28 November 2026 pukul 10.10 WIB')).toBeVisible();
  });

  it("shows each charge's refund once the order is cancelled: online, by hand, or still being retried", async () => {
    const paid = (id: string, metode: ChargeMethod, pengembalian: Charge['pengembalian']) =>
      chargeFixture('PP-0001', metode, { id, status: 'lunas', selesai: '2026-11-28T03:10:00.000Z', pengembalian });
    const charges = [
      paid('PP-0001-aaaa0001', 'qris', 'online'),
      paid('PP-0001-aaaa0002', 'bca_va', 'manual'),
      paid('PP-0001-aaaa0003', 'gopay', null),
    ];
    await openOrder('dibatalkan', detail('dibatalkan'), { body: { data: charges } });
    const table = within(await screen.findByRole('region', { name: 'Pembayaran Online' }));
    const rows = table.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(rows[0] as HTMLElement).getByText(/Dikembalikan online \(Midtrans\)/)).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText(/Perlu dikembalikan manual oleh admin/)).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText(/dicoba ulang otomatis/)).toBeVisible();
    // none of its meetings takes place: the schedule says so
    expect(within(screen.getByRole('region', { name: 'Jadwal' })).getByText(CANCELLED_SCHEDULE_NOTE)).toBeVisible();
  });

  it('offers the cancel of a paid order before its first meeting, saying where the money goes', async () => {
    await openOrder('aktif', { ...detail('aktif'), boleh_batal: true });
    const actions = within(screen.getByRole('region', { name: 'Tindakan' }));
    await userEvent.setup().click(actions.getByRole('button', { name: 'Batalkan Pesanan' }));
    const ask = within(actions.getByRole('group', { name: 'Konfirmasi pembatalan' }));
    expect(ask.getByText(/QRIS\/GoPay otomatis lewat Midtrans; virtual account dan transfer/)).toBeVisible();
  });

  it('has no chosen teacher before the student chooses', async () => {
    await openOrder('guru_diusulkan');
    expect(screen.queryByRole('region', { name: 'Guru terpilih' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    fakeFetch({ 'GET /api/pesanan/PP-9999': { status: 404, body: { message: 'Pesanan tidak ditemukan' } } });
    renderPage(<App />, { route: '/admin/pesanan/PP-9999' });
    await pageLoaded();
    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeVisible();
    expect(screen.getByRole('link', { name: '← Kembali ke daftar pesanan' })).toHaveAttribute('href', '/admin/pesanan');
  });
});

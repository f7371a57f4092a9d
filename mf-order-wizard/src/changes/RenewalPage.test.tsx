import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClockProvider } from '@tutor/api';
import type { FeeBreakdown, FeePackageList, OrderDetail, RenewalPreviewAnswer } from '@tutor/contract';
import { changeNotes, formatRupiah, renewalStartMessage } from '@tutor/rules';
import { fakeFetch, meeting, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { notReviewableYet, ORDER, orderAnswer } from '../testSupport/orders';

const DONE: OrderDetail = {
  ...ORDER,
  status: 'selesai',
  boleh_batal: false,
  guru: { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' },
};
const RENEWAL: OrderDetail = {
  ...ORDER,
  kode: 'PL-2612-0042',
  status: 'mencari_guru',
  boleh_batal: true,
  tanggal_mulai_les: '2026-12-21',
  rincian_biaya: {
    ...ORDER.rincian_biaya,
    diskon_referral: 0,
    kode_referral: null,
    harga_paket_akhir: 600_000,
    biaya_pendaftaran: 0,
    total: 600_000,
    cicilan: [600_000],
  },
  riwayat: [
    {
      dari: null,
      ke: 'mencari_guru',
      oleh: 'Siswa: Ibu Sari Wulandari',
      waktu: '2026-12-01T00:00:00.000Z',
      keterangan: changeNotes.renewal(ORDER.kode),
    },
  ],
  perpanjangan_dari: ORDER.kode,
  tawaran_guru: { nama: 'Rina Wulandari', batas_jawab: '2026-12-03T00:00:00.000Z' },
};
const PACKAGES: FeePackageList = {
  status: 'success',
  data: [
    {
      paket_id: 1,
      paket_name: 'Reguler',
      jumlah_pertemuan: 8,
      periode_bulan: 1,
      jumlah_cicilan: 1,
      harga_normal: 1_600_000,
      harga_diskon: 1_200_000,
      color: '#0ea5e9',
    },
    {
      paket_id: 2,
      paket_name: 'Super',
      jumlah_pertemuan: 4,
      periode_bulan: 1,
      jumlah_cicilan: 1,
      harga_normal: 800_000,
      harga_diskon: 600_000,
      color: '#22c55e',
    },
  ],
};
const RENEW = `POST /api/pesanan/${ORDER.kode}/perpanjang`;
const PREVIEW = `POST /api/pesanan/${ORDER.kode}/perpanjang/pratinjau`;
/** The server's renewal price of each package: after the 25% discount, no registration fee. */
const PRICES: Record<number, FeeBreakdown> = {
  1: {
    paket: 'Reguler',
    jumlah_pertemuan: 8,
    harga_normal: 1_600_000,
    diskon: 400_000,
    harga_diskon: 1_200_000,
    diskon_referral: 0,
    kode_referral: null,
    harga_paket_akhir: 1_200_000,
    biaya_pendaftaran: 0,
    total: 1_200_000,
    cicilan: [1_200_000],
  },
  2: {
    paket: 'Super',
    jumlah_pertemuan: 4,
    harga_normal: 800_000,
    diskon: 200_000,
    harga_diskon: 600_000,
    diskon_referral: 0,
    kode_referral: null,
    harga_paket_akhir: 600_000,
    biaya_pendaftaran: 0,
    total: 600_000,
    cicilan: [600_000],
  },
};
const previewOf = ({ body }: { body: unknown }): { body: RenewalPreviewAnswer } => {
  const { paket_id, tanggal_mulai_les } = body as { paket_id: number; tanggal_mulai_les: string };
  const breakdown = PRICES[paket_id] ?? PRICES[2]!;
  return {
    body: {
      data: {
        rincian_biaya: breakdown,
        jadwal: [
          {
            iterasi: 1,
            tanggal: tanggal_mulai_les,
            hari: 'Senin',
            jam: '16:00',
            mata_pelajaran: 'Matematika',
            color: '#0ea5e9',
          },
          {
            iterasi: 2,
            tanggal: '2027-01-25',
            hari: 'Senin',
            jam: '16:00',
            mata_pelajaran: 'Fisika',
            color: '#22c55e',
          },
        ],
        libur: [{ tanggal: '2027-01-01', nama: 'Tahun Baru 2027 Masehi' }],
      },
    },
  };
};
/** 1 December 2026 07:00 WIB; the order's last meeting is 17 December */
const NOW = Date.parse('2026-12-01T00:00:00Z');

function open(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch({
    [`GET /api/pesanan/${ORDER.kode}`]: { body: orderAnswer(DONE) },
    [`GET /api/pesanan/${ORDER.kode}/pertemuan`]: {
      body: {
        data: {
          sisa: 0,
          total: 2,
          items: [meeting(1, 'selesai', { tanggal: '2026-12-14' }), meeting(2, 'selesai', { tanggal: '2026-12-17' })],
        },
      },
    },
    'GET /api/landing/searching-biaya-les/default': { body: PACKAGES },
    [`GET /api/pesanan/${RENEWAL.kode}`]: { body: orderAnswer(RENEWAL) },
    [PREVIEW]: previewOf,
    ...notReviewableYet(RENEWAL.kode),
    ...routes,
  });
  renderPage(
    <ClockProvider clock={() => NOW}>
      <App />
    </ClockProvider>,
    { route: `/siswa/pesanan/${ORDER.kode}/perpanjang` },
  );
  return { fake, user: userEvent.setup() };
}

describe('perpanjang paket (/siswa/pesanan/:kode/perpanjang)', () => {
  it('carries the order over, starts after its last meeting, and opens the new order offered to the same teacher', async () => {
    const { fake, user } = open({ [RENEW]: { status: 201, body: orderAnswer(RENEWAL) } });
    await pageLoaded();
    const facts = await screen.findByRole('region', { name: `Detail les dari pesanan ${ORDER.kode}` });
    expect(within(facts).getByText('Matematika, Fisika')).toBeInTheDocument();
    expect(within(facts).getByText('Senin 16:00')).toBeInTheDocument();
    expect(
      within(facts).getByText('Jl. Tebet Raya No. 10, Tebet, Kota Jakarta Selatan, DKI Jakarta'),
    ).toBeInTheDocument();
    const start = screen.getByLabelText('Tanggal mulai perpanjangan');
    expect(start).toHaveValue('2026-12-18');
    expect(await screen.findByRole('radio', { name: 'Super (4 pertemuan)' })).toBeChecked();

    // a start on the last meeting is refused before anything is sent
    await user.clear(start);
    await user.type(start, '2026-12-17');
    await user.click(screen.getByRole('button', { name: 'Kirim Perpanjangan' }));
    expect(screen.getByText(renewalStartMessage('2026-12-18'))).toBeInTheDocument();
    expect(fake.callsTo(RENEW)).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '2026-12-21');
    await user.click(screen.getByRole('radio', { name: 'Reguler (8 pertemuan)' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Perpanjangan' }));

    expect(await screen.findByRole('heading', { level: 1, name: `Pesanan ${RENEWAL.kode}` })).toBeInTheDocument();
    expect(screen.getByText(/Perpanjangan terkirim/)).toBeInTheDocument();
    expect(await screen.findByText(/Ditawarkan dulu ke Rina Wulandari sampai 3 Desember 2026/)).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveTextContent('Biaya pendaftaran');
    const [request] = fake.callsTo(RENEW);
    expect(request?.body).toEqual({ paket_id: 1, tanggal_mulai_les: '2026-12-21' });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it("shows the server's price before sending, again when the package changes", async () => {
    const { fake, user } = open({ [RENEW]: { status: 201, body: orderAnswer(RENEWAL) } });
    await pageLoaded();
    const fees = await screen.findByRole('region', { name: 'Rincian Biaya' });
    expect(within(fees).getByRole('row', { name: /Paket Super \(4 pertemuan\)/ })).toHaveTextContent(
      formatRupiah(800_000),
    );
    expect(within(fees).getByRole('row', { name: /Total/ })).toHaveTextContent(formatRupiah(600_000));
    expect(within(fees).queryByText('Biaya pendaftaran')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /2 pertemuan, 18 Desember 2026 sampai 25 Januari 2027\. Dilewati karena libur nasional: Tahun Baru 2027 Masehi \(1 Januari 2027\)/,
      ),
    ).toBeInTheDocument();
    expect(fake.callsTo(PREVIEW).map((request) => request.body)).toEqual([
      { paket_id: 2, tanggal_mulai_les: '2026-12-18' },
    ]);
    expect(fake.callsTo(RENEW)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Reguler (8 pertemuan)' }));
    const repriced = await screen.findByRole('region', { name: 'Rincian Biaya' });
    expect(await within(repriced).findByRole('row', { name: /Total/ })).toHaveTextContent(formatRupiah(1_200_000));
    expect(fake.callsTo(PREVIEW).at(-1)?.body).toEqual({ paket_id: 1, tanggal_mulai_les: '2026-12-18' });

    // a start on the last meeting is not priced: the page says why instead
    const start = screen.getByLabelText('Tanggal mulai perpanjangan');
    await user.clear(start);
    await user.type(start, '2026-12-17');
    expect(screen.queryByRole('region', { name: 'Rincian Biaya' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Isi tanggal mulai yang sesuai untuk melihat rincian biaya perpanjangan.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of the price", async () => {
    open({ [PREVIEW]: { status: 400, body: { message: 'Paket ini terlalu sedikit pertemuannya' } } });
    await pageLoaded();
    expect(await screen.findByRole('alert')).toHaveTextContent('Paket ini terlalu sedikit pertemuannya');
  });

  it("shows the server's refusal", async () => {
    const { user } = open({ [RENEW]: { status: 400, body: { message: 'Paket ini terlalu sedikit pertemuannya' } } });
    await pageLoaded();
    await user.click(await screen.findByRole('button', { name: 'Kirim Perpanjangan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paket ini terlalu sedikit pertemuannya');
  });

  it('says so when the order cannot be renewed yet', async () => {
    open({
      [`GET /api/pesanan/${ORDER.kode}`]: { body: orderAnswer(ORDER) },
      [`GET /api/pesanan/${ORDER.kode}/pertemuan`]: { body: { data: { sisa: 0, total: 0, items: [] } } },
    });
    await pageLoaded();
    expect(await screen.findByText('Pesanan ini belum bisa diperpanjang')).toBeInTheDocument();
  });
});

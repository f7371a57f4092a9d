import type {
  ApiMessage,
  Candidate,
  CandidateList,
  OrderAnswer,
  OrderDetail,
  OrderList,
  OrderMeetingsAnswer,
  OrderStatus,
  OrderSummary,
} from '@tutor/contract';
import { FIT_WORDS, orderBreakdown, PAYMENT_MESSAGES } from '@tutor/rules';

/**
 * Answers of the order routes, typed by the contract so a change there breaks these tests. The fee
 * breakdown is computed by the same rule the server uses: Super (4 meetings) at Rp 600.000 on a
 * first order, split in two payments → Rp 275.000 + Rp 225.000 (registration fee on the first).
 */
export const BREAKDOWN = orderBreakdown({
  paket: { id: 2, nama: 'Super', jumlah: 4, countPayments: 2 },
  hargaNormal: 600_000,
  kodeReferral: null,
  firstOrder: true,
});
export const FIRST_INSTALMENT = BREAKDOWN.cicilan[0] as number;

export function summary(kode: string, status: OrderStatus, siswa: string): OrderSummary {
  return {
    kode,
    status,
    paket: 'Super',
    jenjang: 'SMA',
    sistem_pembelajaran: 'Offline',
    total: BREAKDOWN.total,
    dibuat: '2026-11-20T03:00:00.000Z',
    pertemuan_berikutnya: null,
    siswa,
    terlambat: null,
    guru: null,
    sisa_pertemuan: null,
  };
}

export const ORDERS: OrderSummary[] = [
  summary('PP-0001', 'menunggu_konfirmasi', 'Andi Pratama'),
  summary('PP-0002', 'menunggu_konfirmasi', 'Budi Santoso'),
  { ...summary('PP-0003', 'mencari_guru', 'Citra Lestari'), terlambat: 'usulan_guru' },
  summary('PP-0004', 'aktif', 'Dewi Anggraini'),
];
/** One page of orders; `nextCursor` names the page after it (null: the last). */
export const list = (data: OrderSummary[], nextCursor: string | null = null): { body: OrderList } => ({
  body: { data, nextCursor },
});

/** An order in that state; an aktif one has its first instalment paid unless `dibayar` says otherwise. */
export function detail(
  status: OrderStatus,
  kode = 'PP-0001',
  dibayar = status === 'aktif' ? FIRST_INSTALMENT : 0,
): OrderDetail {
  return {
    kode,
    status,
    dibuat: '2026-11-20T03:00:00.000Z',
    siswa: { nama: 'Andi Pratama', whatsapp: '6281234567890' },
    paket: { id: 2, nama: 'Super', jumlah_pertemuan: 4 },
    jenjang: 'SMA',
    kurikulum: 'Nasional',
    kelas: '11',
    sistem_pembelajaran: 'Offline',
    jumlah_siswa: 1,
    mata_pelajaran: [
      { nama: 'Matematika', jumlah: 3 },
      { nama: 'Fisika', jumlah: 1 },
    ],
    waktu_les: [{ hari: 'Senin', jam: '16:00' }],
    tanggal_mulai_les: '2026-12-07',
    alamat: {
      provinsi_id: 31,
      provinsi: 'Dki Jakarta',
      kota_id: 3171,
      kota: 'Kota Jakarta Selatan',
      kecamatan_id: 317101,
      kecamatan: 'Tebet',
      alamat_lengkap: 'Jl. Melati No. 5',
    },
    jenis_kelamin_guru: 'perempuan',
    catatan_guru: 'Anak saya persiapan UTBK',
    rincian_biaya: BREAKDOWN,
    dibayar,
    jadwal: [1, 2, 3, 4].map((iterasi) => ({
      iterasi,
      tanggal: `2026-12-${String(7 * iterasi).padStart(2, '0')}`,
      hari: 'Senin' as const,
      jam: '16:00',
      mata_pelajaran: iterasi < 4 ? 'Matematika' : 'Fisika',
      color: '#1e88e5',
    })),
    riwayat: [{ dari: null, ke: 'menunggu_konfirmasi', oleh: 'siswa Andi Pratama', waktu: '2026-11-20T03:00:00.000Z' }],
    pertemuan_berikutnya: null,
    boleh_batal: ['menunggu_konfirmasi', 'mencari_guru', 'guru_diusulkan'].includes(status),
    guru: null,
  };
}
export const answer = (order: OrderDetail): { body: OrderAnswer } => ({ body: { data: order } });

function candidate(lamaran_id: number, nama: string, skor: number, rating: number | null): Candidate {
  return {
    lamaran_id,
    status: 'menunggu',
    catatan: `Saya siap mengajar, salam ${nama}`,
    dibuat: '2026-11-21T03:00:00.000Z',
    guru: {
      id: 100 + lamaran_id,
      nama,
      foto: `/storage/guru/${lamaran_id}.jpg`,
      jenis_kelamin: 'P',
      avg_rating: rating,
      perguruan_tinggi: 'Universitas Indonesia',
      jurusan: 'Pendidikan Matematika',
    },
    skor_kecocokan: skor,
    // worded by the rule the server uses for the admin and the student
    alasan: [FIT_WORDS.tentang_guru.level(true, 'SMA'), FIT_WORDS.tentang_guru.place(true, 'Kota Jakarta Selatan')],
    bentrok: [],
  };
}

export const CANDIDATES: Candidate[] = [
  candidate(1, 'Rina Wulandari', 92, 4.86),
  candidate(2, 'Sari Dewi', 75, null),
  candidate(3, 'Tari Kusuma', 60, 4.5),
  candidate(4, 'Umi Kalsum', 40, 3.9),
];
export const candidates = (data: Candidate[]): { body: CandidateList } => ({ body: { data } });

export const conflict = (message: string): { status: number; body: ApiMessage } => ({ status: 409, body: { message } });

/** GET /api/pesanan/:kode/pertemuan of a paid order whose meetings the test does not look at. */
export const NO_MEETINGS: { body: OrderMeetingsAnswer } = { body: { data: { sisa: 0, total: 0, items: [] } } };

/** The online charges of an order as a server without Midtrans answers them (503: the panel shows nothing). */
export const NO_ONLINE_PAYMENT = { status: 503, body: { message: PAYMENT_MESSAGES.notConfigured } };

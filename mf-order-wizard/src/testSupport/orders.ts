import type { OrderAnswer, OrderDetail, OrderReviewsAnswer, OrderSummary } from '@tutor/contract';
import { PAYMENT_MESSAGES } from '@tutor/rules';
import { SCHEDULE } from './fixtures';

/** One order as GET /api/pesanan/:kode answers it: Super for SMP, first order, two instalments. */
export const ORDER: OrderDetail = {
  kode: 'PL-2611-0007',
  status: 'menunggu_konfirmasi',
  dibuat: '2026-11-23T09:00:00.000Z',
  siswa: { nama: 'Ibu Sari Wulandari', whatsapp: '6281234560001' },
  paket: { id: 2, nama: 'Super', jumlah_pertemuan: 4 },
  jenjang: 'SMP',
  kurikulum: 'Nasional',
  kelas: '7',
  sistem_pembelajaran: 'Offline',
  jumlah_siswa: 1,
  mata_pelajaran: [
    { nama: 'Matematika', jumlah: 2 },
    { nama: 'Fisika', jumlah: 2 },
  ],
  waktu_les: [{ hari: 'Senin', jam: '16:00' }],
  tanggal_mulai_les: '2026-12-07',
  alamat: {
    provinsi_id: 31,
    provinsi: 'DKI Jakarta',
    kota_id: 3171,
    kota: 'Kota Jakarta Selatan',
    kecamatan_id: 317101,
    kecamatan: 'Tebet',
    alamat_lengkap: 'Jl. Tebet Raya No. 10',
  },
  jenis_kelamin_guru: 'perempuan',
  catatan_guru: 'Fokus persiapan ujian',
  rincian_biaya: {
    paket: 'Super',
    jumlah_pertemuan: 4,
    harga_normal: 800_000,
    diskon: 200_000,
    harga_diskon: 600_000,
    diskon_referral: 30_000,
    kode_referral: 'RINA2024',
    harga_paket_akhir: 570_000,
    biaya_pendaftaran: 50_000,
    total: 620_000,
    cicilan: [335_000, 285_000],
  },
  jadwal: SCHEDULE.data,
  riwayat: [
    { dari: null, ke: 'menunggu_konfirmasi', oleh: 'Siswa Ibu Sari Wulandari', waktu: '2026-11-23T09:00:00.000Z' },
  ],
  pertemuan_berikutnya: { tanggal: '2026-12-07', jam: '16:00', mata_pelajaran: 'Matematika' },
  boleh_batal: true,
  guru: null,
  dibayar: 0,
};

export const orderAnswer = (order: OrderDetail = ORDER): OrderAnswer => ({ data: order });

export const SUMMARY: OrderSummary = {
  kode: ORDER.kode,
  status: ORDER.status,
  paket: 'Super',
  jenjang: 'SMP',
  sistem_pembelajaran: 'Offline',
  total: 620_000,
  dibuat: ORDER.dibuat,
  pertemuan_berikutnya: ORDER.pertemuan_berikutnya,
  guru: null,
  sisa_pertemuan: null,
};

/** GET /api/pesanan/:kode/ulasan of a paid order that cannot be reviewed yet (the page and the dashboard ask it). */
export const notReviewableYet = (kode: string) => ({
  [`GET /api/pesanan/${kode}/ulasan`]: {
    body: { data: { dapat_diulas: false, guru: [] } } satisfies OrderReviewsAnswer,
  },
});

/** The order's online charges on a site without Midtrans (503): the page shows no payment panel. */
export const onlinePaymentOff = (kode: string) => ({
  [`GET /api/pesanan/${kode}/pembayaran-online`]: {
    status: 503,
    body: { message: PAYMENT_MESSAGES.notConfigured },
  },
});

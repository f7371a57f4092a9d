import type {
  AdminPayout,
  AdminPayoutList,
  Commission,
  MyReferral,
  MyReferralAnswer,
  Payout,
  User,
  UserAnswer,
} from '@tutor/contract';

/** Answers shaped exactly like the referral ledger routes (shared/contract/src/promotions/referralLedger.ts). */

export function sessionAnswer(role: User['role'], kode: string | null = 'RINA25'): UserAnswer {
  return {
    data: {
      id: 7,
      nama: 'Rina Wulandari',
      email: 'rina@contoh.id',
      role,
      status: role === 'guru' ? 'terverifikasi' : 'aktif',
      kode_referral: kode,
    },
  };
}

export const visitorAnswer = { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } };

export const commissions: Commission[] = [
  // 18:00 UTC is already the next day in Jakarta
  {
    siswa_inisial: 'S. W.',
    kode_pesanan: 'PP-2026-0042',
    persen: 10,
    jumlah: 227430,
    status: 'dapat_diklaim',
    tanggal: '2026-11-20T18:00:00.000Z',
  },
  {
    siswa_inisial: 'B. S.',
    kode_pesanan: 'PP-2026-0031',
    persen: 5,
    jumlah: 113715,
    status: 'tertunda',
    tanggal: '2026-11-10T03:00:00.000Z',
  },
  {
    siswa_inisial: 'A. P.',
    kode_pesanan: 'PP-2026-0020',
    persen: 10,
    jumlah: 150000,
    status: 'dibayar',
    tanggal: '2026-10-02T03:00:00.000Z',
  },
  {
    siswa_inisial: 'D. K.',
    kode_pesanan: 'PP-2026-0011',
    persen: 10,
    jumlah: 90000,
    status: 'dibatalkan',
    tanggal: '2026-09-15T03:00:00.000Z',
  },
];

export const paidPayout: Payout = {
  id: 3,
  jumlah: 150000,
  status: 'dibayar',
  bank: 'BCA',
  nomor_rekening: '••••••7890',
  nama_pemilik: 'Rina Wulandari',
  diminta_pada: '2026-10-05T02:00:00.000Z',
  dibayar_pada: '2026-10-08T09:00:00.000Z',
};

export const myReferral: MyReferral = {
  kode: 'RINA25',
  komisi: commissions,
  total: 491145,
  tertunda: 113715,
  dapat_diklaim: 227430,
  diminta: 0,
  dibayar: 150000,
  pencairan: [paidPayout],
};

export const referralAnswer = (data: MyReferral): { body: MyReferralAnswer } => ({ body: { data } });

export const requestedPayout: Payout = {
  id: 4,
  jumlah: 227430,
  status: 'diminta',
  bank: 'Bank Mandiri',
  nomor_rekening: '••••••••4321',
  nama_pemilik: 'Rina Wulandari',
  diminta_pada: '2026-11-22T04:00:00.000Z',
  dibayar_pada: null,
};

export const adminPayout: AdminPayout = {
  id: 4,
  jumlah: 227430,
  status: 'diminta',
  bank: 'Bank Mandiri',
  nomor_rekening: '123456784321',
  nama_pemilik: 'Rina Wulandari',
  akun: { nama: 'Rina Wulandari', email: 'rina@contoh.id', whatsapp: '6281234567001' },
  honor: 0,
  diminta_pada: '2026-11-22T04:00:00.000Z',
  dibayar_pada: null,
};

export const adminList = (data: AdminPayout[]): { body: AdminPayoutList } => ({ body: { data } });

/**
 * An answer held back until the test releases it, so a loading or sending state is observed for
 * certain, however slow the machine (a fixed delay can elapse before the test looks).
 */
export function heldAnswer<T extends { status?: number; body: unknown }>(answer: () => T) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return answer();
    },
    release: () => release(),
  };
}

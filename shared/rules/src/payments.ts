/**
 * Online payment (Midtrans Core API): the methods a student may choose, what is due now, how
 * Midtrans' transaction statuses map to a charge's, and the words of the payment panel.
 */
import type { ChargeMethod, ChargeStatus } from '@tutor/contract';
import { formatRupiah } from './format';

export const CHARGE_METHODS: readonly ChargeMethod[] = [
  'qris',
  'bca_va',
  'bni_va',
  'bri_va',
  'permata_va',
  'mandiri_bill',
  'gopay',
];

export const CHARGE_METHOD_LABELS: Record<ChargeMethod, string> = {
  qris: 'QRIS',
  bca_va: 'Virtual Account BCA',
  bni_va: 'Virtual Account BNI',
  bri_va: 'Virtual Account BRI',
  permata_va: 'Virtual Account Permata',
  mandiri_bill: 'Mandiri Bill Payment',
  gopay: 'GoPay',
};

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  menunggu: 'Menunggu pembayaran',
  lunas: 'Lunas',
  kedaluwarsa: 'Kedaluwarsa',
  batal: 'Batal',
};

/** Methods paid from a wallet: refunded through Midtrans; a virtual account is refunded by hand. */
export const REFUNDABLE_ONLINE: readonly ChargeMethod[] = ['qris', 'gopay'];

/** How long a charge waits before Midtrans expires it (minutes): a day for a bank, 15 minutes for a QR. */
export function chargeExpiryMinutes(metode: ChargeMethod): number {
  return metode === 'qris' || metode === 'gopay' ? 15 : 24 * 60;
}

/**
 * What is due now for an order that has `paid` of its instalments: the first instalment while
 * nothing is paid, then the rest of the instalment the payments have reached; 0 when all is paid.
 */
export function amountDueNow(cicilan: readonly number[], total: number, paid: number): number {
  const instalments = cicilan.length > 0 ? cicilan : [total];
  let reached = 0;
  for (const instalment of instalments) {
    reached += instalment;
    if (paid < reached) return Math.min(reached, total) - paid;
  }
  return Math.max(0, total - paid);
}

/** Which instalment (1..N) a payment made after `paid` settles. */
export function instalmentNumber(cicilan: readonly number[], paid: number): number {
  let reached = 0;
  for (const [index, instalment] of cicilan.entries()) {
    reached += instalment;
    if (paid < reached) return index + 1;
  }
  return Math.max(1, cicilan.length);
}

/** Midtrans' transaction_status (and fraud_status) as a charge status; undefined: nothing to do yet. */
export function chargeStatusOf(transactionStatus: string, fraudStatus?: string | null): ChargeStatus | undefined {
  if (transactionStatus === 'settlement') return 'lunas';
  if (transactionStatus === 'capture') return fraudStatus === 'accept' ? 'lunas' : undefined;
  if (transactionStatus === 'expire') return 'kedaluwarsa';
  if (transactionStatus === 'cancel' || transactionStatus === 'deny' || transactionStatus === 'failure') return 'batal';
  return undefined;
}

export const PAYMENT_MESSAGES = {
  notConfigured: 'Pembayaran online belum tersedia. Silakan bayar dengan transfer bank; admin akan mencatatnya.',
  notDue: 'Pesanan ini sedang tidak menunggu pembayaran',
  gatewayFailed: 'Layanan pembayaran sedang bermasalah. Coba lagi sebentar lagi.',
  badSignature: 'Tanda tangan notifikasi tidak sah',
  unknownCharge: 'Tagihan tidak ditemukan',
  wrongAmount: (kode: string, jumlah: number, expected: number) =>
    `Pembayaran online pesanan ${kode} sebesar ${jumlah} tidak sama dengan tagihannya (${expected}); tidak dicatat. Periksa di Midtrans.`,
  notRecorded: (kode: string, reason: string) =>
    `Pembayaran online pesanan ${kode} lunas di Midtrans tetapi tidak dapat dicatat: ${reason}`,
  manualRefund: (kode: string, jumlah: number) =>
    `Pesanan ${kode} dibatalkan: kembalikan ${jumlah} ke siswa secara manual (pembayaran virtual account).`,
  transferRefund: (kode: string, jumlah: number) =>
    `Pesanan ${kode} dibatalkan: kembalikan ${formatRupiah(jumlah)} ke siswa secara manual (pembayaran transfer yang dicatat admin).`,
  refundFailed: (kode: string, jumlah: number) =>
    `Pengembalian ${formatRupiah(jumlah)} pesanan ${kode} lewat Midtrans gagal; sistem mencobanya lagi otomatis. Periksa bila tetap gagal.`,
} as const;

/** The steps of paying, per method, in the student's words. */
export const HOW_TO_PAY: Record<ChargeMethod, readonly string[]> = {
  qris: [
    'Buka aplikasi bank atau dompet digital yang mendukung QRIS.',
    'Pindai kode QR di bawah ini.',
    'Periksa jumlahnya, lalu konfirmasi pembayaran.',
  ],
  bca_va: [
    'Buka BCA mobile, KlikBCA atau ATM BCA.',
    'Pilih m-Transfer > BCA Virtual Account.',
    'Masukkan nomor virtual account, periksa jumlahnya, lalu bayar.',
  ],
  bni_va: [
    'Buka BNI Mobile Banking atau ATM (bank apa pun).',
    'Pilih Transfer > Virtual Account Billing.',
    'Masukkan nomor virtual account, periksa jumlahnya, lalu bayar.',
  ],
  bri_va: [
    'Buka BRImo atau ATM (bank apa pun).',
    'Pilih Pembayaran > BRIVA.',
    'Masukkan nomor virtual account, periksa jumlahnya, lalu bayar.',
  ],
  permata_va: [
    'Buka PermataMobile X atau ATM (bank apa pun).',
    'Pilih Pembayaran > Virtual Account.',
    'Masukkan nomor virtual account, periksa jumlahnya, lalu bayar.',
  ],
  mandiri_bill: [
    "Buka Livin' by Mandiri atau ATM Mandiri.",
    'Pilih Bayar > Multipayment, masukkan kode perusahaan (biller code).',
    'Masukkan kode bayar (bill key), periksa jumlahnya, lalu bayar.',
  ],
  gopay: [
    'Tekan tombol "Bayar dengan GoPay" untuk membuka aplikasi Gojek.',
    'Periksa jumlahnya, lalu konfirmasi dengan PIN GoPay.',
  ],
};

import type { Charge, ChargeMethod } from '@tutor/contract';

/** One online charge of order `kode` as GET/POST /api/pesanan/:kode/pembayaran-online answer it (waiting unless `extra` says otherwise). */
export function chargeFixture(kode: string, metode: ChargeMethod, extra: Partial<Charge> = {}): Charge {
  return {
    id: `${kode}-a1b2c3d4`,
    metode,
    jumlah: 500_000,
    cicilan_ke: 1,
    status: 'menunggu',
    kedaluwarsa: '2099-01-01T00:00:00.000Z',
    dibuat: '2026-11-28T03:00:00.000Z',
    selesai: null,
    va_number: null,
    bill_key: null,
    biller_code: null,
    qr_string: null,
    deeplink: null,
    pengembalian: null,
    ...extra,
  };
}

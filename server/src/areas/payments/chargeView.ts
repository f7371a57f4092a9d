import type { Charge, ChargeMethod, ChargeStatus } from '@tutor/contract';
import type { ChargeRow } from './data/chargeQueries';

/** A stored charge as the contract answers it. */
export function chargeOf(row: ChargeRow): Charge {
  return {
    id: row.id,
    metode: row.metode as ChargeMethod,
    jumlah: row.amount,
    cicilan_ke: row.instalment,
    status: row.status as ChargeStatus,
    kedaluwarsa: row.expires_at,
    dibuat: row.created_at,
    selesai: row.closed_at,
    va_number: row.va_number,
    bill_key: row.bill_key,
    biller_code: row.biller_code,
    qr_string: row.qr_string,
    deeplink: row.deeplink,
    pengembalian: row.refund === 'online' || row.refund === 'manual' ? row.refund : null,
  };
}

/** From order to lesson (009): applications to openings and recorded payments. */
import type { ColumnType, Generated } from 'kysely';

export interface OrderApplicationTable {
  id: Generated<number>;
  order_id: number;
  teacher_user_id: number;
  teacher_id: number;
  /** an ApplicationStatus of @tutor/contract */
  status: string;
  catatan: string;
  created_at: string;
  updated_at: string;
}

export interface OrderPaymentTable {
  id: Generated<number>;
  order_id: number;
  /** negative for a refund */
  jumlah: number;
  recorded_by: number;
  created_at: string;
  /** the online charge that paid it (061); null: recorded by the admin */
  charge_id: ColumnType<string | null, string | null | undefined, never>;
  jenis: ColumnType<string, string | undefined, never>;
}

/** One online payment attempt through Midtrans (060). */
export interface PaymentChargeTable {
  /** our unique charge id, Midtrans' order_id */
  id: string;
  order_id: number;
  instalment: number;
  metode: string;
  amount: number;
  status: string;
  expires_at: string;
  va_number: string | null;
  bill_key: string | null;
  biller_code: string | null;
  qr_string: string | null;
  deeplink: string | null;
  raw_status: string | null;
  refund: string | null;
  /** what the admins were last told about it (jumlah_lain, ditolak, pengembalian_gagal): each once */
  admin_notice: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** From order to lesson (009): applications to openings and recorded payments. */
import type { Generated } from 'kysely';

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
  jumlah: number;
  recorded_by: number;
  created_at: string;
}

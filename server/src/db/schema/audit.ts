import type { Generated } from 'kysely';

/** One admin act or money move (050): append-only, the database refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO instant (the app's clock) */
  created_at: string;
  /** null: the system (a background job, a payment gateway) */
  actor_user_id: number | null;
  /** admin, siswa, guru or sistem */
  actor_role: string;
  /** a stable name, `<object>.<what happened>` (pembayaran.dicatat) */
  action: string;
  /** the kind of object (pesanan, pertemuan, guru, ...) */
  object_type: string;
  object_id: string;
  /** JSON or null */
  before_json: string | null;
  /** JSON or null */
  after_json: string | null;
  /** the client's address, null for the system */
  address: string | null;
}

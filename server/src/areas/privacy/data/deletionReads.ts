/** What the deletion reads first: the account, and what keeps it (open orders, an unpaid payout). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

/** Orders still open are every state but these two. */
const CLOSED_ORDER = ['selesai', 'dibatalkan'] as const;
/** An application that still stands on an open order (a closed one, `tidak_dipilih`, does not). */
const STANDING_APPLICATION = ['menunggu', 'diusulkan', 'diterima'] as const;

/**
 * The codes of the orders that keep the account: its own orders not yet selesai or dibatalkan, and,
 * for a teacher, the open orders they applied to, were chosen for or teach.
 */
export async function openOrderCodes(trx: Trx, userId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('orders as o')
    .select('o.kode')
    .where('o.status', 'not in', CLOSED_ORDER)
    .where((eb) =>
      eb.or([
        eb('o.user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('order_applications as a')
            .select('a.id')
            .whereRef('a.order_id', '=', 'o.id')
            .where('a.teacher_user_id', '=', userId)
            .where('a.status', 'in', STANDING_APPLICATION),
        ),
        eb.exists(
          eb
            .selectFrom('meetings as m')
            .select('m.id')
            .whereRef('m.order_id', '=', 'o.id')
            .where('m.teacher_user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((row) => row.kode);
}

export async function hasUnpaidPayout(trx: Trx, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payouts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'dibayar')
    .executeTakeFirst();
  return row !== undefined;
}

export async function accountForDeletion(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'whatsapp', 'role', 'teacher_id', 'password_hash', 'dihapus_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

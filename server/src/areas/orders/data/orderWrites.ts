import { randomInt } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Database, OrderTable } from '../../../db/schema';
import { yearMonthCode } from '../../../lib/dates';
import { lockAccountRow } from '../../../db/accountRowLock';

/** No 0/O, 1/I/L: a code read over the phone or WhatsApp is not misheard. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_ATTEMPTS = 8;

/** PP-YYMM-XXXX from a cryptographic source: codes are not guessable in sequence. */
export function newOrderCode(today: string): string {
  const tail = Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)] ?? '2').join('');
  return `PP-${yearMonthCode(today)}-${tail}`;
}

/**
 * Inserts the order under a fresh code. A taken code is skipped with ON CONFLICT DO NOTHING (not
 * an error, which would abort a PostgreSQL transaction) and another is drawn.
 */
export async function insertOrder(
  trx: Transaction<Database>,
  order: Omit<Insertable<OrderTable>, 'kode'>,
  today: string,
): Promise<{ id: number; kode: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const kode = newOrderCode(today);
    const row = await trx
      .insertInto('orders')
      .values({ ...order, kode })
      .onConflict((conflict) => conflict.column('kode').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: row.id, kode };
  }
  throw new Error(`no free order code after ${CODE_ATTEMPTS} attempts`);
}

/** Claims the key for this request; false when another request (committed first) holds it. */
export async function claimIdempotencyKey(
  trx: Transaction<Database>,
  row: { user_id: number; idempotency_key: string; request_hash: string; created_at: string },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('order_idempotency_keys')
    .values({ ...row, order_id: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Serialises one student's order creations: "is this the first order?" read after the account's row
 * lock cannot race another order of the same student.
 */
export async function lockStudent(trx: Transaction<Database>, userId: number): Promise<void> {
  await lockAccountRow(trx, userId);
}

export async function attachIdempotencyKey(
  trx: Transaction<Database>,
  userId: number,
  key: string,
  orderId: number,
): Promise<void> {
  await trx
    .updateTable('order_idempotency_keys')
    .set({ order_id: orderId })
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .execute();
}

export async function insertOrderParts(
  trx: Transaction<Database>,
  orderId: number,
  parts: {
    subjects: readonly { nama: string; jumlah: number }[];
    meetings: readonly { iterasi: number; tanggal: string; jam: string; mata_pelajaran: string; color: string }[];
  },
): Promise<void> {
  await trx
    .insertInto('order_subjects')
    .values(
      parts.subjects.map((subject, index) => ({
        order_id: orderId,
        urutan: index + 1,
        nama: subject.nama,
        jumlah: subject.jumlah,
      })),
    )
    .execute();
  await trx
    .insertInto('order_schedule_items')
    .values(
      parts.meetings.map(({ iterasi, tanggal, jam, mata_pelajaran, color }) => ({
        order_id: orderId,
        iterasi,
        tanggal,
        jam,
        mata_pelajaran,
        color,
      })),
    )
    .execute();
}

export async function appendHistory(
  trx: Transaction<Database>,
  entry: {
    order_id: number;
    from_status: string | null;
    to_status: string;
    actor_user_id: number | null;
    actor_label: string;
    created_at: string;
    note?: string | null;
  },
): Promise<void> {
  await trx.insertInto('order_history').values(entry).execute();
}

/**
 * Moves an order from the state the caller read to `to` and records that move: one conditional
 * UPDATE whose from-state is exactly the state read, so of two transitions racing from one state
 * (on PostgreSQL as on SQLite) one moves and the other finds nothing to update, and the history
 * never records a state the order had already left. False when the order is no longer in `from`.
 * Every transition goes through here; nothing else writes `orders.status` after creation.
 */
export async function moveOrder(
  trx: Transaction<Database>,
  move: {
    orderId: number;
    from: string;
    to: string;
    actorUserId: number | null;
    actorLabel: string;
    now: string;
    note?: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: move.to, updated_at: move.now })
    .where('id', '=', move.orderId)
    .where('status', '=', move.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await appendHistory(trx, {
    order_id: move.orderId,
    from_status: move.from,
    to_status: move.to,
    actor_user_id: move.actorUserId,
    actor_label: move.actorLabel,
    created_at: move.now,
    note: move.note ?? null,
  });
  return true;
}

/**
 * Touches the order's row inside a transaction: taking its row lock first serialises two
 * recordings of one order on PostgreSQL as SQLite's single writer does.
 */
export async function touchOrder(trx: Transaction<Database>, orderId: number, now: string): Promise<void> {
  await trx.updateTable('orders').set({ updated_at: now }).where('id', '=', orderId).execute();
}

/** The reason the student gave for a teacher change, kept on the order for the admin's desk. */
export async function setTeacherChangeReason(
  trx: Transaction<Database>,
  orderId: number,
  reason: string,
): Promise<void> {
  await trx.updateTable('orders').set({ teacher_change_reason: reason }).where('id', '=', orderId).execute();
}

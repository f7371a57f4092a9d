import type { Transaction } from 'kysely';
import type { DatabaseKind } from '../../../db/connection';
import type { Database, Db } from '../../../db/schema';

/** The renewals offered to this teacher still open at `at`, soonest deadline first. */
export async function openOffersOf(db: Db, teacherUserId: number, at: string) {
  return db
    .selectFrom('orders as o')
    .innerJoin('orders as s', 's.id', 'o.renewal_of_order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
    .innerJoin('packages as p', 'p.id', 'o.paket_id')
    .select([
      'o.id',
      'o.kode',
      's.kode as source_kode',
      'u.nama as siswa',
      'j.nama as jenjang',
      'p.nama as paket',
      'p.jumlah',
      'o.sistem',
      'o.tanggal_mulai_les',
      'o.waktu_les',
      'o.offer_until',
    ])
    .where('o.status', '=', 'mencari_guru')
    .where('o.offer_teacher_user_id', '=', teacherUserId)
    .where('o.offer_until', '>', at)
    .orderBy('o.offer_until')
    .execute();
}

/** The order of this code with the teacher its renewal is offered to (if any). */
export async function orderOfferByKode(db: Db, kode: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'kode', 'offer_teacher_user_id'])
    .where('kode', '=', kode)
    .executeTakeFirst();
}

/**
 * The offer whose deadline passed first: on PostgreSQL its row is locked, skipping rows another
 * process holds, so several processes lapse each offer once; SQLite has one writer at a time.
 */
export async function firstDueOffer(trx: Transaction<Database>, kind: DatabaseKind, at: string) {
  const due = trx
    .selectFrom('orders')
    .select(['id', 'offer_teacher_user_id'])
    .where('offer_until', '<=', at)
    .where('status', '=', 'mencari_guru')
    .orderBy('offer_until')
    .orderBy('id')
    .limit(1);
  return (kind === 'postgres' ? due.forUpdate().skipLocked() : due).executeTakeFirst();
}

/** The offered teacher's application, accepted (a new one, or his earlier one for this order). */
export async function acceptOfferedApplication(
  trx: Transaction<Database>,
  row: { order_id: number; teacher_user_id: number; teacher_id: number; catatan: string },
  at: string,
): Promise<void> {
  await trx
    .insertInto('order_applications')
    .values({ ...row, status: 'diterima', created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict.columns(['order_id', 'teacher_user_id']).doUpdateSet({ status: 'diterima', updated_at: at }),
    )
    .execute();
}

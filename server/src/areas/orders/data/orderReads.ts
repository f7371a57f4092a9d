import type { Db } from './draftQueries';

/** Whether the student has an order that was not cancelled (then this one is not their first). */
export async function hasEarlierOrder(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'dibatalkan')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function orderRowByKode(db: Db, kode: string) {
  return db.selectFrom('orders').selectAll().where('kode', '=', kode).executeTakeFirst();
}

export async function orderRowById(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The names an order's detail shows next to its ids. */
export async function orderNames(
  db: Db,
  order: { user_id: number; paket_id: number; jenjang_id: number; kurikulum_id: number | null },
) {
  const [student, paket, jenjang, kurikulum] = await Promise.all([
    db.selectFrom('users').select(['nama', 'whatsapp']).where('id', '=', order.user_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('packages')
      .select(['id', 'nama', 'jumlah'])
      .where('id', '=', order.paket_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('jenjang').select('nama').where('id', '=', order.jenjang_id).executeTakeFirstOrThrow(),
    order.kurikulum_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('curricula').select('nama').where('id', '=', order.kurikulum_id).executeTakeFirst(),
  ]);
  return { student, paket, jenjang: jenjang.nama, kurikulum: kurikulum?.nama ?? null };
}

export async function placeNames(db: Db, provinceId: number, regencyId: number, districtId: number) {
  const [provinsi, kota, kecamatan] = await Promise.all([
    db.selectFrom('provinces').select('nama').where('id', '=', provinceId).executeTakeFirst(),
    db.selectFrom('regencies').select('nama').where('id', '=', regencyId).executeTakeFirst(),
    db.selectFrom('districts').select('nama').where('id', '=', districtId).executeTakeFirst(),
  ]);
  return { provinsi: provinsi?.nama ?? '', kota: kota?.nama ?? '', kecamatan: kecamatan?.nama ?? '' };
}

export async function orderSubjects(db: Db, orderId: number) {
  return db
    .selectFrom('order_subjects')
    .select(['nama', 'jumlah'])
    .where('order_id', '=', orderId)
    .orderBy('urutan')
    .execute();
}

export async function orderSchedule(db: Db, orderId: number) {
  return db
    .selectFrom('order_schedule_items')
    .select(['iterasi', 'tanggal', 'jam', 'mata_pelajaran', 'color'])
    .where('order_id', '=', orderId)
    .orderBy('iterasi')
    .execute();
}

export async function orderHistory(db: Db, orderId: number) {
  return db
    .selectFrom('order_history')
    .select(['from_status', 'to_status', 'actor_label', 'created_at', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function idempotencyRow(db: Db, userId: number, key: string) {
  return db
    .selectFrom('order_idempotency_keys')
    .select(['request_hash', 'order_id'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The commission still pending on an order: the sum of its ledger rows (a reversal nets it to 0). */
export async function pendingCommission(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('money_ledger')
    .select(['owner_id', 'referral_code_id', 'amount'])
    .where('order_id', '=', orderId)
    .where('sumber', '=', 'komisi')
    .where('referral_code_id', 'is not', null)
    .where('state', '=', 'tertunda')
    .$narrowType<{ referral_code_id: number }>()
    .execute();
  const first = rows[0];
  return first
    ? {
        owner_id: first.owner_id,
        referral_code_id: first.referral_code_id,
        amount: rows.reduce((sum, row) => sum + row.amount, 0),
      }
    : null;
}

/** Rupiah recorded as paid for one order (a sum: PostgreSQL answers it as text). */
export async function paidTotal(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_payments')
    .select((eb) => eb.fn.sum<number | string | null>('jumlah').as('paid'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/**
 * A renewal's links: the code of the order it continues, and the teacher its open offer waits
 * for; and whether the order was paid before (it has meetings: a teacher change).
 */
export async function renewalLinks(
  db: Db,
  order: { id: number; renewal_of_order_id: number | null; offer_teacher_id: number | null },
) {
  const [source, teacher, meeting] = await Promise.all([
    order.renewal_of_order_id === null
      ? undefined
      : db.selectFrom('orders').select('kode').where('id', '=', order.renewal_of_order_id).executeTakeFirst(),
    order.offer_teacher_id === null
      ? undefined
      : db.selectFrom('teachers').select('nama').where('id', '=', order.offer_teacher_id).executeTakeFirst(),
    db.selectFrom('meetings').select('id').where('order_id', '=', order.id).limit(1).executeTakeFirst(),
  ]);
  return { sourceKode: source?.kode ?? null, offeredTeacher: teacher?.nama ?? null, paidBefore: meeting !== undefined };
}

/** The last meeting of the order and the teacher who holds it: the renewal starts after it and is offered to them. */
export async function lastMeeting(db: Db, orderId: number) {
  return db
    .selectFrom('meetings')
    .select(['tanggal', 'teacher_id', 'teacher_user_id'])
    .where('order_id', '=', orderId)
    .orderBy('tanggal', 'desc')
    .orderBy('jam', 'desc')
    .limit(1)
    .executeTakeFirst();
}

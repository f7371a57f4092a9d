import type { OfferResult, RenewalOffer } from '@tutor/contract';
import { CHANGE_MESSAGES, changeNotes, clashMessage, SYSTEM_ACTOR_LABEL } from '@tutor/rules';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { actorLabel, appendHistory, moveOrder, subjectsOfOrders } from '../orders';
import { clashesOf } from '../lessons';
import { notifyRenewalAccepted, notifyRenewalClosed } from '../notifications';
import type { Outcome } from '../../lib/outcome';

type Trx = Transaction<Database>;

/** The renewals offered to this teacher that are still open at `now`, soonest deadline first. */
export async function renewalOffers(db: Kysely<Database>, teacher: SessionUser, now: Date): Promise<RenewalOffer[]> {
  const rows = await db
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
    .where('o.offer_teacher_user_id', '=', teacher.id)
    .where('o.offer_until', '>', nowIso(now))
    .orderBy('o.offer_until')
    .execute();
  const subjects = await subjectsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    kode: row.kode,
    perpanjangan_dari: row.source_kode,
    siswa: row.siswa,
    jenjang: row.jenjang,
    mata_pelajaran: subjects.get(row.id) ?? [],
    paket: row.paket,
    jumlah_pertemuan: row.jumlah,
    sistem_pembelajaran: row.sistem === 'Offline' ? 'Offline' : 'Online',
    tgl_mulai_les: row.tanggal_mulai_les,
    waktu_les: JSON.parse(row.waktu_les) as { hari: string; jam: string }[],
    batas_jawab: row.offer_until ?? '',
  }));
}

/**
 * Closes the open offer of this order to this teacher: one conditional UPDATE on the offer still
 * open at `at`, so of an answer and the lapse job (or two answers) exactly one closes it.
 */
async function closeOffer(trx: Trx, orderId: number, teacherUserId: number | null, at: string): Promise<boolean> {
  let query = trx
    .updateTable('orders')
    .set({ offer_teacher_id: null, offer_teacher_user_id: null, offer_until: null, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'mencari_guru');
  query =
    teacherUserId === null
      ? query.where('offer_until', '<=', at)
      : query.where('offer_teacher_user_id', '=', teacherUserId).where('offer_until', '>', at);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

async function offeredOrder(db: Kysely<Database>, teacher: SessionUser, kode: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'kode', 'offer_teacher_user_id'])
    .where('kode', '=', kode.trim().toUpperCase())
    .executeTakeFirst();
  return order && order.offer_teacher_user_id === teacher.id ? order : undefined;
}

/** Thrown inside the acceptance to roll it back with the refusal. */
class OfferRefused extends Error {}

/**
 * The offered teacher takes the renewal: the offer closes, the order moves to menunggu_pembayaran
 * with this teacher's accepted application, and the first payment makes its meetings as for any
 * order. A clash with the teacher's other meetings is 409 naming the dates.
 */
export async function acceptOffer(
  db: Kysely<Database>,
  teacher: SessionUser,
  kode: string,
  now: Date,
): Promise<Outcome<OfferResult>> {
  const order = await offeredOrder(db, teacher, kode);
  if (!order || teacher.teacher_id === null) return { status: 404, message: CHANGE_MESSAGES.offerNotFound };
  const teacherId = teacher.teacher_id;
  const clashes = await clashesOf(db, order.id, teacherId);
  if (clashes.length > 0) return { status: 409, message: clashMessage(clashes) };
  const at = nowIso(now);
  const teacherName = (
    await db.selectFrom('teachers').select('nama').where('id', '=', teacherId).executeTakeFirstOrThrow()
  ).nama;
  const accepted = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await closeOffer(trx, order.id, teacher.id, at))) return false;
      const moved = await moveOrder(trx, {
        orderId: order.id,
        from: 'mencari_guru',
        to: 'menunggu_pembayaran',
        actorUserId: teacher.id,
        actorLabel: actorLabel(teacher),
        now: at,
        note: changeNotes.offerAccepted,
      });
      if (!moved) throw new OfferRefused();
      await trx
        .insertInto('order_applications')
        .values({
          order_id: order.id,
          teacher_user_id: teacher.id,
          teacher_id: teacherId,
          catatan: changeNotes.offerAccepted,
          status: 'diterima',
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['order_id', 'teacher_user_id']).doUpdateSet({ status: 'diterima', updated_at: at }),
        )
        .execute();
      await notifyRenewalAccepted(trx, { orderId: order.id, guru: teacherName, actorUserId: teacher.id, now: at });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof OfferRefused) return false;
      throw error;
    });
  return accepted
    ? { ok: { message: CHANGE_MESSAGES.offerAccepted, kode: order.kode } }
    : { status: 409, message: CHANGE_MESSAGES.offerClosed };
}

/** The offered teacher declines: the offer closes and the renewal is an ordinary opening. */
export async function refuseOffer(
  db: Kysely<Database>,
  teacher: SessionUser,
  kode: string,
  now: Date,
): Promise<Outcome<OfferResult>> {
  const order = await offeredOrder(db, teacher, kode);
  if (!order) return { status: 404, message: CHANGE_MESSAGES.offerNotFound };
  const at = nowIso(now);
  const refused = await db.transaction().execute(async (trx) => {
    if (!(await closeOffer(trx, order.id, teacher.id, at))) return false;
    await appendHistory(trx, {
      order_id: order.id,
      from_status: 'mencari_guru',
      to_status: 'mencari_guru',
      actor_user_id: teacher.id,
      actor_label: actorLabel(teacher),
      created_at: at,
      note: changeNotes.offerRefused,
    });
    await notifyRenewalClosed(trx, {
      orderId: order.id,
      teacherUserId: teacher.id,
      why: 'ditolak',
      actorUserId: teacher.id,
      now: at,
    });
    return true;
  });
  return refused
    ? { ok: { message: CHANGE_MESSAGES.offerRefused, kode: order.kode } }
    : { status: 409, message: CHANGE_MESSAGES.offerClosed };
}

/**
 * Lapses one offer past its deadline in one transaction, or answers false when none is left. The
 * claim is `closeOffer` itself (conditional on the offer still open and due); on PostgreSQL the
 * inner SELECT locks the row and skips rows another process holds, so several processes lapse
 * each offer once; SQLite has one writer at a time.
 */
export async function lapseOneOffer(db: Kysely<Database>, kind: DatabaseKind, now: Date): Promise<boolean> {
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('orders')
      .select(['id', 'offer_teacher_user_id'])
      .where('offer_until', '<=', at)
      .where('status', '=', 'mencari_guru')
      .orderBy('offer_until')
      .orderBy('id')
      .limit(1);
    const row = await (kind === 'postgres' ? due.forUpdate().skipLocked() : due).executeTakeFirst();
    if (!row || !(await closeOffer(trx, row.id, null, at))) return false;
    await appendHistory(trx, {
      order_id: row.id,
      from_status: 'mencari_guru',
      to_status: 'mencari_guru',
      actor_user_id: null,
      actor_label: SYSTEM_ACTOR_LABEL,
      created_at: at,
      note: changeNotes.offerExpired,
    });
    if (row.offer_teacher_user_id !== null)
      await notifyRenewalClosed(trx, {
        orderId: row.id,
        teacherUserId: row.offer_teacher_user_id,
        why: 'kedaluwarsa',
        actorUserId: null,
        now: at,
      });
    return true;
  });
}

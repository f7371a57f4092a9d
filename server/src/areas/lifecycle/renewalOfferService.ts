import type { OfferResult, RenewalOffer } from '@tutor/contract';
import { CHANGE_MESSAGES, changeNotes, clashMessage, SYSTEM_ACTOR_LABEL } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { actorLabel, appendHistory, closeRenewalOffer, moveOrder, subjectsOfOrders } from '../orders';
import { acceptOfferedApplication, firstDueOffer, openOffersOf, orderOfferByKode } from './data/offerQueries';
import { teacherNameById } from './data/teacherChangeQueries';
import { clashesOf } from '../lessons';
import { notifyRenewalAccepted, notifyRenewalClosed } from '../notifications';
import type { Outcome } from '../../lib/outcome';

/** The renewals offered to this teacher that are still open at `now`, soonest deadline first. */
export async function renewalOffers(db: Kysely<Database>, teacher: SessionUser, now: Date): Promise<RenewalOffer[]> {
  const rows = await openOffersOf(db, teacher.id, nowIso(now));
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

async function offeredOrder(db: Kysely<Database>, teacher: SessionUser, kode: string) {
  const order = await orderOfferByKode(db, kode.trim().toUpperCase());
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
  const teacherName = await teacherNameById(db, teacherId);
  if (teacherName === undefined) throw new Error(`teacher ${teacherId} of an offer's account is missing`);
  const accepted = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await closeRenewalOffer(trx, order.id, teacher.id, at))) return false;
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
      await acceptOfferedApplication(
        trx,
        { order_id: order.id, teacher_user_id: teacher.id, teacher_id: teacherId, catatan: changeNotes.offerAccepted },
        at,
      );
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
    if (!(await closeRenewalOffer(trx, order.id, teacher.id, at))) return false;
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
 * claim is `closeRenewalOffer` itself (conditional on the offer still open and due); on PostgreSQL the
 * inner SELECT locks the row and skips rows another process holds, so several processes lapse
 * each offer once; SQLite has one writer at a time.
 */
export async function lapseOneOffer(db: Kysely<Database>, kind: DatabaseKind, now: Date): Promise<boolean> {
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const row = await firstDueOffer(trx, kind, at);
    if (!row || !(await closeRenewalOffer(trx, row.id, null, at))) return false;
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

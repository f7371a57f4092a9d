import type {
  AdminReview,
  AdminReviewPage,
  OrderReviews,
  Review,
  ReviewBody,
  ReviewHistoryEntry,
} from '@tutor/contract';
import { orderReviewable, REVIEW_MESSAGES, teachersWhoTaught, testimonialEligible } from '@tutor/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { lastPageOf, offsetOf } from '../../lib/pagination';
import type { SessionUser } from '../../plugins/session';
import { refreshTeacherSearch, changeTeacherSearch } from '../catalog';
import type { Outcome } from '../../lib/outcome';
import { actorLabel } from '../orders';
import {
  adminReviewById,
  adminReviewRows,
  appendReviewHistory,
  historyOfReviews,
  insertReview,
  meetingTeachers,
  raiseReviewFlag,
  reviewCount,
  reviewRow,
  reviewsOfOrder,
} from './data/reviewData';
import { notifyReview } from '../notifications';
import { ADMIN_REVIEWS_PER_PAGE } from './policy';
import { recordAudit, type Actor } from '../audit';

type Db = Kysely<Database>;
type Order = Selectable<OrderTable>;

const refused = (status: number, message: string) => ({ status, message });
const reviewOf = (row: { id: number; rating: number; ulasan: string; tanggal: string }): Review => ({
  id: row.id,
  rating: row.rating,
  ulasan: row.ulasan,
  tanggal: row.tanggal,
});

/** Only a paid order has meetings; a cancelled one (none are selesai) never opens. */
function reviewableNow(order: Order, meetings: Awaited<ReturnType<typeof meetingTeachers>>): boolean {
  const status = order.status === 'selesai' ? 'selesai' : 'aktif';
  return (
    (order.status === 'aktif' || order.status === 'selesai') &&
    orderReviewable(
      { status },
      meetings.map((meeting) => meeting.status),
    )
  );
}

/** The teachers of the order the student may review (those who held a selesai meeting) and what was written. */
export async function orderReviews(db: Db, order: Order): Promise<OrderReviews> {
  const [meetings, written] = await Promise.all([meetingTeachers(db, order.id), reviewsOfOrder(db, order.id)]);
  const names = new Map(meetings.map((meeting) => [meeting.guru_id, meeting.nama]));
  return {
    dapat_diulas: reviewableNow(order, meetings),
    guru: teachersWhoTaught(meetings).map((id) => {
      const review = written.find((row) => row.teacher_id === id);
      return { id, nama: names.get(id) ?? '', ulasan: review ? reviewOf(review) : null };
    }),
  };
}

/**
 * The student's review of one teacher of the order, once: written with the teacher's new rating
 * in one transaction that also marks teacher search as changed (its remembered answers and totals
 * are not served again), so the profile, search and buckets show it at once.
 */
export async function writeReview(
  db: Db,
  student: SessionUser,
  order: Order,
  body: ReviewBody,
  today: string,
  now: Date,
): Promise<Outcome<Review>> {
  const meetings = await meetingTeachers(db, order.id);
  if (!reviewableNow(order, meetings)) return refused(409, REVIEW_MESSAGES.tooEarly);
  if (!teachersWhoTaught(meetings).includes(body.guru_id)) return refused(400, REVIEW_MESSAGES.notTheTeacher);
  const ulasan = body.ulasan.trim();
  const id = await changeTeacherSearch(db, async (trx) => {
    const inserted = await insertReview(trx, {
      teacher_id: body.guru_id,
      order_id: order.id,
      student_id: null,
      nama: student.nama,
      rating: body.rating,
      ulasan,
      tanggal: today,
    });
    if (inserted === undefined) return undefined;
    await appendReviewHistory(trx, {
      review_id: inserted,
      aksi: 'ditulis',
      alasan: '',
      actor_user_id: student.id,
      actor_label: actorLabel(student),
      created_at: nowIso(now),
    });
    await refreshTeacherSearch(trx, body.guru_id);
    await notifyReview(trx, { reviewId: inserted, step: 'ditulis', actorUserId: student.id, now: nowIso(now) });
    return inserted;
  });
  if (id === undefined) return refused(409, REVIEW_MESSAGES.alreadyReviewed);
  return { ok: { id, rating: body.rating, ulasan, tanggal: today } };
}

function historyEntry(row: {
  aksi: string;
  actor_label: string;
  created_at: string;
  alasan: string;
}): ReviewHistoryEntry {
  const aksi = row.aksi === 'disembunyikan' || row.aksi === 'dijadikan_testimoni' ? row.aksi : 'ditulis';
  return { aksi, oleh: row.actor_label, waktu: row.created_at, alasan: row.alasan };
}

async function adminViews(db: Db, rows: Awaited<ReturnType<typeof adminReviewRows>>): Promise<AdminReview[]> {
  const history = await historyOfReviews(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...reviewOf(row),
    nama: row.nama,
    guru: { id: row.teacher_id, nama: row.guru_nama },
    kode: row.kode,
    disembunyikan: row.disembunyikan === 1,
    testimoni: row.testimoni === 1,
    riwayat: history.filter((entry) => entry.review_id === row.id).map(historyEntry),
  }));
}

export async function adminReviewPage(db: Db, page: number): Promise<AdminReviewPage> {
  const [rows, total] = await Promise.all([
    adminReviewRows(db, ADMIN_REVIEWS_PER_PAGE, offsetOf(page, ADMIN_REVIEWS_PER_PAGE)),
    reviewCount(db),
  ]);
  return {
    data: await adminViews(db, rows),
    current_page: page,
    last_page: lastPageOf(total, ADMIN_REVIEWS_PER_PAGE),
    total,
  };
}

async function adminView(db: Db, id: number): Promise<AdminReview> {
  const [single] = await adminViews(db, await adminReviewById(db, id));
  if (!single) throw new Error(`review ${id} vanished`);
  return single;
}

/** Hidden with a reason kept in its history; it leaves the teacher's averages in the same transaction. */
export async function hideReview(
  db: Db,
  admin: SessionUser,
  id: number,
  alasan: string,
  now: Date,
  actor: Actor,
): Promise<Outcome<AdminReview>> {
  const reason = alasan.trim();
  if (reason === '') return refused(400, REVIEW_MESSAGES.reasonRequired);
  const review = await reviewRow(db, id);
  if (!review) return refused(404, REVIEW_MESSAGES.notFound);
  const hidden = await changeTeacherSearch(db, async (trx) => {
    if (!(await raiseReviewFlag(trx, id, 'disembunyikan'))) return false;
    await appendReviewHistory(trx, {
      review_id: id,
      aksi: 'disembunyikan',
      alasan: reason,
      actor_user_id: admin.id,
      actor_label: actorLabel(admin),
      created_at: nowIso(now),
    });
    await refreshTeacherSearch(trx, review.teacher_id);
    await notifyReview(trx, { reviewId: id, step: 'disembunyikan', reason, actorUserId: admin.id, now: nowIso(now) });
    const change = { before: { disembunyikan: false }, after: { disembunyikan: true, alasan: reason } };
    await recordAudit(trx, {
      actor,
      action: 'ulasan.disembunyikan',
      object: 'ulasan',
      objectId: id,
      ...change,
      at: nowIso(now),
    });
    return true;
  });
  if (!hidden) return refused(409, REVIEW_MESSAGES.alreadyHidden);
  return { ok: await adminView(db, id) };
}

/** A worded 4-5 star review, not hidden, joins the home page's reviews. */
export async function pickTestimonial(
  db: Db,
  admin: SessionUser,
  id: number,
  now: Date,
  actor: Actor,
): Promise<Outcome<AdminReview>> {
  const review = await reviewRow(db, id);
  if (!review) return refused(404, REVIEW_MESSAGES.notFound);
  if (review.disembunyikan === 1) return refused(409, REVIEW_MESSAGES.alreadyHidden);
  if (!testimonialEligible(review)) return refused(409, REVIEW_MESSAGES.notEligibleForTestimonial);
  const picked = await db.transaction().execute(async (trx) => {
    if (!(await raiseReviewFlag(trx, id, 'testimoni'))) return false;
    await appendReviewHistory(trx, {
      review_id: id,
      aksi: 'dijadikan_testimoni',
      alasan: '',
      actor_user_id: admin.id,
      actor_label: actorLabel(admin),
      created_at: nowIso(now),
    });
    await notifyReview(trx, { reviewId: id, step: 'dijadikan_testimoni', actorUserId: admin.id, now: nowIso(now) });
    const change = { before: { testimoni: false }, after: { testimoni: true } };
    await recordAudit(trx, {
      actor,
      action: 'ulasan.dijadikan_testimoni',
      object: 'ulasan',
      objectId: id,
      ...change,
      at: nowIso(now),
    });
    return true;
  });
  if (!picked) return refused(409, REVIEW_MESSAGES.alreadyTestimonial);
  return { ok: await adminView(db, id) };
}

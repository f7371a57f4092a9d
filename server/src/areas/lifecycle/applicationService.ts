import type { Application, ApplicationList, ApplicationStatus, Candidate } from '@tutor/contract';
import { ACCOUNT_MESSAGES, CHANGE_MESSAGES, LIFECYCLE_MESSAGES } from '@tutor/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { pageOf, type ListKey } from '../../lib/keyset';
import { ratingFromTenths } from '../../lib/ratings';
import type { SessionUser } from '../../plugins/session';
import { orderRowByKode, subjectsOfOrders } from '../orders';
import { scheduleClashLookup, studentContacts, teacherHoldsOrder } from '../lessons';
import { clashReason } from '@tutor/rules';
import { applicationsOfTeacher, candidatesOfOrder, insertApplication } from './data/applicationQueries';
import { subjectNamesOf } from './data/openingQueries';
import { openingTitle } from './openingService';
import { NOT_A_TEACHER_ACCOUNT } from './policy';
import { fitOf, fitTeacherOf, levelAndPlaceNames } from './teacherFit';
import { notifyApplication } from '../notifications';
import type { Outcome } from '../../lib/outcome';

const statusOf = (text: string) => text as ApplicationStatus;

/** A page of the teacher's applications, newest first, and the cursor of the next page. */
export async function myApplications(
  db: Kysely<Database>,
  teacher: SessionUser,
  page: { after?: ListKey; limit: number },
): Promise<ApplicationList> {
  const read = pageOf(
    await applicationsOfTeacher(db, teacher.id, { ...page, limit: page.limit + 1 }),
    page.limit,
    (row) => row.created_at,
  );
  return { data: await applicationsFrom(db, read.rows), nextCursor: read.nextCursor };
}

async function applicationsFrom(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<typeof applicationsOfTeacher>>,
): Promise<Application[]> {
  // the subjects came with the page (subjectNamesColumn): the answer and the student's contact read them
  const subjects = rows.map((row) => subjectNamesOf(row.mata_pelajaran));
  const students = await studentContacts(
    db,
    rows.map((row, index) => ({ order_id: row.order_id, status: row.status, subjects: subjects[index] ?? [] })),
  );
  return rows.map((row, index) => {
    const names = subjects[index] ?? [];
    return {
      id: row.id,
      status: statusOf(row.status),
      catatan: row.catatan,
      dibuat: row.created_at,
      lowongan: {
        kode: row.kode,
        judul_lowongan: openingTitle(row.jenjang, names),
        jenjang: row.jenjang,
        sistem_pembelajaran: row.sistem === 'Offline' ? 'Offline' : 'Online',
        kota: row.kota,
        tgl_mulai_les: row.tanggal_mulai_les,
        mata_pelajaran: names,
      },
      siswa: students.get(row.order_id) ?? null,
    };
  });
}

/** A verified teacher applies once to an opening that is still looking for a teacher. */
export async function applyToOpening(
  db: Kysely<Database>,
  teacher: SessionUser,
  kode: string,
  catatan: string,
  at: Date,
): Promise<Outcome<Application>> {
  if (teacher.status !== 'terverifikasi') return { status: 403, message: ACCOUNT_MESSAGES.waitForVerification };
  if (teacher.teacher_id === null) return { status: 404, message: NOT_A_TEACHER_ACCOUNT };
  const order = await orderRowByKode(db, kode.trim().toUpperCase());
  if (!order) return { status: 404, message: LIFECYCLE_MESSAGES.openingNotFound };
  if (order.status !== 'mencari_guru') return { status: 409, message: LIFECYCLE_MESSAGES.openingClosed };
  if (order.offer_teacher_user_id !== null) return { status: 409, message: CHANGE_MESSAGES.offerOpen };
  // the teacher the student asked to replace does not take the order back by applying
  if (await teacherHoldsOrder(db, teacher, order.id)) return { status: 409, message: CHANGE_MESSAGES.previousTeacher };
  const teacherId = teacher.teacher_id;
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso(at);
    const inserted = await insertApplication(trx, {
      order_id: order.id,
      teacher_user_id: teacher.id,
      teacher_id: teacherId,
      catatan: catatan.trim(),
      created_at: now,
    });
    if (inserted !== undefined) await notifyApplication(trx, { orderId: order.id, teacherName: teacher.nama }, now);
    return inserted;
  });
  if (id === undefined) return { status: 409, message: LIFECYCLE_MESSAGES.alreadyApplied };
  const [mine] = await applicationsFrom(db, await applicationsOfTeacher(db, teacher.id, { id, limit: 1 }));
  return mine ? { ok: mine } : { status: 404, message: LIFECYCLE_MESSAGES.openingNotFound };
}

/** An order's applicants (all, or only those proposed), each with the fit score for this order, worded about the teacher (the admin and the student read it). */
export async function candidatesFor(
  db: Kysely<Database>,
  order: Selectable<OrderTable>,
  statuses?: readonly ApplicationStatus[],
): Promise<Candidate[]> {
  const [rows, subjects, orderNames] = await Promise.all([
    candidatesOfOrder(db, order.id, statuses),
    subjectsOfOrders(db, [order.id]),
    levelAndPlaceNames(db, order.jenjang_id, order.kota_id),
  ]);
  const names = subjects.get(order.id) ?? [];
  const clashesOf = await scheduleClashLookup(
    db,
    [order.id],
    rows.map((row) => row.teacher_id),
  );
  return Promise.all(
    rows.map(async (row): Promise<Candidate> => {
      const teacher = await fitTeacherOf(db, row.teacher_id);
      const fit = teacher
        ? fitOf(teacher, { ...order, ...orderNames }, names, 'tentang_guru')
        : { skor: 0, alasan: [] };
      const bentrok = clashesOf(order.id, row.teacher_id);
      return {
        lamaran_id: row.id,
        status: statusOf(row.status),
        catatan: row.catatan,
        dibuat: row.created_at,
        guru: {
          id: row.teacher_id,
          nama: row.nama,
          foto: row.foto,
          jenis_kelamin: row.jenis_kelamin === 'P' ? 'P' : 'L',
          avg_rating: row.jumlah_ulasan > 0 ? ratingFromTenths(row.rating_x10) : null,
          perguruan_tinggi: row.perguruan_tinggi,
          jurusan: row.jurusan,
        },
        skor_kecocokan: fit.skor,
        alasan: bentrok.length > 0 ? [...fit.alasan, clashReason(bentrok)] : fit.alasan,
        bentrok,
      };
    }),
  );
}

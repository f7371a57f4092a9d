import type {
  GeneratedScheduleAnswer,
  OrderDraftBody,
  RenewalBody,
  RenewalPreview,
  TeacherGenderPreference,
} from '@tutor/contract';
import {
  CHANGE_MESSAGES,
  changeNotes,
  ORDER_MESSAGES,
  RENEWAL_FROM,
  renewalBreakdown,
  renewalOfferDeadline,
  renewalStartProblem,
  splitMeetings,
  type Weekday,
} from '@tutor/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { isRealIsoDate } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { packageById } from './data/draftQueries';
import { lastMeeting, orderSubjects } from './data/orderReads';
import { checkDraft } from './draftService';
import { draftHash } from './idempotency';
import { placeCheckedOrder, type OrderOutcome } from './orderService';
import { draftSchedule } from './scheduleService';

type OrderRow = Selectable<OrderTable>;

/**
 * The wizard's draft of the renewal: everything of the order it renews (level, curriculum, class,
 * system, students, address, subjects, weekly times, teacher preference, note) with the new
 * package, its start, and the schedule the wizard would generate for them (holidays skipped).
 */
async function renewalDraft(
  db: Kysely<Database>,
  source: OrderRow,
  body: RenewalBody,
  today: string,
): Promise<{ draft: OrderDraftBody; countPayments: number; schedule: GeneratedScheduleAnswer } | { problem: string }> {
  const paket = await packageById(db, body.paket_id);
  if (!paket) return { problem: ORDER_MESSAGES.packageNotFound };
  const subjects = (await orderSubjects(db, source.id)).map((subject) => subject.nama);
  if (subjects.length > paket.jumlah) return { problem: CHANGE_MESSAGES.renewalTooManySubjects };
  const counts = splitMeetings(paket.jumlah, subjects.length);
  const waktu = JSON.parse(source.waktu_les) as { hari: Weekday; jam: string }[];
  const schedule = await draftSchedule(
    db,
    {
      paket: paket.id,
      subject: subjects.map((mata_pelajaran, index) => ({ mata_pelajaran, jumlah: counts[index] ?? 0 })),
      tanggal_mulai_les: body.tanggal_mulai_les,
      waktu: waktu.map(({ hari, jam }) => `${hari} ${jam}`),
    },
    today,
  );
  if ('problem' in schedule) return schedule;
  return {
    countPayments: paket.count_payments,
    schedule,
    draft: {
      paket_id: paket.id,
      jenjang_id: source.jenjang_id,
      kurikulum_id: source.kurikulum_id,
      kelas: source.kelas,
      sistem_pembelajaran: source.sistem === 'Offline' ? 'Offline' : 'Online',
      jumlah_siswa: source.jumlah_siswa,
      provinsi_id: source.provinsi_id,
      kota_id: source.kota_id,
      kecamatan_id: source.kecamatan_id,
      alamat: source.alamat,
      tanggal_mulai_les: body.tanggal_mulai_les,
      waktu_les: waktu,
      jenis_kelamin_guru: source.jenis_kelamin_guru as TeacherGenderPreference,
      catatan_guru: source.catatan_guru,
      kode_referral: null,
      mata_pelajaran: subjects,
      jadwal: schedule.data.map(({ mata_pelajaran, tanggal, jam }) => ({ mata_pelajaran, tanggal, jam })),
    },
  };
}

type RenewalRefusal = { status: 400 | 404 | 409; message: string };
const refuse = (status: RenewalRefusal['status'], message: string) => ({ refused: { status, message } });

/**
 * The renewal checked and priced as a later order of the wizard: no registration fee, no
 * referral discount (the referrer's 5% is recorded where every later order records it). Both the
 * preview and the renewal itself go through here, so the price shown is the price charged.
 */
async function pricedRenewal(
  db: Kysely<Database>,
  student: SessionUser,
  source: OrderRow,
  body: RenewalBody,
  today: string,
) {
  if (source.user_id !== student.id) return refuse(404, ORDER_MESSAGES.notFound);
  if (!(RENEWAL_FROM as readonly string[]).includes(source.status))
    return refuse(409, CHANGE_MESSAGES.renewalNotAllowed);
  if (!isRealIsoDate(body.tanggal_mulai_les)) return refuse(400, 'Tanggal mulai les tidak valid');
  const last = await lastMeeting(db, source.id);
  if (!last) return refuse(409, CHANGE_MESSAGES.renewalNotAllowed);
  const startProblem = renewalStartProblem(body.tanggal_mulai_les, last.tanggal, today);
  if (startProblem) return refuse(400, startProblem);

  const built = await renewalDraft(db, source, body, today);
  if ('problem' in built) return refuse(400, built.problem);
  const checked = await checkDraft(db, student, built.draft, today);
  if ('problem' in checked) return refuse(400, checked.problem);
  const { draft } = checked;
  const paket = {
    id: draft.paket.id,
    nama: draft.paket.nama,
    jumlah: draft.paket.jumlah,
    countPayments: built.countPayments,
  };
  const priced = {
    ...draft,
    referral: null,
    firstOrder: false,
    breakdown: renewalBreakdown({ paket, hargaNormal: draft.breakdown.harga_normal }),
  };
  return { last, built, priced };
}

/** Pratinjau: what Kirim Perpanjangan would make (price, meetings, holidays skipped), stored nowhere. */
export async function previewRenewal(
  db: Kysely<Database>,
  student: SessionUser,
  source: OrderRow,
  body: RenewalBody,
  today: string,
): Promise<{ ok: RenewalPreview } | RenewalRefusal> {
  const renewal = await pricedRenewal(db, student, source, body, today);
  if ('refused' in renewal) return renewal.refused;
  const { schedule } = renewal.built;
  return { ok: { rincian_biaya: renewal.priced.breakdown, jadwal: schedule.data, libur: schedule.libur } };
}

/**
 * Perpanjang: a new order continuing an aktif or selesai one of this student after its last
 * meeting, priced by `pricedRenewal` and placed through the wizard's idempotent path: a double
 * submit is one order. It starts as an opening offered only to the teacher of the last meeting
 * until the offer lapses.
 */
export async function renewOrder(
  db: Kysely<Database>,
  student: SessionUser,
  source: OrderRow,
  key: string,
  body: RenewalBody,
  today: string,
  now: Date,
): Promise<OrderOutcome> {
  const renewal = await pricedRenewal(db, student, source, body, today);
  if ('refused' in renewal) return renewal.refused;
  const { last, built, priced } = renewal;
  return placeCheckedOrder(db, student, key, draftHash(built.draft), priced, today, now, {
    status: 'mencari_guru',
    columns: {
      renewal_of_order_id: source.id,
      offer_teacher_id: last.teacher_id,
      offer_teacher_user_id: last.teacher_user_id,
      offer_until: renewalOfferDeadline(now.getTime()),
    },
    note: changeNotes.renewal(source.kode),
  });
}

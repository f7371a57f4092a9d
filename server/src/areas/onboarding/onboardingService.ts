import type { AssessmentBody, InterviewBody, MicroTeachingBody, OnboardingStatus, User } from '@tutor/contract';
import {
  appointmentProblem,
  assessmentAllowed,
  formatDateTimeId,
  microTeachingProblem,
  ONBOARDING_FROM,
  ONBOARDING_MESSAGES,
  ONBOARDING_STATUS_LABELS,
  ONBOARDING_TO,
  reapplyFrom,
  type OnboardingTransition,
} from '@tutor/rules';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, TeacherOnboardingTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { publicUser, setTeacherVerified } from '../accounts';
import { notifyOnboardingStep } from '../notifications';
import { changeTeacherSearch, refreshTeacherSearch } from '../catalog';
import {
  insertOnboardingEvent,
  moveStatus,
  onboardingAccount,
  saveAssessment,
  saveOnboarding,
  type OnboardingAccount,
} from './data/onboardingData';
import { forgetUserSessions } from '../../plugins/sessionCache';
import { recordAudit, type Actor, type AuditAction } from '../audit';
import type { Outcome } from '../../lib/outcome';

/** The audit row of each admin move of the pipeline (a teacher's own reapplying is not an admin act). */
const AUDITED_AS: Partial<Record<OnboardingTransition, AuditAction>> = {
  mulai_seleksi: 'guru.seleksi_cv',
  jadwalkan_wawancara: 'guru.wawancara_dijadwalkan',
  jadwalkan_micro_teaching: 'guru.micro_teaching_dijadwalkan',
  nilai: 'guru.dinilai',
  verifikasi: 'guru.diverifikasi',
  tolak: 'guru.ditolak',
};

export type { Outcome } from '../../lib/outcome';

/** What one transition writes besides the state: the onboarding row's fields and the history's words. */
interface Step {
  fields: Updateable<TeacherOnboardingTable>;
  keterangan: string;
  /** refuses the move for a reason beyond the state (409), checked inside the transaction */
  refuse?: (account: OnboardingAccount) => string | null;
  /** writes besides the onboarding row (verification makes the teacher searchable); may throw Refusal */
  also?: (trx: Transaction<Database>, account: OnboardingAccount) => Promise<void>;
}

/** Thrown inside a transition's transaction to roll it back and answer 409. */
class Refusal extends Error {}

const refused = (status: 400 | 404 | 409, message: string) => ({ status, message }) as const;

/**
 * Every onboarding move goes through here, in one transaction: the account's state is checked and
 * moved with a conditional update (a doubled or concurrent press finds the state gone: 409), the
 * onboarding row is written and one history row appended. Each exported function below is one
 * transition, the place a notification of it belongs.
 */
async function move(
  db: Kysely<Database>,
  userId: number,
  transition: OnboardingTransition,
  actorId: number | null,
  now: Date,
  step: Step,
  audited?: Actor,
): Promise<Outcome<User>> {
  const to = ONBOARDING_TO[transition];
  const run = async (trx: Transaction<Database>): Promise<Outcome<User>> => {
    const account = await onboardingAccount(trx, userId);
    if (!account) return refused(404, ONBOARDING_MESSAGES.notFound);
    const from = account.status as OnboardingStatus;
    if (!ONBOARDING_FROM[transition].includes(from)) return refused(409, ONBOARDING_MESSAGES.stateChanged);
    const problem = step.refuse?.(account);
    if (problem) return refused(409, problem);
    if (!(await moveStatus(trx, userId, from, to))) return refused(409, ONBOARDING_MESSAGES.stateChanged);
    const at = nowIso(now);
    await saveOnboarding(trx, userId, {
      ...step.fields,
      status_sejak: to === from ? (account.status_sejak ?? account.created_at) : at,
    });
    await insertOnboardingEvent(trx, {
      user_id: userId,
      aksi: transition,
      dari: from,
      ke: to,
      keterangan: step.keterangan,
      actor_user_id: actorId,
      created_at: at,
    });
    await step.also?.(trx, account);
    const action = AUDITED_AS[transition];
    const change = { before: { status: from }, after: { status: to, keterangan: step.keterangan } };
    if (audited && action)
      await recordAudit(trx, { actor: audited, action, object: 'guru', objectId: userId, ...change, at });
    // the declared move's notices (notifications/moves.ts): the admin's steps tell the teacher, a reapplying teacher the admins
    await notifyOnboardingStep(
      trx,
      userId,
      { transition, label: ONBOARDING_STATUS_LABELS[to], note: step.keterangan },
      at,
      actorId,
    );
    return { ok: publicUser({ ...account, status: to }) };
  };
  try {
    const outcome = await (transition === 'verifikasi' ? changeTeacherSearch(db, run) : db.transaction().execute(run));
    // the account's status is part of its sessions: every process serves the new one (issue 50)
    if ('ok' in outcome) forgetUserSessions(userId);
    return outcome;
  } catch (error) {
    if (error instanceof Refusal) return refused(409, error.message);
    throw error;
  }
}

export function startScreening(db: Kysely<Database>, admin: Actor, userId: number, now: Date): Promise<Outcome<User>> {
  return move(
    db,
    userId,
    'mulai_seleksi',
    admin.userId,
    now,
    {
      fields: {},
      keterangan: 'Admin mulai meninjau CV dan profil',
    },
    admin,
  );
}

export async function scheduleInterview(
  db: Kysely<Database>,
  admin: Actor,
  userId: number,
  body: InterviewBody,
  today: string,
  now: Date,
): Promise<Outcome<User>> {
  const problem = appointmentProblem(body, today);
  if (problem) return refused(400, problem);
  const tempat = body.tempat.trim();
  return move(
    db,
    userId,
    'jadwalkan_wawancara',
    admin.userId,
    now,
    {
      fields: { wawancara_tanggal: body.tanggal, wawancara_jam: body.jam, wawancara_tempat: tempat },
      keterangan: `Wawancara ${formatDateTimeId(body.tanggal, body.jam)}, ${tempat}`,
    },
    admin,
  );
}

export async function scheduleMicroTeaching(
  db: Kysely<Database>,
  admin: Actor,
  userId: number,
  body: MicroTeachingBody,
  today: string,
  now: Date,
): Promise<Outcome<User>> {
  const problem = microTeachingProblem(body, today);
  if (problem) return refused(400, problem);
  const [tempat, jenjang, mapel, penilai] = [body.tempat, body.jenjang, body.mapel, body.penilai].map((text) =>
    text.trim(),
  ) as [string, string, string, string];
  return move(
    db,
    userId,
    'jadwalkan_micro_teaching',
    admin.userId,
    now,
    {
      fields: {
        mt_tanggal: body.tanggal,
        mt_jam: body.jam,
        mt_tempat: tempat,
        mt_jenjang: jenjang,
        mt_mapel: mapel,
        mt_penilai: penilai,
      },
      keterangan: `Micro teaching ${jenjang} ${mapel} ${formatDateTimeId(body.tanggal, body.jam)}, ${tempat}; penilai ${penilai}`,
    },
    admin,
  );
}

export function recordAssessment(
  db: Kysely<Database>,
  admin: Actor,
  userId: number,
  body: AssessmentBody,
  now: Date,
): Promise<Outcome<User>> {
  const catatan = body.catatan.trim();
  return move(
    db,
    userId,
    'nilai',
    admin.userId,
    now,
    {
      fields: {},
      keterangan: `Penilaian: penguasaan materi ${body.penguasaan}/5, cara menyampaikan ${body.penyampaian}/5, sikap ${body.sikap}/5${catatan ? `. ${catatan}` : ''}`,
      refuse: (account) => {
        if (account.nilai_penguasaan !== null) return ONBOARDING_MESSAGES.assessmentDone;
        const microTeaching =
          account.mt_tanggal && account.mt_jam ? { tanggal: account.mt_tanggal, jam: account.mt_jam } : null;
        return assessmentAllowed(microTeaching, now.getTime()) ? null : ONBOARDING_MESSAGES.assessmentTooEarly;
      },
      also: async (trx) => {
        // two presses at once both pass the state check; the conditional write lets one through
        if (!(await saveAssessment(trx, userId, { ...body, catatan })))
          throw new Refusal(ONBOARDING_MESSAGES.assessmentDone);
      },
    },
    admin,
  );
}

export function verifyTeacher(db: Kysely<Database>, admin: Actor, userId: number, now: Date): Promise<Outcome<User>> {
  return move(
    db,
    userId,
    'verifikasi',
    admin.userId,
    now,
    {
      fields: {},
      keterangan: 'Lulus micro teaching dan terverifikasi',
      refuse: (account) => (account.nilai_penguasaan === null ? ONBOARDING_MESSAGES.assessmentMissing : null),
      also: async (trx, account) => {
        if (account.teacher_id === null) return;
        await setTeacherVerified(trx, account.teacher_id);
        await refreshTeacherSearch(trx, account.teacher_id);
      },
    },
    admin,
  );
}

export function declineTeacher(
  db: Kysely<Database>,
  admin: Actor,
  userId: number,
  reason: string,
  now: Date,
): Promise<Outcome<User>> {
  const alasan = reason.trim();
  if (alasan === '') return Promise.resolve(refused(400, ONBOARDING_MESSAGES.reasonRequired));
  return move(
    db,
    userId,
    'tolak',
    admin.userId,
    now,
    {
      fields: { alasan_tolak: alasan, ditolak_pada: nowIso(now) },
      keterangan: `Ditolak: ${alasan}`,
    },
    admin,
  );
}

/** A declined teacher starts again from the beginning, REAPPLY_AFTER_DAYS after the decision. */
export function reapply(db: Kysely<Database>, userId: number, now: Date): Promise<Outcome<User>> {
  const cleared: Updateable<TeacherOnboardingTable> = {
    wawancara_tanggal: null,
    wawancara_jam: null,
    wawancara_tempat: null,
    mt_tanggal: null,
    mt_jam: null,
    mt_tempat: null,
    mt_jenjang: null,
    mt_mapel: null,
    mt_penilai: null,
    nilai_penguasaan: null,
    nilai_penyampaian: null,
    nilai_sikap: null,
    nilai_catatan: null,
    alasan_tolak: null,
    ditolak_pada: null,
  };
  return move(db, userId, 'daftar_ulang', userId, now, {
    fields: cleared,
    keterangan: 'Mendaftar ulang',
    refuse: (account) =>
      account.ditolak_pada && reapplyFrom(account.ditolak_pada).getTime() > now.getTime()
        ? ONBOARDING_MESSAGES.reapplyTooEarly
        : null,
  });
}

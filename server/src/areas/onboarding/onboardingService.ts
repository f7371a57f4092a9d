// The onboarding pipeline's transitions, one function each (the place its notification belongs),
// all through onboardingMove.ts's move.
import type { AssessmentBody, InterviewBody, MicroTeachingBody, User } from '@tutor/contract';
import {
  appointmentProblem,
  assessmentAllowed,
  formatDateTimeId,
  microTeachingProblem,
  ONBOARDING_MESSAGES,
  reapplyFrom,
} from '@tutor/rules';
import type { Kysely, Updateable } from 'kysely';
import type { Database, TeacherOnboardingTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { setTeacherVerified } from '../accounts';
import { refreshTeacherSearch } from '../catalog';
import { saveAssessment } from './data/onboardingData';
import type { Actor } from '../audit';
import type { Outcome } from '../../lib/outcome';
import { move, refused, Refusal } from './onboardingMove';

export type { Outcome } from '../../lib/outcome';

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

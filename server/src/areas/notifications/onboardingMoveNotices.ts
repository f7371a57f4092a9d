/**
 * Who hears about a teacher's onboarding, in which words (moves.ts declares who and on which
 * channels). Called inside the step's transaction.
 */
import { teacherReappliedText, type OnboardingTransition } from '@tutor/rules';
import { adminIds } from './data/audience';
import { recipientsOf } from './data/notificationWrites';
import { LINKS } from './links';
import type { MoveName } from './moves';
import { tell, type Trx } from './tell';

const ONBOARDING_MOVE: Readonly<Record<OnboardingTransition, MoveName>> = {
  mulai_seleksi: 'screeningStarted',
  jadwalkan_wawancara: 'interviewScheduled',
  jadwalkan_micro_teaching: 'microTeachingScheduled',
  nilai: 'assessed',
  verifikasi: 'teacherVerified',
  tolak: 'teacherDeclined',
  daftar_ulang: 'teacherReapplied',
};

/** A teacher registered: the admins verify them. */
export async function notifyTeacherRegistered(trx: Trx, teacher: { nama: string }, now: string): Promise<void> {
  await tell(
    trx,
    'teacherRegistered',
    [
      {
        person: 'admin',
        userIds: await adminIds(trx),
        kind: 'akun',
        text: `Guru baru ${teacher.nama} menunggu verifikasi.`,
        link: LINKS.adminTeachers,
      },
    ],
    now,
    null,
  );
}

/**
 * A step of a teacher's onboarding: the admin's steps (CV screening, interview, micro teaching,
 * assessment, decision) tell the teacher where they stand; the teacher's own (applying again) tells the admins.
 */
export async function notifyOnboardingStep(
  trx: Trx,
  teacherUserId: number,
  step: { transition: OnboardingTransition; label: string; note: string },
  now: string,
  actorUserId: number | null,
): Promise<void> {
  const move = ONBOARDING_MOVE[step.transition];
  if (move === 'teacherReapplied') {
    const teacher = (await recipientsOf(trx, [teacherUserId])).get(teacherUserId);
    await tell(
      trx,
      move,
      [
        {
          person: 'admin',
          userIds: await adminIds(trx),
          kind: 'akun',
          text: teacherReappliedText(teacher?.nama ?? '-'),
          link: LINKS.adminTeachers,
        },
      ],
      now,
      actorUserId,
    );
    return;
  }
  const text =
    move === 'teacherVerified'
      ? 'Akun guru Anda sudah terverifikasi. Sekarang Anda bisa melamar lowongan.'
      : `Pendaftaran pengajar: ${step.label}. ${step.note}`;
  const link = move === 'teacherVerified' ? LINKS.teacherOpenings : LINKS.teacherProfile;
  await tell(trx, move, [{ person: 'guru', userIds: [teacherUserId], kind: 'akun', text, link }], now, actorUserId);
}

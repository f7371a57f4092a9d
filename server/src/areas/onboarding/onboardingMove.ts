// The one way an onboarding account moves (move: state check, conditional update, history, audit,
// notice, in one transaction); onboardingService.ts holds the transitions that call it.
import type { OnboardingStatus, User } from '@tutor/contract';
import {
  ONBOARDING_FROM,
  ONBOARDING_MESSAGES,
  ONBOARDING_STATUS_LABELS,
  ONBOARDING_TO,
  type OnboardingTransition,
} from '@tutor/rules';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, TeacherOnboardingTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { moveTeacherStatus, publicUser } from '../accounts';
import { notifyOnboardingStep } from '../notifications';
import { changeTeacherSearch } from '../catalog';
import {
  insertOnboardingEvent,
  onboardingAccount,
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

/** What one transition writes besides the state: the onboarding row's fields and the history's words. */
export interface Step {
  fields: Updateable<TeacherOnboardingTable>;
  keterangan: string;
  /** refuses the move for a reason beyond the state (409), checked inside the transaction */
  refuse?: (account: OnboardingAccount) => string | null;
  /** writes besides the onboarding row (verification makes the teacher searchable); may throw Refusal */
  also?: (trx: Transaction<Database>, account: OnboardingAccount) => Promise<void>;
}

/** Thrown inside a transition's transaction to roll it back and answer 409. */
export class Refusal extends Error {}

export const refused = (status: 400 | 404 | 409, message: string) => ({ status, message }) as const;

/**
 * Every onboarding move goes through here, in one transaction: the account's state is checked and
 * moved with a conditional update (a doubled or concurrent press finds the state gone: 409), the
 * onboarding row is written and one history row appended. Each exported function below is one
 * transition, the place a notification of it belongs.
 */
export async function move(
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
    if (!(await moveTeacherStatus(trx, userId, from, to))) return refused(409, ONBOARDING_MESSAGES.stateChanged);
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

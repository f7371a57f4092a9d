import { AUTO_CONFIRM_HOURS, MEETING_TRANSITION_FROM, SYSTEM_ACTOR_LABEL } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { startPeriodicJob } from '../../lib/periodicJob';
import { afterMeetingHeld, appendMeetingHistory, confirmOldestDueReport } from './data/meetingWrites';
import { CONFIRM_BATCH } from './policy';
import { notifyMeetingMoved } from '../notifications';

const SYSTEM = { userId: null, label: SYSTEM_ACTOR_LABEL };

/**
 * Confirms one due report in one transaction, or answers false when none is left. The claim is
 * the conditional UPDATE itself (a report still dilaporkan and older than the cutoff), so a row is
 * confirmed once however many processes run this: on PostgreSQL the inner SELECT locks the row
 * and skips rows another process holds (FOR UPDATE SKIP LOCKED); SQLite has one writer at a time.
 */
async function confirmOne(db: Kysely<Database>, kind: DatabaseKind, cutoff: string, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await confirmOldestDueReport(trx, kind, cutoff, at, MEETING_TRANSITION_FROM.konfirmasi_otomatis);
    if (!claimed) return false;
    await appendMeetingHistory(trx, {
      meeting_id: claimed.id,
      from_status: 'dilaporkan',
      to_status: 'selesai',
      actor: SYSTEM,
      note: `Dikonfirmasi otomatis ${AUTO_CONFIRM_HOURS} jam setelah laporan`,
      created_at: at,
    });
    await notifyMeetingMoved(trx, {
      meetingId: claimed.id,
      transition: 'konfirmasi_otomatis',
      to: 'selesai',
      actorUserId: null,
      now: at,
    });
    await afterMeetingHeld(trx, claimed, SYSTEM, at);
    return true;
  });
}

/** Confirms every report older than 72 hours at `now` (up to `limit`); answers how many this call confirmed. */
export async function confirmDueReports(
  db: Kysely<Database>,
  kind: DatabaseKind,
  now: Date,
  limit = CONFIRM_BATCH,
): Promise<number> {
  const cutoff = nowIso(new Date(now.getTime() - AUTO_CONFIRM_HOURS * 3_600_000));
  let confirmed = 0;
  while (confirmed < limit && (await confirmOne(db, kind, cutoff, nowIso(now)))) confirmed += 1;
  return confirmed;
}

/**
 * Runs confirmDueReports every `intervalMs` while the app is up (0: never), on the server's one
 * periodic-job mechanism (`startPeriodicJob`: runs never overlap, closing waits for a run).
 * Nothing is kept in memory, so a restart finds the due reports again.
 */
export function startConfirmationJob(
  app: FastifyInstance,
  options: { db: Kysely<Database>; kind: DatabaseKind; now: () => Date; intervalMs: number },
): void {
  startPeriodicJob(app, {
    intervalMs: options.intervalMs,
    failure: 'konfirmasi otomatis pertemuan gagal',
    record: { db: options.db, job: 'konfirmasi_pertemuan', now: options.now },
    run: async () => {
      const count = await confirmDueReports(options.db, options.kind, options.now());
      if (count > 0) app.log.info({ confirmed: count }, 'pertemuan dikonfirmasi otomatis');
    },
  });
}

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { repoRoot } from '../config';
import type { DatabaseConfig } from '../db/config';
import type { JobName } from '../db/jobRuns';
import type { Database } from '../db/schema';
import { startPeriodicJob } from '../lib/periodicJob';
import { pruneBackups, takeBackup, type BackupResult } from './backup';

export interface BackupSchedule {
  /** BACKUP_DIR (default <repo>/backups) */
  dir: string;
  /** BACKUP_EVERY_HOURS (24); 0: the server takes none */
  everyMs: number;
  /** BACKUP_KEEP (14): the newest kept, older ones deleted after each backup */
  keep: number;
}

const HOUR_MS = 3_600_000;
/** How often a process looks whether a backup is due (the claim decides who takes it). */
const CHECK_EVERY_MS = 10 * 60_000;
const JOB: JobName = 'cadangan';

function wholeOr(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function backupDirFrom(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.BACKUP_DIR?.trim() || path.join(repoRoot, 'backups'));
}

export function backupScheduleFrom(env: NodeJS.ProcessEnv): BackupSchedule {
  return {
    dir: backupDirFrom(env),
    everyMs: wholeOr(env.BACKUP_EVERY_HOURS, 24) * HOUR_MS,
    keep: Math.max(1, Math.floor(wholeOr(env.BACKUP_KEEP, 14))),
  };
}

/**
 * Claims the period's backup for this process: one conditional update of job_runs, which only one
 * of several processes (on one PostgreSQL database) can win. Answers the previous stamp to put
 * back when the backup fails, or undefined when it is not due or another process has it.
 */
export async function claimBackup(db: Kysely<Database>, at: Date, everyMs: number): Promise<string | undefined> {
  await db
    .insertInto('job_runs')
    .values({ job: JOB, succeeded_at: new Date(0).toISOString(), interval_ms: everyMs })
    .onConflict((conflict) => conflict.column('job').doNothing())
    .execute();
  const previous = await db.selectFrom('job_runs').select('succeeded_at').where('job', '=', JOB).executeTakeFirst();
  if (!previous || Date.parse(previous.succeeded_at) > at.getTime() - everyMs) return undefined;
  const claimed = await db
    .updateTable('job_runs')
    .set({ succeeded_at: at.toISOString(), interval_ms: everyMs })
    .where('job', '=', JOB)
    .where('succeeded_at', '=', previous.succeeded_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? previous.succeeded_at : undefined;
}

/** Takes the backup when due and this process won the claim; prunes old ones. Undefined: not this time. */
export async function runDueBackup(options: {
  db: Kysely<Database>;
  database: DatabaseConfig;
  at: Date;
  schedule: BackupSchedule;
}): Promise<BackupResult | undefined> {
  const { db, database, at, schedule } = options;
  const previous = await claimBackup(db, at, schedule.everyMs);
  if (previous === undefined) return undefined;
  try {
    const result = await takeBackup(database, schedule.dir, at);
    pruneBackups(schedule.dir, schedule.keep);
    return result;
  } catch (error) {
    // Due again at the next look, in whichever process comes first.
    await db
      .updateTable('job_runs')
      .set({ succeeded_at: previous })
      .where('job', '=', JOB)
      .where('succeeded_at', '=', at.toISOString())
      .execute();
    throw error;
  }
}

/** The server's scheduled backups (main.ts): a look every 10 minutes, a backup every BACKUP_EVERY_HOURS. */
export function startBackupJob(
  app: FastifyInstance,
  options: { db: Kysely<Database>; database: DatabaseConfig; now: () => Date; schedule: BackupSchedule },
): void {
  if (options.schedule.everyMs <= 0) return;
  startPeriodicJob(app, {
    intervalMs: Math.min(CHECK_EVERY_MS, options.schedule.everyMs),
    failure: 'pencadangan terjadwal gagal',
    run: async () => {
      const result = await runDueBackup({ ...options, at: options.now() });
      if (result) app.log.info({ file: result.file }, 'cadangan database dibuat');
    },
  });
}

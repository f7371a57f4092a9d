import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordJobRun, type JobName } from '../db/jobRuns';
import type { Database } from '../db/schema';

/** Where a job's successful runs are recorded (job_runs): its lag on /metrics, whichever process ran it. */
export interface JobRecord {
  db: Kysely<Database>;
  job: JobName;
  now: () => Date;
}

/**
 * Runs `run` every `intervalMs` while the app is up (0: never), for the background work of the
 * server (the 72-hour meeting confirmation, the outbox's sender). A run never overlaps the next
 * (the timer is set again when a run ends); closing the app waits for a run in progress, then
 * stops. A failed run is logged and the next one comes as usual; a successful one is recorded
 * when `record` is given.
 */
export function startPeriodicJob(
  app: FastifyInstance,
  job: { intervalMs: number; failure: string; run: () => Promise<void>; record?: JobRecord },
): void {
  if (job.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = job
      .run()
      .then(async () => {
        const { record } = job;
        if (record) await recordJobRun(record.db, record.job, record.now(), job.intervalMs);
      })
      .catch((error: unknown) => app.log.error({ err: error }, job.failure))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, job.intervalMs);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, job.intervalMs);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}

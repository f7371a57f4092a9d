import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Background jobs by the name their runs are recorded under (job_runs, /metrics' `job` label). */
export type JobName = 'konfirmasi_pertemuan' | 'pesan_keluar' | 'tawaran_perpanjangan' | 'cadangan' | 'tagihan_online';

/** Records that `job` finished a run without error at `at` (one upsert, safe across processes). */
export async function recordJobRun(db: Kysely<Database>, job: JobName, at: Date, intervalMs: number): Promise<void> {
  const succeeded_at = at.toISOString();
  await db
    .insertInto('job_runs')
    .values({ job, succeeded_at, interval_ms: intervalMs })
    .onConflict((conflict) => conflict.column('job').doUpdateSet({ succeeded_at, interval_ms: intervalMs }))
    .execute();
}

export interface JobRun {
  job: string;
  succeededAt: Date;
  intervalMs: number;
}

export async function jobRuns(db: Kysely<Database>): Promise<JobRun[]> {
  const rows = await db.selectFrom('job_runs').select(['job', 'succeeded_at', 'interval_ms']).orderBy('job').execute();
  return rows.map((row) => ({
    job: row.job,
    succeededAt: new Date(row.succeeded_at),
    intervalMs: Number(row.interval_ms),
  }));
}

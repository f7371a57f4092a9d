import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { jobRuns } from '../../db/jobRuns';
import { countWaitingCharges } from '../payments';
import type { Database } from '../../db/schema';
import { outboxWaiting, type OutboxWaiting } from './data/outboxCounts';
import { countsSince } from './data/versionCounts';

const HOUR_MS = 3_600_000;
/** Every channel is answered, 0 when nothing waits, so an alert sees the series fall back. */
const CHANNELS = ['email', 'whatsapp'];

/**
 * What /metrics reads from the database at each scrape, so every process answers the same figures:
 * the outbox, each background job's lag, the online payment charges waiting, and the remotes'
 * errors per build.
 */
export function operationsGauges(db: Kysely<Database>, now: () => Date): (registry: Registry) => void {
  return (registry) => {
    const waitingSeconds = (iso: string | null) => (iso ? Math.max(0, (now().getTime() - Date.parse(iso)) / 1000) : 0);
    const outboxFigures: [string, string, (row: OutboxWaiting | undefined) => number][] = [
      [
        'pintar_outbox_waiting',
        'Outbox messages not yet sent nor given up, by channel (email: the sender; whatsapp: the admin)',
        (row) => row?.waiting ?? 0,
      ],
      [
        'pintar_outbox_oldest_waiting_seconds',
        'Age of the oldest outbox message still waiting, by channel (0 when none waits)',
        (row) => waitingSeconds(row?.oldest ?? null),
      ],
    ];
    for (const [name, help, figure] of outboxFigures) {
      new Gauge({
        name,
        help,
        labelNames: ['channel'],
        registers: [registry],
        async collect() {
          this.reset();
          const rows = await outboxWaiting(db);
          for (const channel of CHANNELS) this.set({ channel }, figure(rows.find((row) => row.channel === channel)));
        },
      });
    }
    new Gauge({
      name: 'pintar_job_lag_seconds',
      help: "Seconds since the job's last successful run ended, whichever process ran it",
      labelNames: ['job'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const run of await jobRuns(db)) this.set({ job: run.job }, waitingSeconds(run.succeededAt.toISOString()));
      },
    });
    new Gauge({
      name: 'pintar_job_interval_seconds',
      help: 'How often the job is meant to run (alert when its lag is several intervals)',
      labelNames: ['job'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const run of await jobRuns(db)) this.set({ job: run.job }, run.intervalMs / 1000);
      },
    });
    new Gauge({
      name: 'pintar_payment_charges_waiting',
      help: 'Online payment charges (Midtrans) waiting to be paid, expired or cancelled',
      registers: [registry],
      async collect() {
        this.set(await countWaitingCharges(db));
      },
    });
    for (const [counter, help] of [
      ['errors', 'Front-end error reports in the last hour, by remote and build'],
      ['views', 'Pages served in the last hour, by remote and build'],
    ] as const) {
      new Gauge({
        name: `pintar_remote_${counter}_last_hour`,
        help,
        labelNames: ['remote', 'version'],
        registers: [registry],
        async collect() {
          this.reset();
          const counts = await countsSince(db, new Date(now().getTime() - HOUR_MS));
          for (const [key, count] of counts) {
            const cut = key.indexOf(' '); // countKey: the remote (no spaces), a space, the build
            this.set({ remote: key.slice(0, cut), version: key.slice(cut + 1) }, count[counter]);
          }
        },
      });
    }
  };
}

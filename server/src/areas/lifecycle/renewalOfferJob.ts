import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';
import { startPeriodicJob } from '../../lib/periodicJob';
import { OFFER_LAPSE_BATCH } from './policy';
import { lapseOneOffer } from './renewalOfferService';

/** Lapses every renewal offer past its deadline at `now` (up to `limit`); answers how many this call lapsed. */
export async function lapseDueOffers(
  db: Kysely<Database>,
  kind: DatabaseKind,
  now: Date,
  limit = OFFER_LAPSE_BATCH,
): Promise<number> {
  let lapsed = 0;
  while (lapsed < limit && (await lapseOneOffer(db, kind, now))) lapsed += 1;
  return lapsed;
}

/**
 * Runs lapseDueOffers every `intervalMs` while the app is up (0: never), on the server's one
 * periodic-job mechanism (`startPeriodicJob`): nothing is kept in memory (a restart finds the
 * lapsed offers again), a run never overlaps the next, and closing the app waits for a run in progress.
 */
export function startRenewalOfferJob(
  app: FastifyInstance,
  options: { db: Kysely<Database>; kind: DatabaseKind; now: () => Date; intervalMs: number },
): void {
  startPeriodicJob(app, {
    intervalMs: options.intervalMs,
    failure: 'menutup tawaran perpanjangan gagal',
    record: { db: options.db, job: 'tawaran_perpanjangan', now: options.now },
    run: async () => {
      const count = await lapseDueOffers(options.db, options.kind, options.now());
      if (count > 0) app.log.info({ lapsed: count }, 'tawaran perpanjangan kedaluwarsa');
    },
  });
}

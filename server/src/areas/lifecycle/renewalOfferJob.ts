import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';
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
 * Runs lapseDueOffers every `intervalMs` while the app is up (0: never), as the meetings'
 * confirmation job does: nothing is kept in memory (a restart finds the lapsed offers again), a
 * run never overlaps the next, and closing the app waits for a run in progress.
 */
export function startRenewalOfferJob(
  app: FastifyInstance,
  options: { db: Kysely<Database>; kind: DatabaseKind; now: () => Date; intervalMs: number },
): void {
  if (options.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = lapseDueOffers(options.db, options.kind, options.now())
      .then((count) => {
        if (count > 0) app.log.info({ lapsed: count }, 'tawaran perpanjangan kedaluwarsa');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'menutup tawaran perpanjangan gagal'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, options.intervalMs);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { startPeriodicJob } from '../../lib/periodicJob';
import { leaseCharge, staleWaitingCharges } from './data/chargeQueries';
import type { RecordPayment } from '../lifecycle';
import type { MidtransClient } from './midtransClient';
import { retryRefunds } from './refundService';
import { settleCharge } from './settleCharge';

/** Charges re-read per run at most (the oldest looked-at first). */
const RECHECK_BATCH = 50;

/**
 * Re-reads every waiting charge not looked at for `intervalMs` from Midtrans' status API and acts on
 * it as a notification would (a lost notification, an expiry Midtrans never told). Each charge is
 * leased by a conditional UPDATE of its stamp, so with several processes one re-reads it per round;
 * recording stays exactly once regardless (settleCharge). Answers how many it re-read.
 */
export async function recheckWaitingCharges(
  db: Kysely<Database>,
  midtrans: MidtransClient,
  recordPayment: RecordPayment,
  clock: { now: () => Date; today: () => string },
  intervalMs: number,
): Promise<number> {
  const at = clock.now();
  const stale = await staleWaitingCharges(db, nowIso(new Date(at.getTime() - intervalMs)), RECHECK_BATCH);
  let reread = 0;
  for (const charge of stale) {
    if (!(await leaseCharge(db, charge, nowIso(at)))) continue;
    const status = await midtrans.status(charge.id).catch(() => undefined);
    if (!status) continue;
    await settleCharge(db, recordPayment, charge.id, status, { today: clock.today(), at: clock.now() });
    reread += 1;
  }
  return reread;
}

export function startChargeRecheckJob(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    midtrans: MidtransClient;
    recordPayment: RecordPayment;
    now: () => Date;
    today: () => string;
    intervalMs: number;
  },
): void {
  startPeriodicJob(app, {
    intervalMs: options.intervalMs,
    failure: 'pemeriksaan ulang tagihan online gagal',
    record: { db: options.db, job: 'tagihan_online', now: options.now },
    run: async () => {
      const count = await recheckWaitingCharges(
        options.db,
        options.midtrans,
        options.recordPayment,
        options,
        options.intervalMs,
      );
      if (count > 0) app.log.info({ reread: count }, 'tagihan online diperiksa ulang');
      // a refund Midtrans refused at the cancel is tried again here, one process per charge and attempt
      const refunds = await retryRefunds(options.db, options.midtrans, options.now(), options.intervalMs);
      if (refunds.online.length + refunds.manual.length + refunds.failed.length > 0)
        app.log.info(refunds, 'pengembalian dana dicoba ulang');
    },
  });
}

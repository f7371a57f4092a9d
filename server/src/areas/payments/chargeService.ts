/** The student starts paying what is due now by one method; the owner and the admin read the charges. */
import { randomBytes } from 'node:crypto';
import type { Charge, ChargeMethod, FeeBreakdown } from '@tutor/contract';
import { amountDueNow, chargeExpiryMinutes, instalmentNumber, PAYMENT_MESSAGES } from '@tutor/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { paidTotal } from '../orders';
import { chargeOf } from './chargeView';
import { chargesOfOrder, insertCharge, waitingCharge } from './data/chargeQueries';
import { midtransTimeToIso, payWithOf, type MidtransClient } from './midtransClient';

type OrderRow = Selectable<OrderTable>;
export type ChargeOutcome = { status: 200 | 201; charge: Charge } | { status: number; message: string };

const PAYABLE = new Set(['menunggu_pembayaran', 'aktif']);

/** Our unique charge id (Midtrans' order_id: letters, digits and dashes, at most 50). */
const newChargeId = (kode: string) => `${kode}-${randomBytes(4).toString('hex')}`;

/** What is due now on the order (0: nothing), and which instalment it is. */
export async function dueNow(db: Kysely<Database>, order: OrderRow): Promise<{ amount: number; instalment: number }> {
  if (!PAYABLE.has(order.status)) return { amount: 0, instalment: 1 };
  const breakdown = JSON.parse(order.rincian_biaya) as FeeBreakdown;
  const paid = await paidTotal(db, order.id);
  return {
    amount: amountDueNow(breakdown.cicilan, breakdown.total, paid),
    instalment: instalmentNumber(breakdown.cicilan, paid),
  };
}

export async function startCharge(
  db: Kysely<Database>,
  midtrans: MidtransClient,
  order: OrderRow,
  metode: ChargeMethod,
  at: Date,
): Promise<ChargeOutcome> {
  const waiting = await waitingCharge(db, order.id, metode);
  if (waiting) return { status: 200, charge: chargeOf(waiting) };
  const due = await dueNow(db, order);
  if (due.amount <= 0) return { status: 409, message: PAYMENT_MESSAGES.notDue };
  const id = newChargeId(order.kode);
  const expiryMinutes = chargeExpiryMinutes(metode);
  const answer = await midtrans
    .charge({ chargeId: id, metode, amount: due.amount, expiryMinutes })
    .catch(() => undefined);
  if (!answer) return { status: 503, message: PAYMENT_MESSAGES.gatewayFailed };
  const now = nowIso(at);
  const inserted = await insertCharge(db, {
    id,
    order_id: order.id,
    instalment: due.instalment,
    metode,
    amount: due.amount,
    status: 'menunggu',
    expires_at: midtransTimeToIso(answer.expiry_time) ?? nowIso(new Date(at.getTime() + expiryMinutes * 60_000)),
    ...payWithOf(answer),
    raw_status: JSON.stringify(answer),
    refund: null,
    created_at: now,
    updated_at: now,
    closed_at: null,
  });
  if (!inserted) {
    // the same method pressed twice at once: the other request's charge waits; ours goes back
    await midtrans.cancel(id).catch(() => undefined);
    const other = await waitingCharge(db, order.id, metode);
    if (other) return { status: 200, charge: chargeOf(other) };
    return { status: 409, message: PAYMENT_MESSAGES.notDue };
  }
  const stored = (await chargesOfOrder(db, order.id)).find((row) => row.id === id);
  return stored ? { status: 201, charge: chargeOf(stored) } : { status: 409, message: PAYMENT_MESSAGES.notDue };
}

export async function chargesOf(db: Kysely<Database>, order: OrderRow): Promise<Charge[]> {
  return (await chargesOfOrder(db, order.id)).map(chargeOf);
}

import type { AdminPayout, Payout, PayoutRequestBody } from '@tutor/contract';
import { maskAccountNumber, payoutRequestProblem, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PayoutTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { ensureAccountCode } from './data/accountCodeQueries';
import { insertPayout, payoutExists, setPayoutPaid } from './data/payoutWrites';
import {
  adminPayoutRows,
  appendMove,
  claimableOf,
  lockOwner,
  movedByPayout,
  type LedgerSource,
} from './data/ledgerQueries';
import { notifyPayout } from '../notifications';
import { recordAudit, type Actor } from '../audit';

export type LedgerOutcome<T> = { ok: T } | { status: number; message: string };

const digitsOf = (nomor: string) => nomor.replace(/[\s-]/g, '');

export function payoutOf(row: Selectable<PayoutTable>): Payout {
  return {
    id: row.id,
    jumlah: row.jumlah,
    status: row.status === 'dibayar' ? 'dibayar' : 'diminta',
    bank: row.bank,
    nomor_rekening: maskAccountNumber(row.nomor_rekening),
    nama_pemilik: row.nama_pemilik,
    diminta_pada: row.requested_at,
    dibayar_pada: row.paid_at,
  };
}

/**
 * Everything claimable from the given sources, in one request; two requests at once make one (the
 * payee row is locked first). The referral page asks for commission, the money page for all.
 */
export async function requestPayout(
  db: Kysely<Database>,
  user: SessionUser,
  body: PayoutRequestBody,
  sources: readonly LedgerSource[],
  nothingMessage: string,
  at: Date,
  actor: Actor,
): Promise<LedgerOutcome<Payout>> {
  const problem = payoutRequestProblem(body);
  if (problem) return { status: 400, message: problem };
  return db.transaction().execute(async (trx): Promise<LedgerOutcome<Payout>> => {
    const now = nowIso(at);
    const code = await ensureAccountCode(trx, user, now);
    await lockOwner(trx, code.owner_id);
    const claimable = await claimableOf(trx, code.owner_id, sources);
    const jumlah = claimable.reduce((sum, row) => sum + row.amount, 0);
    if (jumlah <= 0) return { status: 409, message: nothingMessage };
    const payout = await insertPayout(trx, {
      owner_id: code.owner_id,
      user_id: user.id,
      jumlah,
      status: 'diminta',
      bank: body.bank.trim(),
      nomor_rekening: digitsOf(body.nomor_rekening),
      nama_pemilik: body.nama_pemilik.trim(),
      requested_at: now,
      paid_at: null,
      paid_by: null,
    });
    for (const row of claimable) {
      await appendMove(trx, {
        ...row,
        owner_id: code.owner_id,
        from: 'dapat_diklaim',
        to: 'diminta',
        payout_id: payout.id,
        created_at: now,
      });
    }
    await notifyPayout(trx, { payoutId: payout.id, step: 'diminta', actorUserId: user.id, now });
    const after = { status: 'diminta', jumlah, sumber: [...sources] };
    await recordAudit(trx, {
      actor,
      action: 'pencairan.diminta',
      object: 'pencairan',
      objectId: payout.id,
      after,
      at: now,
    });
    return { ok: payoutOf(payout) };
  });
}

export async function adminPayouts(
  db: Kysely<Database>,
  filter: { status?: string; id?: number },
): Promise<AdminPayout[]> {
  const rows = await adminPayoutRows(db, filter);
  return rows.map((row) => ({
    id: row.id,
    jumlah: row.jumlah,
    status: row.status === 'dibayar' ? 'dibayar' : 'diminta',
    bank: row.bank,
    nomor_rekening: row.nomor_rekening,
    nama_pemilik: row.nama_pemilik,
    akun: { nama: row.nama, email: row.email, whatsapp: row.whatsapp },
    honor: Number(row.honor ?? 0),
    diminta_pada: row.requested_at,
    dibayar_pada: row.paid_at,
  }));
}

/** The admin transferred the money: the request is paid once (a second press is 409). */
export async function markPayoutPaid(
  db: Kysely<Database>,
  admin: SessionUser,
  id: number,
  at: Date,
  actor: Actor,
): Promise<LedgerOutcome<AdminPayout>> {
  const outcome = await db.transaction().execute(async (trx): Promise<LedgerOutcome<true>> => {
    const now = nowIso(at);
    if (!(await setPayoutPaid(trx, id, { paidBy: admin.id, now }))) {
      const exists = await payoutExists(trx, id);
      return exists
        ? { status: 409, message: REFERRAL_LEDGER_MESSAGES.alreadyPaid }
        : { status: 404, message: REFERRAL_LEDGER_MESSAGES.payoutNotFound };
    }
    for (const row of await movedByPayout(trx, id)) {
      await appendMove(trx, { ...row, from: 'diminta', to: 'dibayar', payout_id: id, created_at: now });
    }
    await notifyPayout(trx, { payoutId: id, step: 'dibayar', actorUserId: admin.id, now });
    const paid = { before: { status: 'diminta' }, after: { status: 'dibayar' }, at: now };
    await recordAudit(trx, { actor, action: 'pencairan.dibayar', object: 'pencairan', objectId: id, ...paid });
    return { ok: true };
  });
  if (!('ok' in outcome)) return outcome;
  const [row] = await adminPayouts(db, { id });
  return row ? { ok: row } : { status: 404, message: REFERRAL_LEDGER_MESSAGES.payoutNotFound };
}

import { openOrdersMessage, PERSONAL_DATA_MESSAGES } from '@tutor/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { passwordHashing } from '../../lib/hashSlots';
import { verifyPassword } from '../../lib/passwords';
import { forgetUserSessions } from '../../plugins/sessionCache';
import type { SessionUser } from '../../plugins/session';
import { changeTeacherSearch, refreshTeacherSearch } from '../catalog';
import { anonymiseAccount } from '../accounts';
import { eraseTeacher, eraseTraces } from './accountErasure';
import * as reads from './data/deletionReads';

export type DeletionOutcome = { ok: true } | { status: 403 | 409; message: string };

/**
 * "Hapus akun" (UU 27/2022, the right to erasure): with the account's password, and only when no
 * order of it is still open and no payout is waiting, everything that identifies the person goes
 * at once, in one transaction; orders, payments and money rows stay, as the law on records asks.
 * Admins are refused: an admin's access ends by another admin, not by itself.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  user: SessionUser,
  password: string,
  now: () => Date,
): Promise<DeletionOutcome> {
  if (user.role === 'admin') return { status: 403, message: PERSONAL_DATA_MESSAGES.adminCannotDelete };
  const stored = await reads.accountForDeletion(db, user.id);
  if (!stored) return { status: 403, message: PERSONAL_DATA_MESSAGES.wrongPassword };
  // a doubled press whose session was read just before the other one deleted the account
  if (stored.dihapus_at !== null) return { ok: true };
  // the password is checked outside the transaction: hashing takes a while and holds no rows
  if (!(await passwordHashing.run(() => verifyPassword(password, stored.password_hash))))
    return { status: 403, message: PERSONAL_DATA_MESSAGES.wrongPassword };

  const erase = async (trx: Transaction<Database>): Promise<DeletionOutcome> => {
    const account = await reads.accountForDeletion(trx, user.id);
    // deleted meanwhile by a doubled request: that one did it
    if (!account || account.dihapus_at !== null) return { ok: true };
    const openOrders = await reads.openOrderCodes(trx, account.id);
    if (openOrders.length > 0) return { status: 409, message: openOrdersMessage(openOrders) };
    if (await reads.hasUnpaidPayout(trx, account.id))
      return { status: 409, message: PERSONAL_DATA_MESSAGES.openPayout };
    if (!(await anonymiseAccount(trx, account.id, nowIso(now())))) return { ok: true };
    await eraseTraces(trx, account);
    if (account.teacher_id !== null) {
      await eraseTeacher(trx, account.id, account.teacher_id);
      await refreshTeacherSearch(trx, account.teacher_id);
    }
    return { ok: true };
  };
  const outcome =
    stored.teacher_id !== null ? await changeTeacherSearch(db, erase) : await db.transaction().execute(erase);
  // every process forgets the account's sessions now, not in a second
  if ('ok' in outcome) forgetUserSessions(user.id);
  return outcome;
}

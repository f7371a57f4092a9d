import type { FeeBreakdown } from '@tutor/contract';
import { lessonPrice, meetingHonor } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ensureAccountCode } from './data/accountCodeQueries';
import { meetingForHonor } from './data/honorReads';
import { appendHonor } from './data/ledgerQueries';
import { recordAudit, SYSTEM_ACTOR } from '../audit';

/**
 * A meeting just became selesai, in this transaction: the teacher who held it (the meeting's, not
 * the order's: after a change of teacher each is paid for what they taught) earns its honor. Once
 * per meeting: a second call (a retried job, a second decision) writes nothing and answers false.
 * The honor is the rule's, not a person's act (whoever made the meeting selesai has their own row),
 * so its audit row names the system.
 */
export async function earnHonor(trx: Transaction<Database>, meetingId: number, at: string): Promise<boolean> {
  const meeting = await meetingForHonor(trx, meetingId);
  if (!meeting) return false;
  const breakdown = JSON.parse(meeting.rincian_biaya) as Pick<FeeBreakdown, 'biaya_pendaftaran'>;
  const price = lessonPrice({ total: meeting.total, biaya_pendaftaran: breakdown.biaya_pendaftaran });
  const amount = meetingHonor(price, meeting.meetingCount, meeting.nomor);
  const payee = await ensureAccountCode(trx, { id: meeting.user_id, nama: meeting.nama, role: meeting.role }, at);
  const earned = await appendHonor(trx, {
    owner_id: payee.owner_id,
    order_id: meeting.order_id,
    meeting_id: meeting.id,
    amount,
    created_at: at,
  });
  const after = { guru_user_id: meeting.user_id, jumlah: amount, status: 'dapat_diklaim' };
  if (earned)
    await recordAudit(trx, {
      actor: SYSTEM_ACTOR,
      action: 'honor.dicatat',
      object: 'pertemuan',
      objectId: meeting.id,
      after,
      at,
    });
  return earned;
}

import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;
type Slot = { tanggal: string; jam: string };

/**
 * Stores a proposal on a terjadwal meeting that has none pending: one conditional UPDATE, so of two
 * proposals sent at once one is stored and the other finds it pending (false).
 */
export async function storeProposal(
  trx: Trx,
  id: number,
  slot: Slot,
  by: 'siswa' | 'guru',
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('meetings')
    .set({ proposal_tanggal: slot.tanggal, proposal_jam: slot.jam, proposal_by: by, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'terjadwal')
    .where('proposal_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes exactly this pending proposal (same side, date and time), moving the meeting to it when
 * agreed. Two answers at once: the second waits for the first, then finds no proposal (false).
 */
export async function closeProposal(
  trx: Trx,
  id: number,
  proposal: Slot & { by: string },
  agreed: boolean,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('meetings')
    .set({
      ...(agreed ? { tanggal: proposal.tanggal, jam: proposal.jam } : {}),
      proposal_tanggal: null,
      proposal_jam: null,
      proposal_by: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'terjadwal')
    .where('proposal_by', '=', proposal.by)
    .where('proposal_tanggal', '=', proposal.tanggal)
    .where('proposal_jam', '=', proposal.jam)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

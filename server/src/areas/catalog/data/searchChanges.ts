import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * What teacher search shows (its rows in teacher_search and the cards' columns of teachers) is
 * remembered per process for a short while: filter totals (searchTotals.ts) and whole answers
 * (the teacher routes' answer cache). Both keep what they read together with the generation
 * current when they started reading, and reuse it only while the generation is unchanged.
 *
 * Another server process on the same database cannot bump this process's generation: what this
 * process remembers is therefore also dropped after SEARCH_CHANGE_VISIBLE_MS.
 */
export const SEARCH_CHANGE_VISIBLE_MS = 10_000;

let generation = 0;

/** Called whenever what teacher search shows changes: nothing read before is reused in this process. */
export function teacherSearchChanged(): void {
  generation += 1;
}

export function searchGeneration(): number {
  return generation;
}

/**
 * A transaction that changes what teacher search shows, and the change marked once more after
 * the commit. refreshTeacherSearch marks it inside the transaction already, but on PostgreSQL a
 * search that starts between that mark and the commit still reads the old rows; it would keep
 * them under the new generation. Marking after the commit too leaves such a read stale at once.
 */
export async function changeTeacherSearch<T>(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } finally {
    teacherSearchChanged();
  }
}

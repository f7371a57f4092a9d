import type { Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Holds one account's row lock until the transaction ends, so that what an area does for that
 * account runs one transaction after the other (one student's concurrent orders; one account's
 * concurrent e-mail settings). It writes nothing: a no-op UPDATE is the lock both databases take
 * (PostgreSQL keeps the row lock until commit; SQLite runs one write transaction at a time, and has
 * no SELECT ... FOR UPDATE). It lives below the areas so that any area may take it without writing
 * `users`, which only accounts writes (docs/architecture/table-owners.md).
 */
export async function lockAccountRow(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ nama: eb.ref('nama') }))
    .where('id', '=', userId)
    .execute();
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Who referred a student: the code of their earliest order that used one and was not cancelled. */
export async function referrerOfStudent(db: Db, studentUserId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('referral_codes as rc', 'rc.id', 'o.referral_code_id')
    .select(['rc.id as referral_code_id', 'rc.owner_id'])
    .where('o.user_id', '=', studentUserId)
    .where('o.status', '!=', 'dibatalkan')
    .orderBy('o.id')
    .executeTakeFirst();
}

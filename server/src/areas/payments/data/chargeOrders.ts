/** What the payments area reads of a charge's order (orders is written by its own area only). */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderTable } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function orderCodeAndOwner(db: Db, orderId: number): Promise<{ kode: string; user_id: number }> {
  return db.selectFrom('orders').select(['kode', 'user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export function chargedOrder(db: Db, orderId: number): Promise<Selectable<OrderTable>> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

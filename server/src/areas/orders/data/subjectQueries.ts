import { CompiledQueries } from '../../../db/compiledQueries';
import type { Database, Db } from '../../../db/schema';

/** Subject names of orders, per number of orders (the IN list's length is the shape). */
const subjectQueries = new CompiledQueries<Database, { order_id: number; nama: string }>((db, slot, key) =>
  db
    .selectFrom('order_subjects')
    .select(['order_id', 'nama'])
    .where(
      'order_id',
      'in',
      Array.from({ length: Number(key) }, (_, index) => slot<number>(`id${index}`)),
    )
    .orderBy('order_id')
    .orderBy('urutan'),
);

/** Subject names of several orders, in the order the student chose them. */
export async function subjectsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const byOrder = new Map<number, string[]>();
  if (orderIds.length === 0) return byOrder;
  const values = Object.fromEntries(orderIds.map((id, index) => [`id${index}`, id]));
  const { rows } = await db.executeQuery(subjectQueries.bind(db, String(orderIds.length), values));
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.nama]);
  return byOrder;
}

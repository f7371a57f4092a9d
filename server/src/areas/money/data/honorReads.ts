import type { Db } from '../../../db/schema';

/** What a meeting's honor is reckoned from: the meeting, its order's price, its teacher, and how many meetings the order has. */
export async function meetingForHonor(db: Db, meetingId: number) {
  const meeting = await db
    .selectFrom('meetings as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .innerJoin('users as u', 'u.id', 'm.teacher_user_id')
    .select(['m.id', 'm.order_id', 'm.nomor', 'o.total', 'o.rincian_biaya', 'u.id as user_id', 'u.nama', 'u.role'])
    .where('m.id', '=', meetingId)
    .executeTakeFirst();
  if (!meeting) return undefined;
  const counted = await db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', meeting.order_id)
    .executeTakeFirstOrThrow();
  return { ...meeting, meetingCount: Number(counted.n) };
}

import type { MeetingStatus, OrderStatus } from '@tutor/contract';
import type { CancelCheck } from '@tutor/rules';
import type { Db } from '../../db/schema';
import { meetingStatesOfOrder } from './data/meetingReads';

/** What the cancellation rule (shared/rules mayCancelNow) reads of an order: its state and every meeting's state and start. */
export async function cancelCheckOf(db: Db, order: { id: number; status: string }): Promise<CancelCheck> {
  const meetings = await meetingStatesOfOrder(db, order.id);
  return {
    status: order.status as OrderStatus,
    meetings: meetings.map((meeting) => ({ ...meeting, status: meeting.status as MeetingStatus })),
  };
}

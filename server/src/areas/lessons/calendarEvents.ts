/**
 * What a calendar feed says about one meeting, for the person whose feed it is. One rule for every
 * move: a meeting that no longer happens for that person stays in their feed as `CANCELLED` with
 * its UID, so a subscribed phone removes the event instead of keeping a stale one.
 */
export type FeedEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface FeedMeeting {
  status: string;
  order_status: string;
}

/**
 * - the order is cancelled: cancelled for everyone;
 * - a meeting still to come of an order that is not `aktif` (a teacher change looks for the next
 *   teacher): cancelled for the teacher who holds it until the hand-over, tentative for the student
 *   (the lesson will happen, with a teacher not chosen yet);
 * - a meeting a move took from the person (`takenAway`): cancelled;
 * - otherwise confirmed (held, reported, disputed and future meetings of an active order).
 */
export function feedEventStatus(meeting: FeedMeeting, role: string, takenAway: boolean): FeedEventStatus {
  if (takenAway || meeting.order_status === 'dibatalkan') return 'CANCELLED';
  if (meeting.status === 'terjadwal' && meeting.order_status !== 'aktif')
    return role === 'guru' ? 'CANCELLED' : 'TENTATIVE';
  return 'CONFIRMED';
}

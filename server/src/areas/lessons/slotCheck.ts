import { clashMessage, holidayMessage, MEETING_MESSAGES } from '@tutor/rules';
import { isRealIsoDate } from '../../lib/dates';
import type { Db } from '../../db/schema';
import { holidaysBetween } from '../orders';
import { clashesAt } from './data/scheduleClash';

/**
 * What is wrong with moving one meeting of a teacher to a new date and time, or null: the wizard's
 * slot rules (a real date not before today, not a national holiday, named; the 06:00-22:45
 * quarter hours are the contract's) and no overlap with another meeting of the same teacher (409).
 * Shared by the admin's decision and the reschedule proposal and its agreement.
 */
export async function newSlotRefusal(
  db: Db,
  meeting: { id: number; teacher_id: number },
  slot: { tanggal: string; jam: string },
  today: string,
): Promise<{ status: number; message: string } | null> {
  if (!isRealIsoDate(slot.tanggal)) return { status: 400, message: MEETING_MESSAGES.dateInvalid };
  if (slot.tanggal < today) return { status: 400, message: MEETING_MESSAGES.dateInPast };
  const [holiday] = await holidaysBetween(db, slot.tanggal, slot.tanggal);
  if (holiday) return { status: 400, message: holidayMessage(holiday.nama) };
  const clashes = await clashesAt(db, meeting.teacher_id, slot, meeting.id);
  return clashes.length > 0 ? { status: 409, message: clashMessage(clashes) } : null;
}

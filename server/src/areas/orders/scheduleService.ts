import type { GeneratedScheduleAnswer, GenerateScheduleBody } from '@tutor/contract';
import {
  addDaysIso,
  generateSchedule,
  ORDER_MESSAGES,
  WEEKDAYS,
  WIZARD_MESSAGES,
  type ScheduleSlot,
  type Weekday,
} from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isRealIsoDate } from '../../lib/dates';
import { holidaysBetween, packageById } from './data/draftQueries';

const isWeekday = (text: string): text is Weekday => (WEEKDAYS as readonly string[]).includes(text);

/** generateSchedule stops after this many days; holidays further out cannot matter. */
const HORIZON_DAYS = 3 * 366;

/** The draft's schedule with national holidays from the `holidays` table skipped. */
export async function draftSchedule(
  db: Kysely<Database>,
  body: GenerateScheduleBody,
  today: string,
): Promise<GeneratedScheduleAnswer | { problem: string }> {
  const paket = await packageById(db, body.paket);
  if (!paket) return { problem: ORDER_MESSAGES.packageNotFound };
  const subjects = body.subject.map((subject) => ({
    mata_pelajaran: subject.mata_pelajaran.trim(),
    jumlah: subject.jumlah,
  }));
  if (subjects.some((subject) => subject.mata_pelajaran === '')) return { problem: WIZARD_MESSAGES.subjectRequired };
  if (new Set(subjects.map((subject) => subject.mata_pelajaran)).size !== subjects.length)
    return { problem: ORDER_MESSAGES.subjectDuplicate };
  if (subjects.length > paket.jumlah) return { problem: WIZARD_MESSAGES.tooManySubjects };
  if (subjects.reduce((sum, subject) => sum + subject.jumlah, 0) !== paket.jumlah)
    return { problem: WIZARD_MESSAGES.meetingsMustMatch };
  if (!isRealIsoDate(body.tanggal_mulai_les)) return { problem: ORDER_MESSAGES.startDateInvalid };
  if (body.tanggal_mulai_les < today) return { problem: ORDER_MESSAGES.startDateInPast };

  // "Senin 16:00": the contract's pattern already allows only a weekday, one space and a time.
  const slots: ScheduleSlot[] = [];
  for (const text of body.waktu) {
    const [hari = '', jam = ''] = text.split(' ');
    if (!isWeekday(hari)) return { problem: 'Hari les tidak valid' };
    slots.push({ hari, jam });
  }
  if (new Set(slots.map((slot) => slot.hari)).size !== slots.length) return { problem: WIZARD_MESSAGES.sameWeekday };

  const holidays = await holidaysBetween(db, body.tanggal_mulai_les, addDaysIso(body.tanggal_mulai_les, HORIZON_DAYS));
  const schedule = generateSchedule({ startDate: body.tanggal_mulai_les, slots, subjects, holidays });
  return { data: schedule.items, libur: schedule.libur };
}

/**
 * Schedule generation: from the start date, each day whose weekday has a slot gets one
 * meeting at that time until the meeting count is reached; national holidays are skipped and
 * reported; subjects are spread through the schedule in proportion to their meeting counts.
 */
import type { WEEKDAY_NAMES } from '@tutor/contract';

/** The apps' list of the days (the contract's WEEKDAY_NAMES by value: `satisfies` keeps the two equal). */
export const WEEKDAYS = [
  'Senin',
  'Selasa',
  'Rabu',
  'Kamis',
  'Jumat',
  'Sabtu',
  'Minggu',
] as const satisfies typeof WEEKDAY_NAMES;
export type Weekday = (typeof WEEKDAYS)[number];

/** The 12 schedule colours; a subject keeps its colour through the schedule. */
export const SUBJECT_COLORS: readonly string[] = [
  '#1e88e5',
  '#43a047',
  '#e53935',
  '#fb8c00',
  '#8e24aa',
  '#00897b',
  '#3949ab',
  '#c0ca33',
  '#d81b60',
  '#6d4c41',
  '#546e7a',
  '#fdd835',
];

export interface ScheduleSlot {
  hari: Weekday;
  /** HH:mm */
  jam: string;
}

export interface SubjectMeetings {
  mata_pelajaran: string;
  jumlah: number;
}

export interface Holiday {
  /** YYYY-MM-DD */
  tanggal: string;
  nama: string;
}

export interface ScheduleItem {
  iterasi: number;
  tanggal: string;
  hari: Weekday;
  jam: string;
  mata_pelajaran: string;
  color: string;
}

export interface GeneratedSchedule {
  items: ScheduleItem[];
  /** holidays that fell on a slot's weekday and were skipped */
  libur: Holiday[];
}

/** Weekday of an ISO date, computed in UTC so the machine's zone never shifts it. */
export function weekdayOf(isoDate: string): Weekday {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] as Weekday;
}

export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The order in which subjects take the meetings: smooth weighted round robin, so 6 Matematika and
 * 2 Fisika become M M F M M M F M rather than six in a row.
 */
export function spreadSubjects(subjects: readonly SubjectMeetings[]): string[] {
  const total = subjects.reduce((sum, subject) => sum + subject.jumlah, 0);
  const credit = subjects.map(() => 0);
  const left = subjects.map((subject) => subject.jumlah);
  const order: string[] = [];
  for (let step = 0; step < total; step += 1) {
    let best = -1;
    subjects.forEach((subject, index) => {
      if ((left[index] ?? 0) <= 0) return;
      credit[index] = (credit[index] ?? 0) + subject.jumlah;
      if (best === -1 || (credit[index] ?? 0) > (credit[best] ?? 0)) best = index;
    });
    credit[best] = (credit[best] ?? 0) - total;
    left[best] = (left[best] ?? 0) - 1;
    order.push(subjects[best]?.mata_pelajaran ?? '');
  }
  return order;
}

/** Splits a package's meetings evenly over the subjects; the remainder goes to the first ones. */
export function splitMeetings(total: number, subjectCount: number): number[] {
  if (subjectCount <= 0) return [];
  const base = Math.floor(total / subjectCount);
  const remainder = total - base * subjectCount;
  return Array.from({ length: subjectCount }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** No schedule runs longer than this; it also bounds the loop when every slot day is a holiday. */
const MAX_DAYS = 3 * 366;

export interface ScheduleRequest {
  startDate: string;
  slots: readonly ScheduleSlot[];
  subjects: readonly SubjectMeetings[];
  holidays: readonly Holiday[];
}

export function generateSchedule({ startDate, slots, subjects, holidays }: ScheduleRequest): GeneratedSchedule {
  const order = spreadSubjects(subjects);
  const colours = new Map(
    subjects.map((subject, index) => [subject.mata_pelajaran, SUBJECT_COLORS[index % SUBJECT_COLORS.length] ?? '']),
  );
  const timeOf = new Map(slots.map((slot) => [slot.hari, slot.jam]));
  const holidayOn = new Map(holidays.map((holiday) => [holiday.tanggal, holiday]));
  const items: ScheduleItem[] = [];
  const libur: Holiday[] = [];
  for (let offset = 0; items.length < order.length && offset < MAX_DAYS && timeOf.size > 0; offset += 1) {
    const tanggal = addDaysIso(startDate, offset);
    const hari = weekdayOf(tanggal);
    const jam = timeOf.get(hari);
    if (jam === undefined) continue;
    const holiday = holidayOn.get(tanggal);
    if (holiday) {
      libur.push(holiday);
      continue;
    }
    const subject = order[items.length] ?? '';
    items.push({
      iterasi: items.length + 1,
      tanggal,
      hari,
      jam,
      mata_pelajaran: subject,
      color: colours.get(subject) ?? SUBJECT_COLORS[0] ?? '',
    });
  }
  return { items, libur };
}

import type { OrderDraftBody } from '@tutor/contract';
import {
  meetingsAdjustable,
  ORDER_MESSAGES,
  splitMeetings,
  stepOneProblem,
  subjectSelectionMode,
  SUBJECT_COLORS,
  weekdayOf,
  WIZARD_MESSAGES,
  type ScheduleItem,
} from '@tutor/rules';
import { isRealIsoDate } from '../../lib/dates';

export interface CheckedSubject {
  nama: string;
  jumlah: number;
  color: string;
}

/** A checked meeting of the draft: the same row the rules' schedule generates. */
export type CheckedMeeting = ScheduleItem;

/** The subjects a level allows, as given in the draft; null when acceptable. */
export function subjectChoiceProblem(
  jenjangId: number,
  levelName: string,
  offered: readonly string[],
  chosen: readonly string[],
): string | null {
  const names = chosen.map((name) => name.trim());
  if (names.length === 0 || names.some((name) => name === '')) return WIZARD_MESSAGES.subjectRequired;
  if (new Set(names).size !== names.length) return ORDER_MESSAGES.subjectDuplicate;
  const mode = subjectSelectionMode(jenjangId);
  if (mode === 'none') return names.length === 1 && names[0] === levelName ? null : ORDER_MESSAGES.subjectNotOffered;
  if (mode === 'single' && names.length !== 1) return ORDER_MESSAGES.singleSubject;
  // Free-text levels take what the student typed; the others pick from the level's list.
  if (mode !== 'text' && offered.length > 0 && names.some((name) => !offered.includes(name)))
    return ORDER_MESSAGES.subjectNotOffered;
  return null;
}

/**
 * Checks the draft's schedule against the package, the subjects and the weekly slots;
 * the meetings of each subject are what the schedule gives it. Answers the schedule in date order
 * with each subject's colour, or the reason it does not fit.
 */
export function checkSchedule(
  draft: Pick<OrderDraftBody, 'jenjang_id' | 'tanggal_mulai_les' | 'waktu_les' | 'mata_pelajaran' | 'jadwal'>,
  packageMeetings: number,
): { subjects: CheckedSubject[]; meetings: CheckedMeeting[] } | { problem: string } {
  const days = draft.waktu_les.map((slot) => slot.hari);
  if (new Set(days).size !== days.length) return { problem: WIZARD_MESSAGES.sameWeekday };
  const names = draft.mata_pelajaran.map((name) => name.trim());
  if (names.length > packageMeetings) return { problem: WIZARD_MESSAGES.tooManySubjects };
  const counts = new Map(names.map((name) => [name, 0]));
  for (const item of draft.jadwal) {
    const count = counts.get(item.mata_pelajaran.trim());
    if (count === undefined) return { problem: ORDER_MESSAGES.scheduleMismatch };
    counts.set(item.mata_pelajaran.trim(), count + 1);
  }
  const subjects = names.map((nama, index) => ({
    nama,
    jumlah: counts.get(nama) ?? 0,
    color: SUBJECT_COLORS[index % SUBJECT_COLORS.length] ?? '',
  }));
  if (draft.jadwal.length !== packageMeetings || subjects.some((subject) => subject.jumlah < 1))
    return { problem: ORDER_MESSAGES.scheduleMismatch };
  const stepOne = stepOneProblem({
    jenjangId: draft.jenjang_id,
    subjectsAvailable: true,
    subjects: subjects.map((subject) => ({ mata_pelajaran: subject.nama, jumlah: subject.jumlah })),
    packageMeetings,
  });
  if (stepOne) return { problem: stepOne };
  // Only SMP, SMA and SMK may share meetings unevenly; the others get the even split.
  const even = splitMeetings(packageMeetings, subjects.length).sort((a, b) => a - b);
  const given = subjects.map((subject) => subject.jumlah).sort((a, b) => a - b);
  if (!meetingsAdjustable(draft.jenjang_id) && even.some((value, index) => value !== given[index]))
    return { problem: WIZARD_MESSAGES.meetingsMustMatch };

  const slots = new Set(draft.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`));
  const seenDates = new Set<string>();
  for (const item of draft.jadwal) {
    if (!isRealIsoDate(item.tanggal) || item.tanggal < draft.tanggal_mulai_les || seenDates.has(item.tanggal))
      return { problem: ORDER_MESSAGES.scheduleMismatch };
    if (!slots.has(`${weekdayOf(item.tanggal)} ${item.jam}`)) return { problem: ORDER_MESSAGES.scheduleMismatch };
    seenDates.add(item.tanggal);
  }
  const colourOf = new Map(subjects.map((subject) => [subject.nama, subject.color]));
  const meetings = [...draft.jadwal]
    .sort((a, b) => a.tanggal.localeCompare(b.tanggal))
    .map((item, index) => {
      const mata_pelajaran = item.mata_pelajaran.trim();
      return {
        iterasi: index + 1,
        tanggal: item.tanggal,
        hari: weekdayOf(item.tanggal),
        jam: item.jam,
        mata_pelajaran,
        color: colourOf.get(mata_pelajaran) ?? '',
      };
    });
  return { subjects, meetings };
}

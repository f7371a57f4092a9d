/** The wizard's weekly times and the schedule the server generates from them (step 2). */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, DateInput, IdInteger, IsoDate, WEEKDAY_NAMES, Weekday } from '../common';

/** HH:mm of a lesson: hours 06-22, minutes 00/15/30/45. */
export const LessonClock = Type.String({ maxLength: 5, pattern: '^(0[6-9]|1[0-9]|2[0-2]):(00|15|30|45)$' });
export const SubjectName = Type.String({ minLength: 1, maxLength: 100 });

/** A weekly lesson time as the wizard writes it: "Senin 16:00". */
export const WeekdayTime = Type.String({
  maxLength: 20,
  pattern: `^(${WEEKDAY_NAMES.join('|')}) (0[6-9]|1[0-9]|2[0-2]):(00|15|30|45)$`,
});

export const ScheduleSubject = Type.Object(
  { mata_pelajaran: SubjectName, jumlah: Type.Integer({ minimum: 1, maximum: 120 }) },
  { additionalProperties: false },
);

export const GenerateScheduleBody = Type.Object(
  {
    paket: IdInteger,
    tanggal_mulai_les: DateInput,
    waktu: Type.Array(WeekdayTime, { minItems: 1, maxItems: 7 }),
    subject: Type.Array(ScheduleSubject, { minItems: 1, maxItems: 120 }),
  },
  { additionalProperties: false },
);
export type GenerateScheduleBody = Static<typeof GenerateScheduleBody>;

export const ScheduleItem = Answer({
  iterasi: Type.Integer(),
  tanggal: IsoDate,
  hari: Weekday,
  jam: Type.String(),
  mata_pelajaran: Type.String(),
  color: Type.String(),
});
export type ScheduleItem = Static<typeof ScheduleItem>;
export const SkippedHoliday = Answer({ tanggal: IsoDate, nama: Type.String() });
export type SkippedHoliday = Static<typeof SkippedHoliday>;
export const GeneratedScheduleAnswer = Answer({ data: Type.Array(ScheduleItem), libur: Type.Array(SkippedHoliday) });
export type GeneratedScheduleAnswer = Static<typeof GeneratedScheduleAnswer>;

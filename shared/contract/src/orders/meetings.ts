/**
 * The lessons after the first payment: every meeting of an active order, its learning
 * report, the student's confirmation or dispute, the admin's decision, the teacher's week and the
 * private calendar feed. Contact details of the other side appear only once the order is paid.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, DateInput, IsoDate, LearningSystem, Query } from '../common';
import { LessonClock } from './schedule';
export * from './contacts';

/** YYYY-MM-DD in a request. */

export const MeetingStatus = Type.Union([
  Type.Literal('terjadwal'),
  Type.Literal('dilaporkan'),
  Type.Literal('disanggah'),
  Type.Literal('selesai'),
]);
export type MeetingStatus = Static<typeof MeetingStatus>;

/** Who acted on a meeting, as the history and a proposal name them. */
export const MeetingActor = Type.Union([
  Type.Literal('siswa'),
  Type.Literal('guru'),
  Type.Literal('admin'),
  Type.Literal('sistem'),
]);
export type MeetingActor = Static<typeof MeetingActor>;

export const MeetingReport = Answer({
  topik: Type.String(),
  catatan: Type.String(),
  /** ISO 8601 timestamp of the report */
  waktu: Type.String(),
});
export type MeetingReport = Static<typeof MeetingReport>;

export const MeetingProposal = Answer({ tanggal: IsoDate, jam: Type.String(), oleh: MeetingActor });
export type MeetingProposal = Static<typeof MeetingProposal>;

export const MeetingHistoryEntry = Answer({
  dari: Type.Union([MeetingStatus, Type.Null()]),
  ke: MeetingStatus,
  oleh: Type.String({ description: 'who made the change: the role and name' }),
  waktu: Type.String({ description: 'ISO 8601 timestamp' }),
  keterangan: Type.String({ description: 'what changed in words: a new date, a reason' }),
});
export type MeetingHistoryEntry = Static<typeof MeetingHistoryEntry>;

export const Meeting = Answer({
  id: Type.Integer(),
  nomor: Type.Integer({ minimum: 1 }),
  tanggal: IsoDate,
  /** HH:mm, Asia/Jakarta (WIB) */
  jam: Type.String(),
  mata_pelajaran: Type.String(),
  status: MeetingStatus,
  guru: Answer({ id: Type.Integer(), nama: Type.String() }),
  laporan: Type.Union([MeetingReport, Type.Null()]),
  /** the student's reason when disputed, else null */
  sanggahan: Type.Union([Type.String(), Type.Null()]),
  /** a pending reschedule proposal, else null */
  usulan: Type.Union([MeetingProposal, Type.Null()]),
  /** when a reported meeting confirms itself (report + 72 h), ISO 8601; null unless dilaporkan */
  batas_konfirmasi: Type.Union([Type.String(), Type.Null()]),
  riwayat: Type.Array(MeetingHistoryEntry),
  /**
   * the video room of an Online meeting (a Jitsi Meet URL unless the server says otherwise), only
   * for the order's student, the teacher holding the meeting and an admin; absent otherwise
   */
  tautan_kelas: Type.Optional(Type.String()),
});
export type Meeting = Static<typeof Meeting>;

export const OrderMeetings = Answer({
  /** meetings not yet selesai (sisa pertemuan) */
  sisa: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(Meeting),
});
export type OrderMeetings = Static<typeof OrderMeetings>;
export const OrderMeetingsAnswer = Answer({ data: OrderMeetings });
export type OrderMeetingsAnswer = Static<typeof OrderMeetingsAnswer>;

/** A meeting in the teacher's week: which order, which student, where. */
export const TeacherMeeting = Answer({
  ...Meeting.properties,
  kode: Type.String({ description: 'the order code' }),
  siswa: Answer({ nama: Type.String(), whatsapp: Type.String() }),
  jenjang: Type.String(),
  sistem_pembelajaran: LearningSystem,
  /** the full address for Offline lessons; "Online" otherwise */
  tempat: Type.String(),
});
export type TeacherMeeting = Static<typeof TeacherMeeting>;
export const TeacherScheduleAnswer = Answer({ data: Type.Array(TeacherMeeting) });
export type TeacherScheduleAnswer = Static<typeof TeacherScheduleAnswer>;
export const TeacherScheduleQuery = Query({ dari: DateInput, sampai: DateInput });
export type TeacherScheduleQuery = Static<typeof TeacherScheduleQuery>;

export const MeetingParams = Query({ id: Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }) });

export const MeetingReportBody = Type.Object(
  {
    topik: Type.String({ minLength: 1, maxLength: 200 }),
    catatan: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type MeetingReportBody = Static<typeof MeetingReportBody>;

export const MeetingDisputeBody = Type.Object(
  { alasan: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type MeetingDisputeBody = Static<typeof MeetingDisputeBody>;

/** held → selesai; not held → terjadwal at the new date and time (checked like the wizard's slots). */
export const MeetingDecisionBody = Type.Object(
  {
    terlaksana: Type.Boolean(),
    tanggal: Type.Optional(DateInput),
    jam: Type.Optional(LessonClock),
  },
  { additionalProperties: false },
);
export type MeetingDecisionBody = Static<typeof MeetingDecisionBody>;

/** A new date and time for one meeting (ubah jadwal), checked like the wizard's slots. */
export const RescheduleBody = Type.Object({ tanggal: DateInput, jam: LessonClock }, { additionalProperties: false });
export type RescheduleBody = Static<typeof RescheduleBody>;

export const MeetingAnswer = Answer({ data: Meeting });
export type MeetingAnswer = Static<typeof MeetingAnswer>;

export const CalendarLink = Answer({
  data: Answer({ url: Type.String({ description: 'the secret feed URL (absolute path)' }) }),
});
export type CalendarLink = Static<typeof CalendarLink>;
/** `{token}.ics`: the secret, then the extension calendar apps expect. */
export const CalendarFeedParams = Query({
  token: Type.String({ minLength: 5, maxLength: 100, pattern: '^[A-Za-z0-9_-]+\\.ics$' }),
});

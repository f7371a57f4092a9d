/** The lessons (012): meetings of paid orders, their history, and the calendar feeds. */
import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface MeetingTable {
  id: Generated<number>;
  order_id: number;
  /** 1..N in the order's schedule */
  nomor: number;
  /** YYYY-MM-DD and HH:mm, WIB */
  tanggal: string;
  jam: string;
  mata_pelajaran: string;
  /** the teacher who holds it: their teachers row and their account */
  teacher_id: number;
  teacher_user_id: number;
  /** a MeetingStatus of @tutor/contract */
  status: string;
  report_topic: Nullable<string>;
  report_note: Nullable<string>;
  /** ISO 8601 (UTC): the 72-hour confirmation counts from here */
  reported_at: Nullable<string>;
  dispute_reason: Nullable<string>;
  /** the pending reschedule proposal (014): its date, time and side (siswa | guru), all null when none */
  proposal_tanggal: Nullable<string>;
  proposal_jam: Nullable<string>;
  proposal_by: Nullable<string>;
  /** the random token of its video room (028); shown as a room URL only for an Online order */
  video_room: Nullable<string>;
  created_at: string;
  updated_at: string;
}

/** Append-only: one row per move of a meeting. */
export interface MeetingHistoryTable {
  id: Generated<number>;
  meeting_id: number;
  from_status: string | null;
  to_status: string;
  /** null when the system moved it (the 72-hour confirmation) */
  actor_user_id: number | null;
  /** "Guru: Sinta Dewi", kept as written */
  actor_label: string;
  /** what changed in words: a new date, a reason */
  note: string;
  created_at: string;
}

/** One secret feed URL per user; only the SHA-256 of its token is stored. */
export interface CalendarFeedTable {
  user_id: number;
  generation: number;
  token_hash: string;
  created_at: string;
}

/** A meeting a person's feed sends as cancelled: a move took it from them (migration 025). */
export interface CalendarCancellationTable {
  id: Generated<number>;
  user_id: number;
  meeting_id: number;
  created_at: string;
}

import { randomBytes } from 'node:crypto';

/** Jitsi Meet needs no account: anyone with the room's URL joins, so the URL itself is the secret. */
export const DEFAULT_VIDEO_ROOM_BASE_URL = 'https://meet.jit.si/';

/** A new meeting's room token: 128 random bits, letters and digits only (a valid Jitsi room name). */
export function newVideoRoomToken(): string {
  return randomBytes(16).toString('hex');
}

/** The base of every room URL: VIDEO_ROOM_BASE_URL (another Jitsi server, say) or Jitsi's public one. */
export function videoRoomBase(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.VIDEO_ROOM_BASE_URL?.trim() || DEFAULT_VIDEO_ROOM_BASE_URL;
  return base.endsWith('/') ? base : `${base}/`;
}

/** The room of a stored token: `https://meet.jit.si/<token>` unless VIDEO_ROOM_BASE_URL says otherwise. */
export function videoRoomUrl(token: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${videoRoomBase(env)}${token}`;
}

/** Who reads a meeting: the session's account. */
export interface RoomViewer {
  id: number;
  role: string;
}

/** What decides whether a meeting has a room and who may enter it. */
export interface RoomMeeting {
  video_room: string | null;
  teacher_user_id: number;
  sistem: string;
  owner_id: number;
  order_status: string;
}

/**
 * The room URL of an Online meeting for this viewer, or null: the order's student and an admin see
 * it; a teacher only on the meetings they hold while the order is theirs (aktif or done), so a
 * replaced teacher does not keep the way into the lessons that left him.
 */
export function videoRoomFor(viewer: RoomViewer, meeting: RoomMeeting): string | null {
  if (meeting.sistem !== 'Online' || meeting.video_room === null) return null;
  const allowed =
    viewer.role === 'admin' ||
    (viewer.role === 'siswa' && viewer.id === meeting.owner_id) ||
    (viewer.role === 'guru' &&
      viewer.id === meeting.teacher_user_id &&
      (meeting.order_status === 'aktif' || meeting.order_status === 'selesai'));
  return allowed ? videoRoomUrl(meeting.video_room) : null;
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LESSON_DURATION_MINUTES, MEETING_STATUS_LABELS } from '@tutor/rules';
import type { MeetingStatus } from '@tutor/contract';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { feedEventStatus } from './calendarEvents';
import { calendarSecret, feedGeneration, feedOwner, insertFirstFeed, rotateFeed } from './data/calendarFeedQueries';
import { calendarMeetings, cancelledForUser } from './data/meetingReads';
import { fullAddress } from './meetingView';
import { videoRoomFor } from './videoRoom';

type Db = Kysely<Database>;
export const ZONE = 'Asia/Jakarta';
const FEED_PATH = '/api/kalender/';

/**
 * The feed secret of a user is derived from a server key and the feed's generation, so the page
 * can show the same URL again while the table stores only its SHA-256 (a copy of calendar_feeds
 * alone opens no feed). A new URL is the next generation: the old token's hash is gone, so it is 404.
 */
async function serverKey(db: Db): Promise<string> {
  return calendarSecret(db, () => randomBytes(32).toString('base64url'));
}

const tokenOf = (key: string, userId: number, generation: number) =>
  createHmac('sha256', key).update(`kalender:${userId}:${generation}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const urlOf = (token: string) => `${FEED_PATH}${token}.ics`;

/** The user's feed URL, made on the first ask (two first asks at once make one row). */
export async function calendarLink(db: Db, user: SessionUser, now: Date): Promise<string> {
  const key = await serverKey(db);
  const generation = await feedGeneration(db, user.id);
  if (generation !== undefined) return urlOf(tokenOf(key, user.id, generation));
  await insertFirstFeed(db, user.id, hashOf(tokenOf(key, user.id, 1)), nowIso(now));
  return calendarLink(db, user, now);
}

/** A new secret URL; the old one stops answering. Two presses at once move one generation each, in turn. */
export async function newCalendarLink(db: Db, user: SessionUser, now: Date): Promise<string> {
  const key = await serverKey(db);
  await calendarLink(db, user, now);
  const token = await rotateFeed(db, user.id, nowIso(now), (generation) => {
    const next = tokenOf(key, user.id, generation);
    return { token: next, hash: hashOf(next) };
  });
  return urlOf(token);
}

/** "09:30" on a date in WIB as a Date whose local fields are that wall time (what ical-generator prints with a TZID). */
export function wallClock(tanggal: string, jam: string, plusMinutes = 0): Date {
  const [year, month, day] = tanggal.split('-').map(Number) as [number, number, number];
  const [hour, minute] = jam.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute + plusMinutes);
}

/** Asia/Jakarta has been UTC+7 without daylight saving since 1964: one fixed STANDARD block. */
export const JAKARTA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:WIB',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * An empty feed in WIB. The zone is named on each event (DTSTART;TZID=Asia/Jakarta) and not as the
 * calendar's own: ical-generator prints DTSTAMP, CREATED and LAST-MODIFIED in the calendar's zone as
 * the process's local time without `Z`, and RFC 5545 §3.8.7.2 wants them in UTC. With no calendar
 * zone it prints them in UTC with `Z`; the VTIMEZONE block still comes from the events' zone.
 */
export function feedCalendar(name: string, product: string): ICalCalendar {
  const calendar = ical({ name, prodId: { company: 'Pintar Privat', product, language: 'ID' } });
  calendar.timezone({ name: null, generator: () => JAKARTA_VTIMEZONE });
  calendar.x([['X-WR-TIMEZONE', ZONE]]);
  return calendar;
}

/** The RFC 5545 text of the feed behind a token, or undefined for an unknown (or replaced) one. */
export async function calendarFeed(db: Db, fileName: string, now: Date): Promise<string | undefined> {
  const token = fileName.replace(/\.ics$/, '');
  const owner = await feedOwner(db, hashOf(token));
  if (!owner) return undefined;
  const listed = await calendarMeetings(db, owner);
  const listedIds = new Set(listed.map((row) => row.id));
  const takenAway = (await cancelledForUser(db, owner.id)).filter((row) => !listedIds.has(row.id));
  const calendar = feedCalendar('Les Pintar Privat', 'Jadwal Les');
  const places = new Map<number, string>();
  const rows = [
    ...listed.map((row) => ({ row, gone: false, changedAt: row.updated_at })),
    ...takenAway.map((row) => ({ row, gone: true, changedAt: row.cancelled_at })),
  ];
  for (const { row, gone, changedAt } of rows) {
    const status = feedEventStatus(row, owner.role, gone);
    if (!places.has(row.order_id)) places.set(row.order_id, (await fullAddress(db, row)) ?? 'Online');
    // an Online lesson's place is its video room, for the people who may enter it (none for a meeting gone)
    const room = status === 'CANCELLED' ? null : videoRoomFor(owner, row);
    const waiting = status === 'TENTATIVE';
    const summary =
      owner.role === 'guru'
        ? `Mengajar ${row.mata_pelajaran}: ${row.siswa_nama}`
        : waiting
          ? `Les ${row.mata_pelajaran} (guru pengganti sedang dicari)`
          : `Les ${row.mata_pelajaran} dengan ${row.guru_nama}`;
    calendar.createEvent({
      id: `pertemuan-${row.id}@pintarprivat.id`,
      start: wallClock(row.tanggal, row.jam),
      end: wallClock(row.tanggal, row.jam, LESSON_DURATION_MINUTES),
      timezone: ZONE,
      stamp: now,
      lastModified: new Date(changedAt),
      summary,
      status: ICalEventStatus[status],
      description:
        status === 'CANCELLED'
          ? `Pertemuan ke-${row.nomor}, pesanan ${row.kode}: tidak lagi di jadwal Anda.`
          : `Pertemuan ke-${row.nomor}, pesanan ${row.kode}. Status: ${MEETING_STATUS_LABELS[row.status as MeetingStatus]}.`,
      // a teacher no longer holding the meeting is not sent the family's address
      ...(status === 'CANCELLED' && owner.role === 'guru'
        ? {}
        : { location: room ?? places.get(row.order_id) ?? 'Online' }),
      ...(room === null ? {} : { url: room }),
    });
  }
  return calendar.toString();
}

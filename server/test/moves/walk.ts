/** What the declared-moves walk (test/moves.test.ts) shares between its scenarios. */
import type { Person } from '../../src/areas/notifications';
import type { testClock } from '../helpers/lessons';
import { paidOrder } from '../helpers/lessons';
import { injectAs, type RoleHeaders } from '../helpers/orderDrafts';
import type { TestApp } from '../helpers/testApp';

export type Headers = Record<string, string>;

export interface Walk {
  t: TestApp;
  clock: ReturnType<typeof testClock>;
  as: RoleHeaders;
  /** verified teachers of SMA Fisika: Bayu teaches the scenarios' orders, Citra and Dewi apply beside him */
  bayu: Headers;
  citra: Headers;
  dewi: Headers;
  ids: { siswa: number; bayu: number; citra: number; dewi: number; admins: number[] };
}

/** What a move's scenario leaves for the checks: who is who, when it happened, whose feed to read. */
export interface Made {
  /** the instant of the move itself (unique to the scenario: `stamp`) */
  at: string;
  /** the order the move concerns (its code is in every notice), or the teacher in onboarding */
  kode?: string;
  teacherUserId?: number;
  people: Partial<Record<Person, number[]>>;
  /** words one of a person's notices must carry, where another move happens at the same instant (a job's batch) */
  says?: Partial<Record<Person, string>>;
  /** the declared part the acting account plays in this scenario: told nothing, so not checked */
  actedAs?: Person;
  feeds: Partial<Record<Person, Headers>>;
  /** the meetings the move's calendar effect is about */
  meetingIds: number[];
}

let seconds = 0;
/** Sets the clock to `iso` plus a second more than any earlier stamp: each move has an instant of its own. */
export function stamp(walk: Walk, iso: string): string {
  seconds += 1;
  return walk.clock.set(new Date(new Date(iso).getTime() + seconds * 1000).toISOString());
}

export const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

/** A POST that must answer 200 or 201 (else the scenario stops with the answer). */
export async function postOk(walk: Walk, headers: Headers, url: string, payload?: object, extra: Headers = {}) {
  const response = await injectAs(walk.t.app, headers, {
    method: 'POST',
    url,
    headers: extra,
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200 && response.statusCode !== 201)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** Earlier scenarios' meetings still open are settled, so the teachers are free and no job finds them. */
export async function settleOpenMeetings(walk: Walk): Promise<void> {
  await walk.t.handle.db
    .updateTable('meetings')
    .set({ status: 'selesai' })
    .where('status', 'in', ['terjadwal', 'dilaporkan', 'disanggah'])
    .execute();
}

/** A paid order with Bayu (its meetings: 2, 5, 9 and 12 June 2025 at 16:00 WIB), the clock back at 1 June. */
export async function paidWithBayu(walk: Walk): Promise<string> {
  walk.clock.set('2025-06-01T00:00:00Z');
  await settleOpenMeetings(walk);
  return (await paidOrder(walk.t.app, walk.as, walk.bayu)).kode;
}

export const orderIdOf = async (walk: Walk, kode: string) =>
  (await walk.t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id;

/** The order's meetings, in their order (`terjadwal`: only those still to come). */
export async function meetingsOf(walk: Walk, kode: string, onlyComing = false): Promise<number[]> {
  let query = walk.t.handle.db
    .selectFrom('meetings')
    .select('id')
    .where('order_id', '=', await orderIdOf(walk, kode))
    .orderBy('nomor');
  if (onlyComing) query = query.where('status', '=', 'terjadwal');
  return (await query.execute()).map((row) => row.id);
}

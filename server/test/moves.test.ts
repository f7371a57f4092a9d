/**
 * The declared moves (issue 43, "One order life"): every move of `MOVES` is made here once, and
 * for every person it names each effect is checked: the in-site notification, the e-mail in the
 * outbox (or none when the table says site only), the WhatsApp message the admin sends by hand, and
 * what the person's calendar feed says about the order's meetings still to come. A move declared
 * without a scenario below does not compile; a scenario that does not show the declared effect fails.
 */
import type { OrderDetail, OrderSummary } from '@tutor/contract';
import { MOVES, type MoveName, type Person } from '../src/areas/notifications';
import { feedOf, meetingUid } from './helpers/calendarFeeds';
import { paidOrder, smaSubjectId, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  bayu = await verifiedTeacher(t.app, as.admin, {
    email: 'bayu.langkah@contoh.id',
    nama: 'Bayu Pratama',
    whatsapp: '6281211114444',
    subjectId: await smaSubjectId(t.handle.db, 'Fisika'),
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object, extra: Record<string, string> = {}) =>
  injectAs(t.app, headers, { method: 'POST', url, headers: extra, ...(payload ? { payload } : {}) });
const userIdOf = async (email: string) =>
  (await t.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const adminIds = async () =>
  (await t.handle.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).map((row) => row.id);
const orderIdOf = async (kode: string) =>
  (await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id;

const outboxAt = (channel: string, recipient: string, at: string) =>
  t.handle.db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .where('created_at', '=', at)
    .execute();

/** What a move's scenario leaves for the checks: who is who, when it happened, whose feed to read. */
interface Made {
  kode: string;
  at: string;
  people: Partial<Record<Person, number[]>>;
  feeds: Partial<Record<Person, Record<string, string>>>;
  /** the order's meetings the move's calendar effect is about */
  meetingIds: number[];
}

/** Clears earlier scenarios' coming meetings so the teacher is free, then makes a paid order with Bayu. */
async function paidWithBayu(): Promise<string> {
  await t.handle.db.updateTable('meetings').set({ status: 'selesai' }).where('status', '=', 'terjadwal').execute();
  return (await paidOrder(t.app, as, bayu)).kode;
}

const comingMeetings = async (kode: string) =>
  (
    await t.handle.db
      .selectFrom('meetings')
      .select('id')
      .where('order_id', '=', await orderIdOf(kode))
      .where('status', '=', 'terjadwal')
      .execute()
  ).map((row) => row.id);

const SCENARIOS: Record<MoveName, () => Promise<Made>> = {
  teacherChange: async () => {
    clock.set('2025-06-01T00:00:00Z');
    const kode = await paidWithBayu();
    const meetingIds = await comingMeetings(kode);
    const at = clock.set('2025-06-01T01:00:00Z');
    const changed = await post(as.siswa, `/api/pesanan/${kode}/ganti-guru`, { alasan: 'Jadwal guru sering bentrok' });
    expect(changed.statusCode).toBe(200);
    return {
      kode,
      at,
      people: {
        siswa: [await userIdOf('siswa@pintarprivat.id')],
        guru_lama: [await userIdOf('bayu.langkah@contoh.id')],
        admin: await adminIds(),
      },
      feeds: { siswa: as.siswa, guru_lama: bayu },
      meetingIds,
    };
  },
  renewalAccepted: async () => {
    clock.set('2025-06-01T00:00:00Z');
    const source = await paidWithBayu();
    const renewal = dataOf<OrderDetail>(
      await post(
        as.siswa,
        `/api/pesanan/${source}/perpanjang`,
        { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
        { 'idempotency-key': `langkah-perpanjang-${source}` },
      ),
    );
    const at = clock.set('2025-06-01T02:00:00Z');
    expect((await post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/terima`)).statusCode).toBe(200);
    return {
      kode: renewal.kode,
      at,
      people: {
        siswa: [await userIdOf('siswa@pintarprivat.id')],
        guru: [await userIdOf('bayu.langkah@contoh.id')],
        admin: await adminIds(),
      },
      feeds: {},
      meetingIds: [],
    };
  },
};

const PEOPLE: readonly Person[] = ['siswa', 'guru', 'guru_lama', 'admin'];

describe.each(Object.keys(MOVES) as MoveName[])('the move %s', (name) => {
  const move = MOVES[name];
  let made: Made;
  beforeAll(async () => {
    made = await SCENARIOS[name]();
  });

  it.each(PEOPLE)('tells %s exactly as declared', async (person) => {
    const channels: readonly string[] = (move.told as Partial<Record<Person, readonly string[]>>)[person] ?? [];
    for (const userId of made.people[person] ?? []) {
      const user = await t.handle.db
        .selectFrom('users')
        .select(['email', 'whatsapp'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const notes = await t.handle.db
        .selectFrom('notifications')
        .select(['text', 'link'])
        .where('user_id', '=', userId)
        .where('created_at', '=', made.at)
        .execute();
      const mails = await outboxAt('email', user.email, made.at);
      const whatsapps = await outboxAt('whatsapp', user.whatsapp, made.at);
      expect([person, notes.length > 0]).toEqual([person, channels.includes('situs')]);
      expect([person, mails.length > 0]).toEqual([person, channels.includes('email')]);
      expect([person, whatsapps.length > 0]).toEqual([person, channels.includes('whatsapp_admin')]);
      for (const note of notes) expect(note.text).toContain(made.kode);
    }
  });

  it.each(PEOPLE)("leaves %s's calendar feed as declared", async (person) => {
    const effect = (move.calendar as Partial<Record<Person, string>>)[person];
    const headers = made.feeds[person];
    if (effect === undefined) {
      // a person with no calendar effect has no feed to read in the scenario
      expect(headers).toBeUndefined();
      return;
    }
    expect(headers).toBeDefined();
    expect(made.meetingIds.length).toBeGreaterThan(0);
    const events = await feedOf(t.app, headers ?? {});
    for (const meetingId of made.meetingIds)
      expect([meetingId, events.find((event) => event.uid === meetingUid(meetingId))?.status]).toEqual([
        meetingId,
        effect,
      ]);
  });
});

describe.each(Object.keys(MOVES) as MoveName[])('the desk after the move %s', (name) => {
  it('lists the order under the declared status', async () => {
    const made = await SCENARIOS[name]();
    const listed = dataOf<OrderSummary[]>(
      await injectAs(t.app, as.admin, { url: `/api/pesanan?status=${MOVES[name].desk.status}` }),
    );
    expect(listed.map((order) => order.kode)).toContain(made.kode);
  });
});

describe('the declared moves', () => {
  it('name at least one person for every move, on a channel the site has', () => {
    for (const move of Object.values(MOVES)) {
      const told = Object.values(move.told as Partial<Record<Person, readonly string[]>>);
      expect(told.length).toBeGreaterThan(0);
      for (const channels of told) expect(channels).toContain('situs');
    }
  });
});

/**
 * The declared moves (issue 43, "One order life"): every move of `MOVES` is made here once, and
 * for every person it names each effect is checked: the in-site notification, the e-mail in the
 * outbox (or none when the table says site only), the WhatsApp message the admin sends by hand,
 * what the person's calendar feed says about the meetings the move touches, and the desk's list
 * the order or the teacher now sits in. A move declared without a scenario (test/moves/*) does not
 * compile; a scenario that does not show the declared effect fails.
 */
import type { OrderSummary } from '@tutor/contract';
import { MOVES, type MoveName, type Person } from '../src/areas/notifications';
import { feedOf, meetingUid } from './helpers/calendarFeeds';
import { smaSubjectId, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders } from './helpers/orderDrafts';
import { createTestApp } from './helpers/testApp';
import { meetingScenarios } from './moves/meetingScenarios';
import { onboardingScenarios } from './moves/onboardingScenarios';
import { orderScenarios } from './moves/orderScenarios';
import { paidCancelScenarios } from './moves/paidCancelScenarios';
import { dataOf, type Made, type Walk } from './moves/walk';

const clock = testClock('2025-06-01T00:00:00Z');
let w: Walk;
let SCENARIOS: Record<MoveName, () => Promise<Made>>;

beforeAll(async () => {
  const t = await createTestApp(200, { now: clock.now });
  const as = await roleHeaders(t.app);
  const teacher = async (email: string, nama: string, whatsapp: string) =>
    verifiedTeacher(t.app, as.admin, { email, nama, whatsapp, subjectId: await smaSubjectId(t.handle.db, 'Fisika') });
  const bayu = await teacher('bayu.langkah@contoh.id', 'Bayu Pratama', '6281211114444');
  const citra = await teacher('citra.langkah@contoh.id', 'Citra Lestari', '6281211115555');
  const dewi = await teacher('dewi.langkah@contoh.id', 'Dewi Anggraini', '6281211116666');
  const userIdOf = async (email: string) =>
    (await t.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const admins = (await t.handle.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).map(
    (row) => row.id,
  );
  w = {
    t,
    clock,
    as,
    bayu,
    citra,
    dewi,
    ids: {
      siswa: await userIdOf('siswa@pintarprivat.id'),
      bayu: await userIdOf('bayu.langkah@contoh.id'),
      citra: await userIdOf('citra.langkah@contoh.id'),
      dewi: await userIdOf('dewi.langkah@contoh.id'),
      admins,
    },
  };
  SCENARIOS = { ...orderScenarios(w), ...paidCancelScenarios(w), ...meetingScenarios(w), ...onboardingScenarios(w) };
  // three teachers walk the whole onboarding first: on a busy machine that outlasts the default
}, 300_000);
afterAll(async () => w.t.close());

const outboxAt = (channel: string, recipient: string, at: string) =>
  w.t.handle.db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .where('created_at', '=', at)
    .execute();

const PEOPLE: readonly Person[] = ['siswa', 'guru', 'guru_lama', 'pelamar', 'pengusul', 'pihak_lain', 'admin'];

describe.each(Object.keys(MOVES) as MoveName[])('the move %s', (name) => {
  const move = MOVES[name];
  const told: Partial<Record<Person, readonly string[]>> = move.told;
  let made: Made;
  beforeAll(async () => {
    made = await SCENARIOS[name]();
  }, 300_000);

  it('shows every person it declares in its scenario (but the one who acted)', () => {
    for (const person of Object.keys(told) as Person[])
      if (person !== made.actedAs) expect([person, made.people[person]?.length ?? 0]).not.toEqual([person, 0]);
  });

  it.each(PEOPLE)('tells %s exactly as declared', async (person) => {
    const channels = told[person] ?? [];
    for (const userId of made.people[person] ?? []) {
      const user = await w.t.handle.db
        .selectFrom('users')
        .select(['email', 'whatsapp'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const notes = await w.t.handle.db
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
      const { kode } = made;
      if (kode !== undefined && notes.length > 0) expect(notes.map((note) => note.text).join('\n')).toContain(kode);
      const says = made.says?.[person];
      if (says !== undefined) expect(notes.map((note) => note.text).join('\n')).toContain(says);
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
    const events = await feedOf(w.t.app, headers ?? {});
    for (const meetingId of made.meetingIds)
      expect([meetingId, events.find((event) => event.uid === meetingUid(meetingId))?.status]).toEqual([
        meetingId,
        effect,
      ]);
  });

  it("puts the order or the teacher on the desk's declared tab", async () => {
    const desk = 'desk' in move ? move.desk : undefined;
    if (desk === undefined) {
      // only a meeting's own moves leave the desk as it was (the order stays in its tab)
      expect(move.subject).toBe('pertemuan');
      return;
    }
    if (desk.view === 'pesanan') {
      const listed = dataOf<OrderSummary[]>(
        await injectAs(w.t.app, w.as.admin, { url: `/api/pesanan?status=${desk.status}` }),
      );
      expect(listed.map((order) => order.kode)).toContain(made.kode);
    } else {
      const listed = dataOf<{ id: number }[]>(
        await injectAs(w.t.app, w.as.admin, { url: `/api/admin/guru?status=${desk.status}` }),
      );
      expect(listed.map((teacher) => teacher.id)).toContain(made.teacherUserId);
    }
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

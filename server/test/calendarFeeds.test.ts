/**
 * The calendar feeds read by a real iCalendar parser (Mozilla's ical.js), as a phone reads them:
 * the student's, the teacher's and the onboarding appointment's. Every DTSTAMP is UTC with `Z`
 * (RFC 5545 §3.8.7.2), UIDs stay, STATUS says whether the meeting still happens for the feed's owner;
 * after a teacher change the replaced teacher keeps the lost meetings as CANCELLED with the same UIDs.
 */
import type { Application } from '@tutor/contract';
import { feedOf, meetingUid, parseFeed, type FeedEvent } from './helpers/calendarFeeds';
import { paidOrder, registeredTeacher, smaSubjectId, testClock, verifiedTeacher } from './helpers/lessons';
import { ONBOARDING_WALK } from './helpers/onboarding';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, loginHeaders, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;
let dina: Record<string, string>;
let fisika: number;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  fisika = await smaSubjectId(t.handle.db, 'Fisika');
  bayu = await verifiedTeacher(t.app, as.admin, {
    email: 'bayu.kalender@contoh.id',
    nama: 'Bayu Pratama',
    whatsapp: '6281211115555',
    subjectId: fisika,
  });
  dina = await verifiedTeacher(t.app, as.admin, {
    email: 'dina.kalender@contoh.id',
    nama: 'Dina Lestari',
    whatsapp: '6281255556666',
    subjectId: fisika,
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const UTC_STAMP = /^\d{8}T\d{6}Z$/;
const STATUSES = ['CONFIRMED', 'TENTATIVE', 'CANCELLED'];

/** What every feed must hold whatever it lists. */
function expectWellFormed(events: readonly FeedEvent[]) {
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.dtstamp).toMatch(UTC_STAMP);
    expect(STATUSES).toContain(event.status);
  }
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
}

const statusesOf = (events: readonly FeedEvent[], meetingIds: readonly number[]) =>
  meetingIds.map((id) => events.find((event) => event.uid === meetingUid(id))?.status);

describe('the meeting feeds', () => {
  it('parse, stamp in UTC, keep UIDs, and follow a teacher change to the end', async () => {
    const order = await paidOrder(t.app, as, bayu);
    const meetingIds = (
      await t.handle.db
        .selectFrom('meetings as m')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .select('m.id')
        .where('o.kode', '=', order.kode)
        .orderBy('m.nomor')
        .execute()
    ).map((row) => row.id);
    expect(meetingIds).toHaveLength(4);

    const student = await feedOf(t.app, as.siswa);
    const teacher = await feedOf(t.app, bayu);
    expectWellFormed(student);
    expectWellFormed(teacher);
    expect(statusesOf(student, meetingIds)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect(statusesOf(teacher, meetingIds)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    // a second fetch, later, names the same events
    clock.set('2025-06-01T03:00:00Z');
    expect((await feedOf(t.app, as.siswa)).map((event) => event.uid)).toEqual(student.map((event) => event.uid));

    // meeting 1 is held; then the student changes teacher
    clock.set('2025-06-02T10:00:00Z');
    const [held] = meetingIds as [number, ...number[]];
    expect(
      (await post(bayu, `/api/pertemuan/${held}/laporan`, { topik: 'Vektor', catatan: 'Lancar' })).statusCode,
    ).toBe(200);
    expect((await post(as.siswa, `/api/pertemuan/${held}/konfirmasi`)).statusCode).toBe(200);
    expect(
      (await post(as.siswa, `/api/pesanan/${order.kode}/ganti-guru`, { alasan: 'Jadwal bentrok' })).statusCode,
    ).toBe(200);

    const bayuDuringChange = await feedOf(t.app, bayu);
    expectWellFormed(bayuDuringChange);
    expect(statusesOf(bayuDuringChange, meetingIds)).toEqual(['CONFIRMED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    // the cancelled events no longer carry the family's address
    const lost = bayuDuringChange.filter((event) => event.status === 'CANCELLED');
    expect(lost.every((event) => event.location === null)).toBe(true);
    const studentDuringChange = await feedOf(t.app, as.siswa);
    expect(statusesOf(studentDuringChange, meetingIds)).toEqual(['CONFIRMED', 'TENTATIVE', 'TENTATIVE', 'TENTATIVE']);
    const waiting = studentDuringChange.filter((event) => event.status === 'TENTATIVE');
    expect(waiting.every((event) => !event.summary.includes('Bayu'))).toBe(true);

    // Dina applies, is proposed and picked: the meetings left are hers
    const applied = await post(dina, `/api/lowongan/${order.kode}/lamar`, { catatan: 'Siap melanjutkan' });
    expect(applied.statusCode).toBe(201);
    const lamaranId = dataOf<Application>(applied).id;
    expect(
      (await post(as.admin, `/api/admin/pesanan/${order.kode}/usulkan`, { lamaran_ids: [lamaranId] })).statusCode,
    ).toBe(200);
    expect((await post(as.siswa, `/api/pesanan/${order.kode}/pilih-guru`, { lamaran_id: lamaranId })).statusCode).toBe(
      200,
    );

    const bayuAfter = await feedOf(t.app, bayu);
    expectWellFormed(bayuAfter);
    expect(statusesOf(bayuAfter, meetingIds)).toEqual(['CONFIRMED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    const dinaAfter = await feedOf(t.app, dina);
    expect(statusesOf(dinaAfter, meetingIds)).toEqual([undefined, 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    const studentAfter = await feedOf(t.app, as.siswa);
    expect(statusesOf(studentAfter, meetingIds)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect(studentAfter.find((event) => event.uid === meetingUid(meetingIds[1] ?? 0))?.summary).toMatch(
      /^Les .+ dengan Dina Lestari$/,
    );
  });
});

describe('the onboarding appointment feed', () => {
  it('parses with a UTC DTSTAMP and the same UID on every fetch', async () => {
    const email = 'eka.kalender@contoh.id';
    const userId = await registeredTeacher(t.app, {
      email,
      nama: 'Eka Putri',
      whatsapp: '6281299990000',
      subjectId: fisika,
    });
    for (const step of ONBOARDING_WALK.slice(0, 2)) {
      const response = await post(as.admin, `/api/admin/guru/${userId}/${step.path}`, step.payload);
      expect(response.statusCode).toBe(200);
    }
    const eka = await loginHeaders(t.app, email, 'rahasia-guru-1');
    const fetchFeed = async () => {
      const response = await injectAs(t.app, eka, { url: '/api/guru/pendaftaran/jadwal.ics' });
      expect(response.statusCode).toBe(200);
      return parseFeed(response.body);
    };
    const first = await fetchFeed();
    expect(first).toHaveLength(1);
    expectWellFormed(first);
    expect(first[0]?.status).toBe('CONFIRMED');
    clock.set('2025-06-03T00:00:00Z');
    expect((await fetchFeed()).map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });
});

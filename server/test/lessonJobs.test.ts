/**
 * What runs beside the requests: the 72-hour confirmation (once, with two app instances on one
 * database, never early, started by the app), the calendar feed, and the migration's backfill.
 */
import type { OrderDetail, OrderMeetings } from '@tutor/contract';
import { sql } from 'kysely';
import { confirmDueReports } from '../src/areas/lessons/confirmationJob';
import { migrateToLatest } from '../src/db/migrate';
import { paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, ORDERS_URL, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let teachers: Record<string, string>[];

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  teachers = [];
  for (const [index, nama] of ['Rudi Hartono', 'Maya Sari', 'Tono Wijaya'].entries()) {
    teachers.push(
      await verifiedTeacher(t.app, as.admin, {
        email: `guru${index}.tugas@contoh.id`,
        nama,
        whatsapp: `62812000000${index}`,
        subjectId: fisika.id,
      }),
    );
  }
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const meetingsOf = async (kode: string) =>
  dataOf<OrderMeetings>(await injectAs(t.app, as.admin, { url: `/api/pesanan/${kode}/pertemuan` }));
const report = { topik: 'Gerak lurus', catatan: 'Perlu latihan soal grafik' };

describe('the 72-hour confirmation', () => {
  it('confirms each due report exactly once with two app instances on one database, nothing early, and ends the order', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, teachers[0] ?? {});
    const ids = (await meetingsOf(order.kode)).items.map((item) => item.id);
    clock.set('2025-06-12T10:00:00Z');
    for (const id of ids)
      expect(
        (
          await injectAs(t.app, teachers[0] ?? {}, {
            method: 'POST',
            url: `/api/pertemuan/${id}/laporan`,
            payload: report,
          })
        ).statusCode,
      ).toBe(200);

    // a second instance on the same database: another process after a restart, or beside this one
    const second = await createTestApp(200, { now: clock.now, database: t.config });
    try {
      const early = new Date(Date.parse('2025-06-15T10:00:00Z') - 60_000);
      expect(await confirmDueReports(t.handle.db, t.handle.kind, early)).toBe(0);
      expect((await meetingsOf(order.kode)).sisa).toBe(4);

      const due = new Date('2025-06-15T10:00:00Z');
      const first = () => confirmDueReports(t.handle.db, t.handle.kind, due);
      const other = () => confirmDueReports(second.handle.db, second.handle.kind, due);
      // PostgreSQL: both at once (SKIP LOCKED). SQLite in one process: in turn, since a second
      // connection's busy wait would stop the event loop the first one needs to commit.
      const counts = onPostgres ? await Promise.all([first(), other()]) : [await first(), await other()];
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
    } finally {
      await second.close();
    }
    const after = await meetingsOf(order.kode);
    expect(after.sisa).toBe(0);
    for (const meeting of after.items)
      expect(meeting.riwayat.filter((entry) => entry.oleh === 'Sistem')).toHaveLength(1);
    const detail = dataOf<OrderDetail>(await injectAs(t.app, as.siswa, { url: `${ORDERS_URL}/${order.kode}` }));
    expect(detail.status).toBe('selesai');
    expect(detail.riwayat.filter((entry) => entry.ke === 'selesai')).toEqual([
      expect.objectContaining({ dari: 'aktif', oleh: 'Sistem' }),
    ]);
  });

  it('runs inside the app at its interval and stops when the app closes', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, teachers[1] ?? {});
    const [first] = (await meetingsOf(order.kode)).items;
    clock.set('2025-06-02T09:30:00Z');
    expect(
      (
        await injectAs(t.app, teachers[1] ?? {}, {
          method: 'POST',
          url: `/api/pertemuan/${first?.id}/laporan`,
          payload: report,
        })
      ).statusCode,
    ).toBe(200);
    clock.set('2025-06-05T09:30:00Z');
    const running = await createTestApp(200, { now: clock.now, database: t.config, meetingConfirmIntervalMs: 20 });
    try {
      // waits for the job's effect, not for a fixed time
      for (let tries = 0; (await meetingsOf(order.kode)).sisa === 4 && tries < 500; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await running.close();
    }
    expect((await meetingsOf(order.kode)).items.map((item) => item.status)).toEqual([
      'selesai',
      'terjadwal',
      'terjadwal',
      'terjadwal',
    ]);
  });
});

describe('the calendar feed', () => {
  it('answers text/calendar with one VEVENT per meeting, stable UIDs, and a new URL that retires the old one', async () => {
    expect((await injectAs(t.app, as.anonymous, { url: '/api/kalender' })).statusCode).toBe(401);
    expect((await injectAs(t.app, as.admin, { url: '/api/kalender' })).statusCode).toBe(403);
    const url = dataOf<{ url: string }>(await injectAs(t.app, as.siswa, { url: '/api/kalender' })).url;
    expect(url).toMatch(/^\/api\/kalender\/[A-Za-z0-9_-]+\.ics$/);
    expect(dataOf<{ url: string }>(await injectAs(t.app, as.siswa, { url: '/api/kalender' })).url).toBe(url);

    const feed = await t.app.inject({ url });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const student = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'siswa@pintarprivat.id')
      .executeTakeFirstOrThrow();
    const held = await t.handle.db
      .selectFrom('meetings as m')
      .innerJoin('orders as o', 'o.id', 'm.order_id')
      .select('m.id')
      .where('o.user_id', '=', student.id)
      .execute();
    const uids = (text: string) => text.match(/^UID:.*$/gm) ?? [];
    expect(feed.body.match(/^BEGIN:VEVENT/gm)).toHaveLength(held.length);
    expect(uids(feed.body).sort()).toEqual(held.map((row) => `UID:pertemuan-${row.id}@pintarprivat.id`).sort());
    expect(feed.body).toContain('BEGIN:VTIMEZONE');
    expect(feed.body).toContain('DTSTART;TZID=Asia/Jakarta:20250602T160000');
    expect(feed.body).toContain('DTEND;TZID=Asia/Jakarta:20250602T173000');
    expect(feed.body).toContain('SUMMARY:Les Fisika dengan Rudi Hartono');
    expect(uids((await t.app.inject({ url })).body)).toEqual(uids(feed.body));

    const teacherUrl = dataOf<{ url: string }>(await injectAs(t.app, teachers[1] ?? {}, { url: '/api/kalender' })).url;
    expect((await t.app.inject({ url: teacherUrl })).body.match(/^BEGIN:VEVENT/gm)).toHaveLength(4);

    const renewed = dataOf<{ url: string }>(
      await injectAs(t.app, as.siswa, { method: 'POST', url: '/api/kalender/baru' }),
    ).url;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: renewed })).statusCode).toBe(200);
    expect(dataOf<{ url: string }>(await injectAs(t.app, as.siswa, { url: '/api/kalender' })).url).toBe(renewed);
  });
});

describe('migration 012', () => {
  it('gives an order that was aktif before it its meetings from the stored schedule, held by the chosen teacher', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, teachers[2] ?? {});
    // back to the database as it was before 012: an aktif order and no meeting tables (013 and 028
    // only added columns to meetings, so they go with them and run again after 012; 014 stays)
    const db = t.handle.db;
    // Before 012 no meeting was held, so the money ledger (015) held no honor: its rows and (on
    // PostgreSQL, which refuses to drop a table another one references) its reference go too.
    await db.deleteFrom('money_ledger').where('meeting_id', 'is not', null).execute();
    for (const table of ['meeting_history', 'calendar_feeds', 'meetings']) {
      const drop = db.schema.dropTable(table);
      await (t.handle.kind === 'postgres' && table === 'meetings' ? drop.cascade() : drop).execute();
    }
    await sql`delete from kysely_migration where name in ('012_meetings', '013_reschedule', '028_video_rooms')`.execute(
      db,
    );
    expect(await migrateToLatest(t.handle, t.config)).toEqual(['012_meetings', '013_reschedule', '028_video_rooms']);

    const meetings = await meetingsOf(order.kode);
    expect(meetings.items.map((item) => [item.nomor, item.tanggal, item.jam, item.status, item.guru.nama])).toEqual([
      [1, '2025-06-02', '16:00', 'terjadwal', 'Tono Wijaya'],
      [2, '2025-06-05', '16:00', 'terjadwal', 'Tono Wijaya'],
      [3, '2025-06-09', '16:00', 'terjadwal', 'Tono Wijaya'],
      [4, '2025-06-12', '16:00', 'terjadwal', 'Tono Wijaya'],
    ]);
    expect(meetings.items[0]?.riwayat).toEqual([
      expect.objectContaining({ dari: null, ke: 'terjadwal', oleh: 'Sistem' }),
    ]);
  });
});

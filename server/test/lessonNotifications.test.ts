/**
 * Notifications of the lessons: a meeting's report, dispute, decision and 72-hour confirmation, and
 * a reschedule proposal and its answer, each tell the other side (and the admins of a dispute) in
 * the move's transaction; a refused move tells nobody.
 */
import type { Meeting, NotificationListAnswer, OrderMeetings } from '@tutor/contract';
import { confirmDueReports } from '../src/areas/lessons/confirmationJob';
import { paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

// the test order's meetings are 2, 5, 9 and 12 June 2025 at 16:00 WIB
const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let teacher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app, 'pelajaran.lain@contoh.id');
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  teacher = await verifiedTeacher(t.app, as.admin, {
    email: 'ajar.notif@contoh.id',
    nama: 'Ajar Notifikasi',
    whatsapp: '6281266665555',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

const newest = async (headers: Record<string, string>) =>
  ((await injectAs(t.app, headers, { url: '/api/notifikasi?batas=1' })).json() as NotificationListAnswer).data.items[0];
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const count = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('a report, a dispute, a decision, a reschedule and the 72-hour confirmation each tell the other side', async () => {
  const order = await paidOrder(t.app, as, teacher);
  const { kode } = order;
  const meetings = (
    (await injectAs(t.app, as.siswa, { url: `/api/pesanan/${kode}/pertemuan` })).json() as { data: OrderMeetings }
  ).data.items as Meeting[];
  const [m1, m2] = meetings;
  if (!m1 || !m2) throw new Error('expected meetings');

  // refused: reported before it starts
  const before = await count();
  expect(
    (await post(teacher, `/api/pertemuan/${m1.id}/laporan`, { topik: 'Vektor', catatan: 'Paham' })).statusCode,
  ).toBe(409);
  expect(await count()).toBe(before);

  clock.set('2025-06-02T10:00:00Z');
  expect(
    (await post(teacher, `/api/pertemuan/${m1.id}/laporan`, { topik: 'Vektor', catatan: 'Paham' })).statusCode,
  ).toBe(200);
  expect(await newest(as.siswa)).toMatchObject({
    jenis: 'pertemuan',
    teks: expect.stringMatching(
      new RegExp(
        `^Guru melaporkan pertemuan ke-1 pesanan ${kode} \\(Senin, 2 Juni 2025 pukul 16.00 WIB\\)\\. Konfirmasi atau sanggah laporannya\\.$`,
      ),
    ),
    tautan: `/siswa/pesanan/${kode}`,
  });

  expect(
    (await post(as.siswa, `/api/pertemuan/${m1.id}/sanggah`, { alasan: 'Guru datang terlambat' })).statusCode,
  ).toBe(200);
  expect((await newest(teacher))?.teks).toMatch(/^Siswa menyanggah laporan pertemuan ke-1/);
  expect(await newest(as.admin)).toMatchObject({
    tautan: `/admin/pesanan/${kode}`,
    teks: expect.stringMatching(/disanggah siswa\. Putuskan sanggahannya\.$/),
  });

  expect((await post(as.admin, `/api/admin/pertemuan/${m1.id}/putuskan`, { terlaksana: true })).statusCode).toBe(200);
  expect((await newest(as.siswa))?.teks).toMatch(/^Admin memutuskan pertemuan ke-1 .* terlaksana\.$/);
  expect((await newest(teacher))?.teks).toMatch(/^Admin memutuskan pertemuan ke-1 .* terlaksana\.$/);

  // a reschedule proposed by the student: the teacher answers; refusing tells the student
  expect(
    (await post(as.siswa, `/api/pertemuan/${m2.id}/ubah-jadwal`, { tanggal: '2025-06-04', jam: '18:30' })).statusCode,
  ).toBe(201);
  expect(await newest(teacher)).toMatchObject({
    jenis: 'jadwal',
    tautan: '/guru/jadwal',
    teks: `Siswa mengusulkan jadwal baru untuk pertemuan ke-2 pesanan ${kode}: Rabu, 4 Juni 2025 pukul 18.30 WIB. Setujui atau tolak.`,
  });
  expect((await post(teacher, `/api/pertemuan/${m2.id}/ubah-jadwal/tolak`)).statusCode).toBe(200);
  expect(await newest(as.siswa)).toMatchObject({
    jenis: 'jadwal',
    teks: `Usulan jadwal baru pertemuan ke-2 pesanan ${kode} (Rabu, 4 Juni 2025 pukul 18.30 WIB) ditolak.`,
  });

  // the 72-hour confirmation tells both
  clock.set('2025-06-05T10:00:00Z');
  expect((await post(teacher, `/api/pertemuan/${m2.id}/laporan`, { topik: 'Gaya', catatan: 'Baik' })).statusCode).toBe(
    200,
  );
  expect(await confirmDueReports(t.handle.db, t.handle.kind, new Date('2025-06-08T11:00:00Z'))).toBe(1);
  expect((await newest(teacher))?.teks).toMatch(/^Laporan pertemuan ke-2 .* dikonfirmasi otomatis\.$/);
  expect((await newest(as.siswa))?.teks).toMatch(/^Laporan pertemuan ke-2 .* dikonfirmasi otomatis\.$/);
});

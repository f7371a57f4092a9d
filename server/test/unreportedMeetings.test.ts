/**
 * The teacher's meetings still to report (issue 43): every meeting that has started and is still
 * terjadwal, oldest first, whatever week the schedule shows; "started" by the injected clock.
 */
import type { Meeting, TeacherMeeting } from '@tutor/contract';
import { fisikaId as fisikaIdOf, paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

const URL = '/api/guru/pertemuan/belum-dilaporkan';
const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let fajar: Record<string, string>;
let gita: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  const fisikaId = await fisikaIdOf(t.handle.db);
  fajar = await verifiedTeacher(t.app, as.admin, {
    email: 'fajar.laporan@contoh.id',
    nama: 'Fajar Nugroho',
    whatsapp: '6281299990001',
    subjectId: fisikaId,
  });
  gita = await verifiedTeacher(t.app, as.admin, {
    email: 'gita.laporan@contoh.id',
    nama: 'Gita Permata',
    whatsapp: '6281299990002',
    subjectId: fisikaId,
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const unreported = async (headers: Record<string, string>) => {
  const response = await injectAs(t.app, headers, { url: URL });
  expect(response.statusCode).toBe(200);
  return dataOf<TeacherMeeting[]>(response);
};

describe('GET /api/guru/pertemuan/belum-dilaporkan', () => {
  it("lists the teacher's started, unreported meetings oldest first, and a report takes one off", async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, fajar);
    // the order's meetings are on 2, 5, 9 and 12 June at 16:00 WIB (09:00 UTC): none has started
    expect(await unreported(fajar)).toEqual([]);

    // 9 June, 15:59 WIB: two meetings have passed unreported; the third starts in a minute
    clock.set('2025-06-09T08:59:00Z');
    const due = await unreported(fajar);
    expect(due.map((meeting) => [meeting.nomor, meeting.tanggal, meeting.jam, meeting.status])).toEqual([
      [1, '2025-06-02', '16:00', 'terjadwal'],
      [2, '2025-06-05', '16:00', 'terjadwal'],
    ]);
    // the same shape as the week's meetings: the order, the student and the place
    expect(due[0]).toMatchObject({ kode: order.kode, jenjang: 'SMA', sistem_pembelajaran: 'Offline' });
    expect(due[0]?.tempat).toContain('Jl. Dipati Ukur No. 35');

    clock.set('2025-06-09T09:00:00Z');
    expect((await unreported(fajar)).map((meeting) => meeting.nomor)).toEqual([1, 2, 3]);

    const first = due[0] as TeacherMeeting;
    const reported = await injectAs(t.app, fajar, {
      method: 'POST',
      url: `/api/pertemuan/${first.id}/laporan`,
      payload: { topik: 'Gerak lurus', catatan: 'Sudah paham grafik v-t' },
    });
    expect(dataOf<Meeting>(reported).status).toBe('dilaporkan');
    expect((await unreported(fajar)).map((meeting) => meeting.nomor)).toEqual([2, 3]);

    // another teacher's list holds only their own meetings
    expect(await unreported(gita)).toEqual([]);
  });

  it('counts the hour in WIB: a meeting at 16:00 WIB is due from 09:00 UTC of its day', async () => {
    clock.set('2025-06-01T00:00:00Z');
    await paidOrder(t.app, as, gita);
    clock.set('2025-06-02T08:59:59Z');
    expect(await unreported(gita)).toEqual([]);
    clock.set('2025-06-02T09:00:00Z');
    expect((await unreported(gita)).map((meeting) => meeting.tanggal)).toEqual(['2025-06-02']);
  });

  it('is for teachers only', async () => {
    expect((await injectAs(t.app, as.anonymous, { url: URL })).statusCode).toBe(401);
    for (const headers of [as.siswa, as.admin]) {
      const response = await injectAs(t.app, headers, { url: URL });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

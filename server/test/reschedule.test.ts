/**
 * Ubah jadwal (issue 26): a proposal by one side, the other side's answer, every refusal, and two
 * answers (or two proposals) at once making exactly one change.
 */
import type { Meeting, OrderMeetings, TeacherMeeting } from '@tutor/contract';
import { clashMessage, holidayMessage, MEETING_MESSAGES, RESCHEDULE_MESSAGES, rescheduleNotes } from '@tutor/rules';
import { paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

// 1 June 2025 07:00 WIB; the test orders' meetings are 2, 5, 9 and 12 June at 16:00 WIB
const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;
let dina: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  bayu = await verifiedTeacher(t.app, as.admin, {
    email: 'bayu.ubah@contoh.id',
    nama: 'Bayu Pratama',
    whatsapp: '6281211113333',
    subjectId: fisika.id,
  });
  dina = await verifiedTeacher(t.app, as.admin, {
    email: 'dina.ubah@contoh.id',
    nama: 'Dina Lestari',
    whatsapp: '6281255557777',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const meetingsOf = async (kode: string, headers = as.siswa) =>
  dataOf<OrderMeetings>(await injectAs(t.app, headers, { url: `/api/pesanan/${kode}/pertemuan` }));
const propose = (headers: Record<string, string>, id: number, slot: object) =>
  post(headers, `/api/pertemuan/${id}/ubah-jadwal`, slot);
const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, response.json()];

/** A fresh paid order of Bayu (the previous one's meetings are moved out of the way first). */
async function bayuOrder() {
  await t.handle.db.updateTable('meetings').set({ status: 'selesai' }).where('status', '=', 'terjadwal').execute();
  const order = await paidOrder(t.app, as, bayu);
  return { kode: order.kode, meetings: (await meetingsOf(order.kode)).items as [Meeting, Meeting, Meeting, Meeting] };
}

describe('a proposal and its answer', () => {
  it('moves the meeting only once the other side agrees, with both steps in its history', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { kode, meetings } = await bayuOrder();
    const [m1] = meetings;
    const proposed = await propose(as.siswa, m1.id, { tanggal: '2025-06-03', jam: '18:30' });
    expect(proposed.statusCode).toBe(201);
    expect(dataOf<Meeting>(proposed)).toMatchObject({
      tanggal: '2025-06-02',
      jam: '16:00',
      usulan: { tanggal: '2025-06-03', jam: '18:30', oleh: 'siswa' },
    });

    // the teacher sees it in the week; the student cannot answer their own proposal
    const week = dataOf<TeacherMeeting[]>(
      await injectAs(t.app, bayu, { url: '/api/guru/jadwal?dari=2025-06-01&sampai=2025-06-07' }),
    );
    expect(week.find((item) => item.id === m1.id)?.usulan).toEqual({
      tanggal: '2025-06-03',
      jam: '18:30',
      oleh: 'siswa',
    });
    expect(refusal(await post(as.siswa, `/api/pertemuan/${m1.id}/ubah-jadwal/setuju`))).toEqual([
      403,
      { message: RESCHEDULE_MESSAGES.ownProposal },
    ]);
    // one proposal at a time
    expect(refusal(await propose(bayu, m1.id, { tanggal: '2025-06-04', jam: '10:00' }))).toEqual([
      409,
      { message: RESCHEDULE_MESSAGES.pending },
    ]);

    const agreed = await post(bayu, `/api/pertemuan/${m1.id}/ubah-jadwal/setuju`);
    expect(agreed.statusCode).toBe(200);
    expect(dataOf<Meeting>(agreed)).toMatchObject({
      tanggal: '2025-06-03',
      jam: '18:30',
      status: 'terjadwal',
      usulan: null,
    });
    const history = (await meetingsOf(kode)).items[0]?.riwayat.map((entry) => [entry.oleh, entry.keterangan]);
    expect(history?.slice(-2)).toEqual([
      [
        'Siswa: Ibu Sari Wulandari',
        rescheduleNotes.proposed({ tanggal: '2025-06-02', jam: '16:00' }, { tanggal: '2025-06-03', jam: '18:30' }),
      ],
      ['Guru: Bayu Pratama', rescheduleNotes.accepted({ tanggal: '2025-06-03', jam: '18:30' })],
    ]);
    expect(refusal(await post(bayu, `/api/pertemuan/${m1.id}/ubah-jadwal/tolak`))).toEqual([
      409,
      { message: RESCHEDULE_MESSAGES.noProposal },
    ]);
  });

  it('keeps the meeting where it was when the other side refuses; the teacher may propose too', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { meetings } = await bayuOrder();
    const [, m2] = meetings;
    expect((await propose(bayu, m2.id, { tanggal: '2025-06-07', jam: '09:00' })).statusCode).toBe(201);
    expect(refusal(await post(bayu, `/api/pertemuan/${m2.id}/ubah-jadwal/tolak`))).toEqual([
      403,
      { message: RESCHEDULE_MESSAGES.ownProposal },
    ]);
    const refused = await post(as.siswa, `/api/pertemuan/${m2.id}/ubah-jadwal/tolak`);
    expect(dataOf<Meeting>(refused)).toMatchObject({ tanggal: '2025-06-05', jam: '16:00', usulan: null });
    expect(dataOf<Meeting>(refused).riwayat.at(-1)).toMatchObject({
      oleh: 'Siswa: Ibu Sari Wulandari',
      keterangan: rescheduleNotes.refused({ tanggal: '2025-06-07', jam: '09:00' }),
    });
    // a new proposal is possible once the last one is answered
    expect((await propose(as.siswa, m2.id, { tanggal: '2025-06-07', jam: '09:00' })).statusCode).toBe(201);
  });
});

describe('refusals', () => {
  it('answers who may not with 401, 403 and 404', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { meetings } = await bayuOrder();
    const id = meetings[2].id;
    const slot = { tanggal: '2025-06-10', jam: '16:00' };
    expect((await propose(as.anonymous, id, slot)).statusCode).toBe(401);
    expect((await propose(as.admin, id, slot)).statusCode).toBe(403);
    expect(refusal(await propose(as.otherSiswa, id, slot))).toEqual([404, { message: MEETING_MESSAGES.notFound }]);
    expect(refusal(await propose(dina, id, slot))).toEqual([404, { message: MEETING_MESSAGES.notFound }]);
    expect((await propose(as.siswa, 999999, slot)).statusCode).toBe(404);
    expect((await post(as.otherSiswa, `/api/pertemuan/${id}/ubah-jadwal/setuju`)).statusCode).toBe(404);
  });

  it('refuses within 24 hours of the start, but moves a meeting passed without a report at any time', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { meetings } = await bayuOrder();
    const [m1] = meetings;
    clock.set('2025-06-01T09:00:01Z'); // 23:59:59 before 2 June 16:00 WIB
    expect(refusal(await propose(as.siswa, m1.id, { tanggal: '2025-06-03', jam: '16:00' }))).toEqual([
      409,
      { message: RESCHEDULE_MESSAGES.tooLate },
    ]);
    clock.set('2025-06-02T10:00:00Z'); // started an hour ago, not reported
    expect((await propose(bayu, m1.id, { tanggal: '2025-06-03', jam: '16:00' })).statusCode).toBe(201);
  });

  it('refuses a slot the wizard would refuse, naming the holiday, and a slot the teacher holds', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { meetings } = await bayuOrder();
    const [, , m3] = meetings;
    const holiday = await t.handle.db
      .selectFrom('holidays')
      .select(['tanggal', 'nama'])
      .where('tanggal', '>=', '2025-06-06')
      .orderBy('tanggal')
      .executeTakeFirstOrThrow();
    expect(refusal(await propose(as.siswa, m3.id, { tanggal: holiday.tanggal, jam: '10:00' }))).toEqual([
      400,
      { message: holidayMessage(holiday.nama) },
    ]);
    expect(refusal(await propose(as.siswa, m3.id, { tanggal: '2025-05-31', jam: '10:00' }))).toEqual([
      400,
      { message: MEETING_MESSAGES.dateInPast },
    ]);
    expect(refusal(await propose(as.siswa, m3.id, { tanggal: '2025-02-30', jam: '10:00' }))).toEqual([
      400,
      { message: MEETING_MESSAGES.dateInvalid },
    ]);
    expect(refusal(await propose(as.siswa, m3.id, { tanggal: '2025-06-09', jam: '16:00' }))).toEqual([
      400,
      { message: RESCHEDULE_MESSAGES.sameSlot },
    ]);
    for (const jam of ['05:45', '23:00', '10:10'])
      expect((await propose(as.siswa, m3.id, { tanggal: '2025-06-10', jam })).statusCode).toBe(400);
    // 12 June 16:00 is meeting 4 of the same teacher (and of the earlier test orders)
    const clash = await propose(as.siswa, m3.id, { tanggal: '2025-06-12', jam: '17:00' });
    expect(clash.statusCode).toBe(409);
    expect(
      (clash.json() as { message: string }).message.startsWith(clashMessage([{ tanggal: '2025-06-12', jam: '16:00' }])),
    ).toBe(true);
  });

  it('refuses a reported meeting, and a report voids a pending proposal', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { meetings } = await bayuOrder();
    const [m1] = meetings;
    expect((await propose(as.siswa, m1.id, { tanggal: '2025-06-03', jam: '16:00' })).statusCode).toBe(201);
    clock.set('2025-06-02T10:00:00Z');
    const reported = await post(bayu, `/api/pertemuan/${m1.id}/laporan`, { topik: 'Vektor', catatan: 'Lancar' });
    expect(dataOf<Meeting>(reported)).toMatchObject({ status: 'dilaporkan', usulan: null });
    expect(refusal(await propose(as.siswa, m1.id, { tanggal: '2025-06-04', jam: '16:00' }))).toEqual([
      409,
      { message: RESCHEDULE_MESSAGES.notScheduled },
    ]);
    expect(refusal(await post(bayu, `/api/pertemuan/${m1.id}/ubah-jadwal/setuju`))).toEqual([
      409,
      { message: RESCHEDULE_MESSAGES.noProposal },
    ]);
  });
});

describe('at the same time', () => {
  it('makes one change of two answers, and stores one of two proposals', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const { kode, meetings } = await bayuOrder();
    const [m1, m2] = meetings;
    expect((await propose(as.siswa, m1.id, { tanggal: '2025-06-03', jam: '08:00' })).statusCode).toBe(201);
    const answers = await Promise.all([
      post(bayu, `/api/pertemuan/${m1.id}/ubah-jadwal/setuju`),
      post(bayu, `/api/pertemuan/${m1.id}/ubah-jadwal/tolak`),
      post(bayu, `/api/pertemuan/${m1.id}/ubah-jadwal/setuju`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);

    const proposals = await Promise.all([
      propose(as.siswa, m2.id, { tanggal: '2025-06-07', jam: '08:00' }),
      propose(bayu, m2.id, { tanggal: '2025-06-07', jam: '10:00' }),
    ]);
    expect(proposals.map((proposal) => proposal.statusCode).sort()).toEqual([201, 409]);

    const after = (await meetingsOf(kode)).items;
    const answeredNotes = after[0]?.riwayat.filter((entry) => /^(Menyetujui|Menolak)/.test(entry.keterangan)) ?? [];
    expect(answeredNotes).toHaveLength(1);
    expect(after[1]?.riwayat.filter((entry) => entry.keterangan.startsWith('Mengusulkan'))).toHaveLength(1);
  });
});

/**
 * Ganti guru (issue 26): the student asks for another teacher with a reason, the order becomes an
 * opening for its remaining meetings, and the teacher the student picks next takes over the future
 * meetings with no new payment. Every refusal, and two requests at once making one change.
 */
import type {
  Application,
  Candidate,
  Meeting,
  Opening,
  OrderDetail,
  OrderMeetings,
  TeacherMeeting,
} from '@tutor/contract';
import { canBeProposed, CHANGE_MESSAGES, changeNotes, LIFECYCLE_MESSAGES, ORDER_MESSAGES } from '@tutor/rules';
import { paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

// 1 June 2025 07:00 WIB; the test orders' meetings are 2, 5, 9 and 12 June at 16:00 WIB
const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;
let dina: Record<string, string>;
let eko: Record<string, string>;

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
    email: 'bayu.ganti@contoh.id',
    nama: 'Bayu Pratama',
    whatsapp: '6281211113333',
    subjectId: fisika.id,
  });
  dina = await verifiedTeacher(t.app, as.admin, {
    email: 'dina.ganti@contoh.id',
    nama: 'Dina Lestari',
    whatsapp: '6281255557777',
    subjectId: fisika.id,
  });
  eko = await verifiedTeacher(t.app, as.admin, {
    email: 'eko.ganti@contoh.id',
    nama: 'Eko Saputra',
    whatsapp: '6281266668888',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, response.json()];
const meetingsOf = async (kode: string) =>
  dataOf<OrderMeetings>(await injectAs(t.app, as.siswa, { url: `/api/pesanan/${kode}/pertemuan` })).items;
const orderOf = async (kode: string) =>
  dataOf<OrderDetail>(await injectAs(t.app, as.siswa, { url: `/api/pesanan/${kode}` }));
const change = (headers: Record<string, string>, kode: string, alasan = 'Jadwal guru sering bentrok') =>
  post(headers, `/api/pesanan/${kode}/ganti-guru`, { alasan });
const weekOf = async (teacher: Record<string, string>) =>
  dataOf<TeacherMeeting[]>(
    await injectAs(t.app, teacher, { url: '/api/guru/jadwal?dari=2025-06-01&sampai=2025-06-30' }),
  );
const openingsFor = async (teacher: Record<string, string>, kode: string) =>
  dataOf<Opening[]>(await injectAs(t.app, teacher, { url: `/guru/loker-mengajar-searching?kode_pemesanan=${kode}` }));

/** The meetings of earlier tests are moved out of the way (held), so each test's teachers are free. */
async function freshPaidOrder(teacher: Record<string, string>) {
  await t.handle.db.updateTable('meetings').set({ status: 'selesai' }).where('status', '=', 'terjadwal').execute();
  return (await paidOrder(t.app, as, teacher)).kode;
}

/** A teacher applies, the admin proposes them, the student picks them. */
async function replaceWith(teacher: Record<string, string>, kode: string) {
  const applied = await post(teacher, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap melanjutkan' });
  expect(applied.statusCode).toBe(201);
  const lamaranId = dataOf<Application>(applied).id;
  expect((await post(as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] })).statusCode).toBe(
    200,
  );
  return post(as.siswa, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId });
}

describe('a teacher change', () => {
  it('waits for reported meetings, reopens the order for the rest, and hands the future meetings to the next teacher', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const kode = await freshPaidOrder(bayu);
    const [m1] = (await meetingsOf(kode)) as [Meeting];
    const paidBefore = (await orderOf(kode)).dibayar;

    clock.set('2025-06-02T10:00:00Z'); // meeting 1 started an hour ago
    expect(
      (await post(bayu, `/api/pertemuan/${m1.id}/laporan`, { topik: 'Vektor', catatan: 'Lancar' })).statusCode,
    ).toBe(200);
    expect(refusal(await change(as.siswa, kode))).toEqual([409, { message: CHANGE_MESSAGES.unsettled }]);
    expect((await orderOf(kode)).status).toBe('aktif');
    expect((await post(as.siswa, `/api/pertemuan/${m1.id}/konfirmasi`)).statusCode).toBe(200);

    const changed = await change(as.siswa, kode);
    expect(changed.statusCode).toBe(200);
    expect(dataOf<OrderDetail>(changed)).toMatchObject({ status: 'mencari_guru', guru: null });
    expect(dataOf<OrderDetail>(changed).riwayat.at(-1)).toMatchObject({
      dari: 'aktif',
      ke: 'mencari_guru',
      oleh: 'Siswa: Ibu Sari Wulandari',
      keterangan: changeNotes.teacherChange('Jadwal guru sering bentrok'),
    });

    // the admin's answer carries the student's reason
    expect(
      dataOf<OrderDetail>(await injectAs(t.app, as.admin, { url: `/api/pesanan/${kode}` })).alasan_ganti_guru,
    ).toBe('Jadwal guru sering bentrok');
    // the replaced teacher's application is closed: the desk offers it to nobody (one rule,
    // canBeProposed), the propose check refuses it, and his board no longer lists the opening
    const desk = dataOf<Candidate[]>(await injectAs(t.app, as.admin, { url: `/api/admin/pesanan/${kode}/pelamar` }));
    const closed = desk.filter((candidate) => candidate.guru.nama === 'Bayu Pratama');
    expect(closed.map((candidate) => [candidate.status, canBeProposed(candidate.status)])).toEqual([
      ['tidak_dipilih', false],
    ]);
    expect(
      refusal(
        await post(as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: closed.map((c) => c.lamaran_id) }),
      ),
    ).toEqual([400, { message: LIFECYCLE_MESSAGES.notAnApplicant }]);
    expect(await openingsFor(bayu, kode)).toEqual([]);

    // an opening for the three meetings left; the replaced teacher's week keeps only the held one
    expect((await openingsFor(dina, kode))[0]).toMatchObject({
      kode,
      sisa_pertemuan: 3,
      sudah_apply: false,
      guru_apply: 0,
    });
    expect((await weekOf(bayu)).filter((item) => item.kode === kode).map((item) => [item.nomor, item.status])).toEqual([
      [1, 'selesai'],
    ]);
    expect(refusal(await post(bayu, `/api/lowongan/${kode}/lamar`, { catatan: 'Saya lagi' }))).toEqual([
      409,
      { message: CHANGE_MESSAGES.previousTeacher },
    ]);

    const picked = await replaceWith(dina, kode);
    expect(picked.statusCode).toBe(200);
    const after = dataOf<OrderDetail>(picked);
    expect(after).toMatchObject({ status: 'aktif', dibayar: paidBefore, guru: { nama: 'Dina Lestari' } });
    expect(after.riwayat.at(-1)).toMatchObject({
      dari: 'guru_diusulkan',
      ke: 'aktif',
      keterangan: changeNotes.newTeacher('Dina Lestari'),
    });
    const meetings = await meetingsOf(kode);
    expect(meetings.map((meeting) => [meeting.nomor, meeting.guru.nama, meeting.status])).toEqual([
      [1, 'Bayu Pratama', 'selesai'],
      [2, 'Dina Lestari', 'terjadwal'],
      [3, 'Dina Lestari', 'terjadwal'],
      [4, 'Dina Lestari', 'terjadwal'],
    ]);
    expect(meetings[1]?.riwayat.at(-1)?.keterangan).toBe(changeNotes.meetingMoved('Bayu Pratama', 'Dina Lestari'));
    expect((await weekOf(dina)).filter((item) => item.kode === kode).map((item) => item.nomor)).toEqual([2, 3, 4]);
    expect((await weekOf(bayu)).filter((item) => item.kode === kode).map((item) => item.nomor)).toEqual([1]);
    // no second payment was recorded, and the order can change teacher again
    expect(
      await t.handle.db
        .selectFrom('order_payments')
        .select('id')
        .where(
          'order_id',
          '=',
          (await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id,
        )
        .execute(),
    ).toHaveLength(1);
    expect((await change(as.siswa, kode, 'Ingin mencoba guru lain')).statusCode).toBe(200);
  });

  it('checks the next teacher against the real dates of the remaining meetings', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const kode = await freshPaidOrder(bayu);
    // Eko holds another order's meetings at the stored schedule's times (Mondays and Thursdays 16:00)
    await paidOrder(t.app, as, eko);
    // this order's meetings were moved to 19:00 (agreed reschedules), so Eko is free for them
    const orderId = (
      await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()
    ).id;
    await t.handle.db.updateTable('meetings').set({ jam: '19:00' }).where('order_id', '=', orderId).execute();
    expect((await change(as.siswa, kode)).statusCode).toBe(200);
    expect((await openingsFor(eko, kode))[0]?.bentrok).toEqual([]);
    const picked = await replaceWith(eko, kode);
    expect(picked.statusCode).toBe(200);
    expect((await meetingsOf(kode)).every((meeting) => meeting.guru.nama === 'Eko Saputra')).toBe(true);

    // moved back onto Eko's other lessons, the same pick would clash: 409 naming the dates
    await t.handle.db.updateTable('meetings').set({ jam: '16:30' }).where('order_id', '=', orderId).execute();
    expect((await change(as.siswa, kode)).statusCode).toBe(200);
    // Eko is now the replaced teacher: the opening leaves his board; the desk still shows his clash
    expect(await openingsFor(eko, kode)).toEqual([]);
    const desk = dataOf<Candidate[]>(await injectAs(t.app, as.admin, { url: `/api/admin/pesanan/${kode}/pelamar` }));
    const ekoRow = desk.find((candidate) => candidate.guru.nama === 'Eko Saputra');
    expect(ekoRow?.bentrok.length).toBeGreaterThan(0);
    expect(ekoRow && canBeProposed(ekoRow.status)).toBe(false);
  });
});

describe('refusals', () => {
  it('answers who may not with 401, 403 and 404, bad input with 400, and a wrong state with 409', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const kode = await freshPaidOrder(bayu);
    expect((await change(as.anonymous, kode)).statusCode).toBe(401);
    expect((await change(as.admin, kode)).statusCode).toBe(403);
    expect((await change(bayu, kode)).statusCode).toBe(403);
    expect(refusal(await change(as.otherSiswa, kode))).toEqual([404, { message: ORDER_MESSAGES.notFound }]);
    expect(refusal(await change(as.siswa, 'PP-0000-XXXX'))).toEqual([404, { message: ORDER_MESSAGES.notFound }]);
    expect(refusal(await change(as.siswa, kode, '   '))).toEqual([400, { message: CHANGE_MESSAGES.reasonRequired }]);
    expect((await post(as.siswa, `/api/pesanan/${kode}/ganti-guru`, {})).statusCode).toBe(400);
    expect((await post(as.siswa, `/api/pesanan/${kode}/ganti-guru`, { alasan: 'x'.repeat(501) })).statusCode).toBe(400);
    const changed = await change(as.siswa, kode);
    expect(changed.statusCode).toBe(200);
    expect(refusal(await change(as.siswa, kode))).toEqual([409, { message: CHANGE_MESSAGES.notActive }]);
    // paid before: looking for a teacher again, it is not cancellable like a new order
    expect(dataOf<OrderDetail>(changed).boleh_batal).toBe(false);
    expect(refusal(await post(as.siswa, `/api/pesanan/${kode}/batal`))).toEqual([
      409,
      { message: ORDER_MESSAGES.notCancellable },
    ]);
  });

  it('has nothing to change once every meeting is held', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const kode = await freshPaidOrder(bayu);
    const orderId = (
      await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()
    ).id;
    // three held: the order stays aktif until the fourth is; then only 'nothing left' would apply
    await t.handle.db
      .updateTable('meetings')
      .set({ status: 'selesai' })
      .where('order_id', '=', orderId)
      .where('nomor', '<', 4)
      .execute();
    expect((await change(as.siswa, kode)).statusCode).toBe(200);
    const kode2 = await freshPaidOrder(bayu);
    const orderId2 = (
      await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode2).executeTakeFirstOrThrow()
    ).id;
    await t.handle.db.updateTable('meetings').set({ status: 'selesai' }).where('order_id', '=', orderId2).execute();
    expect(refusal(await change(as.siswa, kode2))).toEqual([409, { message: CHANGE_MESSAGES.nothingLeft }]);
  });
});

describe('at the same time', () => {
  it('makes one change of two requests', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const kode = await freshPaidOrder(bayu);
    const answers = await Promise.all([
      change(as.siswa, kode, 'Alasan pertama'),
      change(as.siswa, kode, 'Alasan kedua'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect([CHANGE_MESSAGES.notActive, LIFECYCLE_MESSAGES.stateChanged]).toContain(
      (lost?.json() as { message: string }).message,
    );
    const history = (await orderOf(kode)).riwayat.filter(
      (entry) => entry.dari === 'aktif' && entry.ke === 'mencari_guru',
    );
    expect(history).toHaveLength(1);
  });
});

/**
 * Teacher pay: each meeting that becomes selesai (the student's confirmation, the 72-hour job, the
 * admin's decision on a dispute) earns the teacher who held it one honor row, once; honor and
 * commission are paid out through one payout request and one payout desk.
 */
import type { AdminPayout, MyMoney, OrderDetail, OrderMeetings, Payout } from '@tutor/contract';
import { honorParts, lessonPrice, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { confirmDueReports } from '../src/areas/lessons/confirmationJob';
import { earnHonor } from '../src/areas/money/honorService';
import { paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let rudi: Record<string, string>;
let maya: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app, 'rina.honor@contoh.id');
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  rudi = await verifiedTeacher(t.app, as.admin, {
    email: 'rudi.honor@contoh.id',
    nama: 'Rudi Hartono',
    whatsapp: '6281200000101',
    subjectId: fisika.id,
  });
  maya = await verifiedTeacher(t.app, as.admin, {
    email: 'maya.honor@contoh.id',
    nama: 'Maya Sari',
    whatsapp: '6281200000102',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const money = async (headers: Record<string, string>) =>
  dataOf<MyMoney>(await injectAs(t.app, headers, { url: '/api/keuangan/saya' }));
const meetingsOf = async (kode: string) =>
  dataOf<OrderMeetings>(await injectAs(t.app, as.admin, { url: `/api/pesanan/${kode}/pertemuan` })).items;
const honorRows = (meetingId: number) =>
  t.handle.db
    .selectFrom('money_ledger')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .where('jenis', '=', 'honor')
    .execute();
const report = { topik: 'Gerak lurus', catatan: 'Perlu latihan soal grafik' };
const bank = { bank: 'BCA', nomor_rekening: '1234 5678 90', nama_pemilik: 'Rudi Hartono' };
const priceOf = (order: OrderDetail) => lessonPrice(order.rincian_biaya);

let order: OrderDetail;
let orderId: number;
let parts: number[];

describe('honor per meeting', () => {
  it('pays the teacher who held a meeting once, whichever way it became selesai, and each teacher after a change', async () => {
    clock.set('2025-06-01T00:00:00Z');
    order = await paidOrder(t.app, as, rudi);
    parts = honorParts(priceOf(order), 4);
    orderId = (
      await t.handle.db.selectFrom('orders').select('id').where('kode', '=', order.kode).executeTakeFirstOrThrow()
    ).id;
    const [m1, m2, m3, m4] = await meetingsOf(order.kode);
    if (!m1 || !m2 || !m3 || !m4) throw new Error('the order has four meetings');
    clock.set('2025-06-12T10:00:00Z');
    for (const meeting of [m1, m2, m3])
      expect((await post(rudi, `/api/pertemuan/${meeting.id}/laporan`, report)).statusCode).toBe(200);
    expect((await money(rudi)).rows).toEqual([]);

    // the student confirms: one row; a doubled confirmation is 409 and writes nothing
    const confirms = await Promise.all([1, 2].map(() => post(as.siswa, `/api/pertemuan/${m1.id}/konfirmasi`)));
    expect(confirms.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await honorRows(m1.id)).toEqual([
      expect.objectContaining({ sumber: 'honor', amount: parts[0], state: 'dapat_diklaim', order_id: orderId }),
    ]);

    // the admin's decision on a dispute
    expect(
      (await post(as.siswa, `/api/pertemuan/${m2.id}/sanggah`, { alasan: 'Materi belum selesai' })).statusCode,
    ).toBe(200);
    expect((await post(as.admin, `/api/admin/pertemuan/${m2.id}/putuskan`, { terlaksana: true })).statusCode).toBe(200);
    expect(await honorRows(m2.id)).toHaveLength(1);

    // the 72-hour job, run twice (a retry, or a second process): one row
    const due = new Date('2025-06-15T10:00:01Z');
    expect(await confirmDueReports(t.handle.db, t.handle.kind, due)).toBe(1);
    expect(await confirmDueReports(t.handle.db, t.handle.kind, due)).toBe(0);
    expect(await honorRows(m3.id)).toHaveLength(1);
    // and a retried honor write after its meeting already earned: nothing new
    expect(await t.handle.db.transaction().execute((trx) => earnHonor(trx, m3.id, '2025-06-15T10:00:02.000Z'))).toBe(
      false,
    );
    expect(await honorRows(m3.id)).toHaveLength(1);

    // the teacher changed before the last meeting: it carries Maya, and pays her, not Rudi
    const mayaUser = await t.handle.db
      .selectFrom('users')
      .select(['id', 'teacher_id'])
      .where('email', '=', 'maya.honor@contoh.id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('meetings')
      .set({ teacher_user_id: mayaUser.id, teacher_id: mayaUser.teacher_id ?? 0 })
      .where('id', '=', m4.id)
      .execute();
    expect((await post(maya, `/api/pertemuan/${m4.id}/laporan`, report)).statusCode).toBe(200);
    expect((await post(as.siswa, `/api/pertemuan/${m4.id}/konfirmasi`)).statusCode).toBe(200);

    const rudiMoney = await money(rudi);
    const mayaMoney = await money(maya);
    expect(rudiMoney.rows).toEqual(
      [3, 2, 1].map((nomor) => ({
        sumber: 'honor',
        kode_pesanan: order.kode,
        pertemuan: nomor,
        tanggal: expect.stringMatching(/^2025-06-\d\d$/),
        jumlah: parts[nomor - 1],
        status: 'dapat_diklaim',
      })),
    );
    expect(mayaMoney.rows).toEqual([expect.objectContaining({ pertemuan: 4, jumlah: parts[3] })]);
    expect(rudiMoney.dapat_dicairkan + mayaMoney.dapat_dicairkan).toBe(Math.floor((priceOf(order) * 70) / 100));
    expect(dataOf<OrderDetail>(await injectAs(t.app, as.siswa, { url: `/api/pesanan/${order.kode}` })).status).toBe(
      'selesai',
    );
  });

  it('pays out all that is claimable once, on the one payout desk, marked paid once', async () => {
    const claimable = (await money(rudi)).dapat_dicairkan;
    expect((await post(rudi, '/api/keuangan/pencairan', { ...bank, nomor_rekening: '12ab' })).json()).toEqual({
      message: REFERRAL_LEDGER_MESSAGES.accountNumberInvalid,
    });
    // commission only on the referral page: honor is not taken by its payout request
    expect((await post(rudi, '/api/referral/pencairan', bank)).json()).toEqual({
      message: REFERRAL_LEDGER_MESSAGES.nothingToClaim,
    });
    const requests = await Promise.all([1, 2].map(() => post(rudi, '/api/keuangan/pencairan', bank)));
    expect(requests.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = requests.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ message: REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll });
    const payout = dataOf<Payout>(requests.find((response) => response.statusCode === 201) ?? requests[0]!);
    expect(payout).toMatchObject({ jumlah: claimable, status: 'diminta', nomor_rekening: '••••••7890' });
    expect(await money(rudi)).toMatchObject({
      dapat_dicairkan: 0,
      diminta: claimable,
      pencairan: [expect.objectContaining({ id: payout.id, status: 'diminta' })],
    });

    const desk = dataOf<AdminPayout[]>(await injectAs(t.app, as.admin, { url: '/api/admin/pencairan?status=diminta' }));
    expect(desk).toContainEqual(
      expect.objectContaining({
        id: payout.id,
        jumlah: claimable,
        honor: claimable,
        nomor_rekening: '1234567890',
        akun: expect.objectContaining({ nama: 'Rudi Hartono' }),
      }),
    );
    expect((await post(as.siswa, `/api/admin/pencairan/${payout.id}/bayar`)).statusCode).toBe(403);
    const marks = await Promise.all([1, 2].map(() => post(as.admin, `/api/admin/pencairan/${payout.id}/bayar`)));
    expect(marks.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await post(as.admin, `/api/admin/pencairan/${payout.id}/bayar`)).json()).toEqual({
      message: REFERRAL_LEDGER_MESSAGES.alreadyPaid,
    });

    const after = await money(rudi);
    expect(after).toMatchObject({
      dapat_dicairkan: 0,
      diminta: 0,
      dibayar: claimable,
      pencairan: [expect.objectContaining({ status: 'dibayar' })],
    });
    expect(after.rows.every((row) => row.status === 'dibayar')).toBe(true);
    // the ledger only grew: the earned rows are as written, the moves are pairs that sum to zero
    const rows = await t.handle.db
      .selectFrom('money_ledger')
      .select(['jenis', 'amount', 'state'])
      .where('order_id', '=', orderId)
      .where('sumber', '=', 'honor')
      .execute();
    expect(
      rows
        .filter((row) => row.jenis === 'honor')
        .map((row) => row.amount)
        .sort(),
    ).toEqual([...parts].sort());
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(parts.reduce((sum, part) => sum + part, 0));
    // Maya's claimable honor is untouched by Rudi's payout
    expect((await money(maya)).dapat_dicairkan).toBe(parts[3]);
  });

  it('keeps each ledger to its owner: 401 without a session, 404 for an unknown payout', async () => {
    expect((await injectAs(t.app, as.anonymous, { url: '/api/keuangan/saya' })).statusCode).toBe(401);
    expect((await post(as.anonymous, '/api/keuangan/pencairan', bank)).statusCode).toBe(401);
    expect((await money(as.otherSiswa)).rows).toEqual([]);
    expect((await post(as.otherSiswa, '/api/keuangan/pencairan', bank)).statusCode).toBe(409);
    expect((await post(as.admin, '/api/admin/pencairan/999999/bayar')).statusCode).toBe(404);
  });
});

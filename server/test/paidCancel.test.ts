/**
 * Issue 46: a paid order cancelled before its first meeting, on SQLite and PostgreSQL, against the
 * Midtrans stand-in. QRIS goes back through Midtrans' refund API once; a virtual account and a
 * bank transfer recorded by the admin are marked for a manual refund on the desk; each refund is a
 * new ledger row; the meetings are cancelled in both feeds and leave the teacher's week; after the
 * first meeting has started the cancel is 409; two cancels at once are one move, one 409 and one
 * refund; a refund Midtrans refuses is told to the admin once and retried later, once.
 */
import type { Charge } from '@tutor/contract';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@tutor/rules';
import { midtransClient, retryRefunds } from '../src/areas/payments';
import { lastAuditId, auditRowsAfter } from './helpers/auditRows';
import { feedOf, meetingUid } from './helpers/calendarFeeds';
import { payWithTeacher } from './helpers/lessons';
import { injectAs } from './helpers/orderDrafts';
import {
  adminNotices,
  dataOf,
  laterDraft,
  onlineWorld,
  orderAwaitingPayment,
  orderOf,
  payOnline,
  paymentsOf,
  SERVER_KEY,
  type OnlineWorld,
} from './helpers/onlineOrders';
import { orderWithApplication } from './helpers/lessons';

let w: OnlineWorld;
beforeAll(async () => {
  w = await onlineWorld('guru.batal@contoh.id', '6281277775555');
}, 120_000);
afterAll(async () => w.close());
beforeEach(() => w.clock.set('2025-06-01T00:00:00Z'));

const cancel = (kode: string, headers = w.as.siswa) =>
  injectAs(w.t.app, headers, { method: 'POST', url: `/api/pesanan/${kode}/batal` });
const refundCalls = (chargeId: string) =>
  w.standIn.calls.filter((call) => call.method === 'POST' && call.path === `/v2/${chargeId}/refund`);
const meetingIdsOf = async (kode: string) =>
  (
    await w.t.handle.db
      .selectFrom('meetings')
      .innerJoin('orders', 'orders.id', 'meetings.order_id')
      .select('meetings.id')
      .where('orders.kode', '=', kode)
      .execute()
  ).map((row) => row.id);
const chargesOf = async (kode: string) =>
  dataOf<Charge[]>(await injectAs(w.t.app, w.as.admin, { url: `/api/pesanan/${kode}/pembayaran-online` }));

/** An order paid online by `metode`, aktif with its meetings still to come. */
async function paidOnline(metode: 'qris' | 'bca_va') {
  const order = await orderAwaitingPayment(w);
  const charge = await payOnline(w, order.kode, metode);
  const paid = await orderOf(w, order.kode);
  expect(paid).toMatchObject({ status: 'aktif', boleh_batal: true });
  return { kode: order.kode, charge };
}

describe('cancelling a paid order before its first meeting', () => {
  it('refunds QRIS through Midtrans once, cancels every meeting in both feeds and writes the audit rows', async () => {
    const { kode, charge } = await paidOnline('qris');
    const meetingIds = await meetingIdsOf(kode);
    expect(meetingIds.length).toBeGreaterThan(0);
    const auditBefore = await lastAuditId(w.t.handle.db);
    const { jadwal } = await orderOf(w, kode);
    const weekUrl = `/api/guru/jadwal?dari=${jadwal[0]?.tanggal}&sampai=${jadwal.at(-1)?.tanggal}`;
    const teachersWeek = async () =>
      dataOf<{ kode: string }[]>(await injectAs(w.t.app, w.teacher, { url: weekUrl })).filter(
        (meeting) => meeting.kode === kode,
      );
    expect(await teachersWeek()).toHaveLength(meetingIds.length);

    const cancelled = await cancel(kode);
    expect(cancelled.statusCode).toBe(200);
    expect(dataOf<{ status: string; boleh_batal: boolean }>(cancelled)).toMatchObject({
      status: 'dibatalkan',
      boleh_batal: false,
    });
    expect(refundCalls(charge.id)).toHaveLength(1);
    expect(w.standIn.transactions.get(charge.id)?.transaction_status).toBe('refund');
    expect(await paymentsOf(w, kode)).toEqual([
      { jumlah: charge.jumlah, charge_id: charge.id, jenis: 'pembayaran' },
      { jumlah: -charge.jumlah, charge_id: charge.id, jenis: 'pengembalian' },
    ]);
    expect((await chargesOf(kode))[0]).toMatchObject({ id: charge.id, status: 'lunas', pengembalian: 'online' });
    expect((await orderOf(w, kode)).dibayar).toBe(0);

    for (const headers of [w.as.siswa, w.teacher]) {
      const events = await feedOf(w.t.app, headers);
      for (const id of meetingIds)
        expect([id, events.find((event) => event.uid === meetingUid(id))?.status]).toEqual([id, 'CANCELLED']);
    }
    expect(await teachersWeek()).toEqual([]);

    const actions = (await auditRowsAfter(w.t.handle.db, auditBefore)).map((row) => row.action);
    expect(actions).toEqual(['pesanan.dibatalkan', 'pembayaran.dikembalikan']);

    // a second cancel is refused and refunds nothing more
    expect((await cancel(kode)).statusCode).toBe(409);
    expect(refundCalls(charge.id)).toHaveLength(1);
    expect(await paymentsOf(w, kode)).toHaveLength(2);
  });

  it('marks a virtual account payment for a manual refund on the desk, with no call to Midtrans', async () => {
    const { kode, charge } = await paidOnline('bca_va');
    expect((await cancel(kode, w.as.admin)).statusCode).toBe(200);
    expect(refundCalls(charge.id)).toEqual([]);
    expect((await chargesOf(kode))[0]).toMatchObject({ pengembalian: 'manual' });
    expect((await paymentsOf(w, kode)).at(-1)).toEqual({
      jumlah: -charge.jumlah,
      charge_id: charge.id,
      jenis: 'pengembalian',
    });
    expect(await adminNotices(w, PAYMENT_MESSAGES.manualRefund(kode, charge.jumlah))).not.toEqual([]);
  });

  it('marks a bank transfer the admin recorded for a manual refund: a new ledger row and a notice', async () => {
    const { kode, lamaranId } = await orderWithApplication(w.t.app, w.as, w.teacher, laterDraft());
    const paid = await payWithTeacher(w.t.app, w.as, kode, lamaranId);
    expect(paid.boleh_batal).toBe(true);
    expect((await cancel(kode)).statusCode).toBe(200);
    expect(await paymentsOf(w, kode)).toEqual([
      { jumlah: paid.dibayar, charge_id: null, jenis: 'pembayaran' },
      { jumlah: -paid.dibayar, charge_id: null, jenis: 'pengembalian' },
    ]);
    expect(await adminNotices(w, PAYMENT_MESSAGES.transferRefund(kode, paid.dibayar))).not.toEqual([]);
  });

  it('refuses with 409 once the first meeting has started, and refunds nothing', async () => {
    const { kode, charge } = await paidOnline('qris');
    const first = (await orderOf(w, kode)).jadwal[0];
    if (!first) throw new Error('the order has no schedule');
    w.clock.set(new Date(Date.parse(`${first.tanggal}T${first.jam}:00+07:00`) + 60_000).toISOString());
    expect((await orderOf(w, kode)).boleh_batal).toBe(false);
    const refused = await cancel(kode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.lessonsStarted });
    expect((await orderOf(w, kode)).status).toBe('aktif');
    expect(refundCalls(charge.id)).toEqual([]);
  });

  it('makes one move, one 409 and one refund of two cancels at once', async () => {
    const { kode, charge } = await paidOnline('qris');
    const answers = await Promise.all([cancel(kode), cancel(kode, w.as.admin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(refundCalls(charge.id)).toHaveLength(1);
    expect((await paymentsOf(w, kode)).filter((row) => row.jenis === 'pengembalian')).toHaveLength(1);
    const history = (await orderOf(w, kode)).riwayat.filter((entry) => entry.ke === 'dibatalkan');
    expect(history).toHaveLength(1);
  });

  it('tells the admin once of a refund Midtrans refuses, and retries it later, once', async () => {
    const { kode, charge } = await paidOnline('qris');
    w.standIn.refusedRefunds = 2;
    expect((await cancel(kode)).statusCode).toBe(200);
    expect((await orderOf(w, kode)).status).toBe('dibatalkan');
    expect((await chargesOf(kode))[0]?.pengembalian).toBeNull();
    const failedText = PAYMENT_MESSAGES.refundFailed(kode, charge.jumlah);
    const admins = await adminNotices(w, failedText);
    expect(admins.length).toBeGreaterThan(0);

    const client = midtransClient({ serverKey: SERVER_KEY, apiUrl: w.standIn.url });
    // not yet due: tried a moment ago
    expect(await retryRefunds(w.t.handle.db, client, w.clock.now(), 60_000)).toEqual({
      online: [],
      manual: [],
      failed: [],
    });
    // a minute later Midtrans refuses again: still one notice
    const later = (minutes: number) => new Date(w.clock.now().getTime() + minutes * 60_000);
    expect((await retryRefunds(w.t.handle.db, client, later(2), 60_000)).failed).toEqual([charge.id]);
    expect(await adminNotices(w, failedText)).toHaveLength(admins.length);
    // then it succeeds, once, even with two processes at it
    const runs = await Promise.all([
      retryRefunds(w.t.handle.db, client, later(4), 60_000),
      retryRefunds(w.t.handle.db, client, later(4), 60_000),
    ]);
    expect(runs.flatMap((run) => run.online)).toEqual([charge.id]);
    expect(await retryRefunds(w.t.handle.db, client, later(6), 60_000)).toEqual({ online: [], manual: [], failed: [] });
    expect(refundCalls(charge.id)).toHaveLength(3);
    expect((await paymentsOf(w, kode)).filter((row) => row.jenis === 'pengembalian')).toHaveLength(1);
    expect((await chargesOf(kode))[0]?.pengembalian).toBe('online');
  });
});

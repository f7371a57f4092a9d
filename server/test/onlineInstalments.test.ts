/**
 * Issue 46, on SQLite and PostgreSQL against the Midtrans stand-in: an instalment package paid
 * online instalment by instalment (each its own charge for the instalment due; aktif after the
 * first; the next can then be charged), and a wrong amount told to the admins once per charge
 * however often Midtrans repeats itself or the re-read job reads the charge again.
 */
import type { Charge, OrderDraftBody, ScheduleItem } from '@tutor/contract';
import { PAYMENT_MESSAGES } from '@tutor/rules';
import { recordPayment } from '../src/areas/lifecycle/transitionService';
import { midtransClient } from '../src/areas/payments';
import { recheckWaitingCharges } from '../src/areas/payments/chargeRecheckJob';
import { injectAs, sampleDraft, SCHEDULE_URL } from './helpers/orderDrafts';
import {
  adminNotices,
  dataOf,
  notifyServer,
  onlineWorld,
  orderAwaitingPayment,
  orderOf,
  payOnline,
  paymentsOf,
  SERVER_KEY,
  startCharge,
  type OnlineWorld,
} from './helpers/onlineOrders';

let w: OnlineWorld;
beforeAll(async () => {
  w = await onlineWorld('guru.cicilan@contoh.id', '6281277774444');
}, 120_000);
afterAll(async () => w.close());

/** Intensif Pro (paket 8): 48 meetings paid in two instalments, from January 2026 (clear of the other orders). */
async function instalmentDraft(): Promise<OrderDraftBody> {
  const generated = await injectAs(w.t.app, w.as.siswa, {
    method: 'POST',
    url: SCHEDULE_URL,
    payload: {
      paket: 8,
      tanggal_mulai_les: '2026-01-05',
      waktu: ['Senin 16:00', 'Kamis 16:00'],
      subject: [
        { mata_pelajaran: 'Fisika', jumlah: 24 },
        { mata_pelajaran: 'Kimia', jumlah: 24 },
      ],
    },
  });
  expect(generated.statusCode).toBe(200);
  return sampleDraft({
    paket_id: 8,
    tanggal_mulai_les: '2026-01-05',
    jadwal: dataOf<ScheduleItem[]>(generated).map(({ mata_pelajaran, tanggal, jam }) => ({
      mata_pelajaran,
      tanggal,
      jam,
    })),
  });
}

describe('an instalment package paid online', () => {
  it('charges each instalment on its own: aktif after the first, the second due next, nothing after the last', async () => {
    const order = await orderAwaitingPayment(w, await instalmentDraft());
    const [first, second] = order.rincian_biaya.cicilan;
    expect(order.rincian_biaya.cicilan).toHaveLength(2);
    if (first === undefined || second === undefined) throw new Error('two instalments expected');

    const paidFirst = await payOnline(w, order.kode, 'qris');
    expect(paidFirst).toMatchObject({ jumlah: first, cicilan_ke: 1 });
    expect(await orderOf(w, order.kode)).toMatchObject({ status: 'aktif', dibayar: first });

    const paidSecond = await payOnline(w, order.kode, 'bca_va');
    expect(paidSecond).toMatchObject({ jumlah: second, cicilan_ke: 2 });
    expect(w.standIn.transactions.get(paidSecond.id)?.gross_amount).toBe(`${second}.00`);
    expect(await orderOf(w, order.kode)).toMatchObject({ status: 'aktif', dibayar: first + second });
    expect(first + second).toBe(order.rincian_biaya.total);

    const more = await startCharge(w, order.kode, 'gopay');
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: PAYMENT_MESSAGES.notDue });
    expect(await paymentsOf(w, order.kode)).toEqual([
      { jumlah: first, charge_id: paidFirst.id, jenis: 'pembayaran' },
      { jumlah: second, charge_id: paidSecond.id, jenis: 'pembayaran' },
    ]);
  });
});

describe('a wrong amount', () => {
  it('tells the admins once per charge: not again for a repeat, nor when the re-read job reads a changed answer', async () => {
    const order = await orderAwaitingPayment(w);
    const charge = dataOf<Charge>(await startCharge(w, order.kode, 'bri_va'));
    const paid = charge.jumlah - 1000;
    await w.standIn.pay(charge.id, { amount: paid, notify: false });
    expect((await notifyServer(w, charge.id)).statusCode).toBe(200);
    expect((await notifyServer(w, charge.id)).statusCode).toBe(200);
    const text = PAYMENT_MESSAGES.wrongAmount(order.kode, paid, charge.jumlah);
    const told = (await adminNotices(w, text)).length;
    expect(told).toBeGreaterThan(0);

    // Midtrans' answer changes in a field we do not act on; the job re-reads it twice, later
    const transaction = w.standIn.transactions.get(charge.id);
    if (!transaction) throw new Error('the stand-in lost the charge');
    transaction.details = { ...transaction.details, settlement_time: '2025-06-01 08:30:00' };
    const client = midtransClient({ serverKey: SERVER_KEY, apiUrl: w.standIn.url });
    for (const minutes of [5, 10]) {
      const later = new Date(w.clock.now().getTime() + minutes * 60_000);
      const reread = await recheckWaitingCharges(
        w.t.handle.db,
        client,
        recordPayment,
        { now: () => later, today: () => '2025-06-01' },
        60_000,
      );
      expect(reread).toBeGreaterThan(0);
    }
    expect(await adminNotices(w, text)).toHaveLength(told);
    expect(await paymentsOf(w, order.kode)).toEqual([]);
    expect((await orderOf(w, order.kode)).status).toBe('menunggu_pembayaran');
  });
});

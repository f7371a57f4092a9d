/**
 * Online payment through Midtrans, against the local stand-in of its Core API: a charge per
 * method, the same method answering the waiting charge, signed and forged notifications, repeats,
 * a reordered pending after settlement, two notifications at once, a wrong amount, expiry and a new
 * charge, the re-read job (twice at once), refunds, the gauge, and 503 without a server key.
 */
import type { Charge, OrderDetail } from '@tutor/contract';
import { CHARGE_METHODS, PAYMENT_MESSAGES } from '@tutor/rules';
import { midtransClient, signatureOf } from '../src/areas/payments';
import { recordPayment } from '../src/areas/lifecycle/transitionService';
import { recheckWaitingCharges } from '../src/areas/payments/chargeRecheckJob';
import { refundOrderCharges } from '../src/areas/payments';
import { fisikaTeacher, orderWithApplication } from './helpers/lessons';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtransStandIn';
import { laterDraft } from './helpers/onlineOrders';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, TEST_TODAY, type TestApp } from './helpers/testApp';

const SERVER_KEY = 'SB-Mid-server-uji-rahasia';
const NOTIFY_URL = '/api/pembayaran/midtrans/notifikasi';
let t: TestApp;
let standIn: MidtransStandIn;
let as: RoleHeaders;
let teacher: Record<string, string>;

beforeAll(async () => {
  standIn = await startMidtransStandIn({ serverKey: SERVER_KEY });
  t = await createTestApp(200, {
    env: { MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: standIn.url, METRICS_TOKEN: 'metrik-uji' },
  });
  as = await roleHeaders(t.app);
  teacher = await fisikaTeacher(t.app, t.handle.db, as.admin, {
    email: 'guru.bayar@contoh.id',
    nama: 'Guru Bayar',
    whatsapp: '6281277776666',
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A correctly signed notification of a charge the stand-in never saw. */
const signedUnknown = (order_id: string) => {
  const fields = { order_id, status_code: '200', gross_amount: '10000.00', transaction_status: 'settlement' };
  return { ...fields, signature_key: signatureOf(SERVER_KEY, fields) };
};

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

/** An order whose student chose a teacher: it waits for its first payment. */
async function orderAwaitingPayment(): Promise<OrderDetail> {
  const { kode, lamaranId } = await orderWithApplication(t.app, as, teacher, laterDraft());
  const proposed = await injectAs(t.app, as.admin, {
    method: 'POST',
    url: `/api/admin/pesanan/${kode}/usulkan`,
    payload: { lamaran_ids: [lamaranId] },
  });
  expect(proposed.statusCode).toBe(200);
  const chosen = await injectAs(t.app, as.siswa, {
    method: 'POST',
    url: `/api/pesanan/${kode}/pilih-guru`,
    payload: { lamaran_id: lamaranId },
  });
  expect(chosen.statusCode).toBe(200);
  return dataOf<OrderDetail>(chosen);
}

const startCharge = (kode: string, metode: string, headers = as.siswa) =>
  injectAs(t.app, headers, { method: 'POST', url: `/api/pesanan/${kode}/pembayaran-online`, payload: { metode } });
const notify = (body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: NOTIFY_URL, payload: body, remoteAddress: '10.99.0.1' });
const orderIdOf = async (kode: string) =>
  (await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id;
const orderOf = async (kode: string) =>
  dataOf<OrderDetail>(await injectAs(t.app, as.siswa, { method: 'GET', url: `/api/pesanan/${kode}` }));
const paymentsOf = (kode: string) =>
  t.handle.db
    .selectFrom('order_payments')
    .innerJoin('orders', 'orders.id', 'order_payments.order_id')
    .select(['order_payments.jumlah', 'order_payments.charge_id', 'order_payments.jenis'])
    .where('orders.kode', '=', kode)
    .execute();
const chargesOf = async (kode: string, headers = as.siswa) =>
  dataOf<Charge[]>(await injectAs(t.app, headers, { method: 'GET', url: `/api/pesanan/${kode}/pembayaran-online` }));

describe('charges', () => {
  it('starts one charge per method with what to pay with, and the same method answers the waiting one', async () => {
    const order = await orderAwaitingPayment();
    const due = order.rincian_biaya.cicilan[0] ?? order.rincian_biaya.total;
    for (const metode of CHARGE_METHODS) {
      const response = await startCharge(order.kode, metode);
      expect(response.statusCode).toBe(201);
      const charge = dataOf<Charge>(response);
      expect(charge).toMatchObject({ metode, jumlah: due, status: 'menunggu', cicilan_ke: 1 });
      if (metode.endsWith('_va')) expect(charge.va_number).toMatch(/^\d+$/);
      if (metode === 'mandiri_bill')
        expect(charge).toMatchObject({ biller_code: '70012', bill_key: expect.any(String) });
      if (metode === 'qris') expect(charge.qr_string).toMatch(/^0002/);
      if (metode === 'gopay') expect(charge.deeplink).toMatch(/^https:/);
      expect(Date.parse(charge.kedaluwarsa)).toBeGreaterThan(Date.now());
      const again = await startCharge(order.kode, metode);
      expect(again.statusCode).toBe(200);
      expect(dataOf<Charge>(again).id).toBe(charge.id);
      // what Midtrans was asked: the charge's own id and the amount due now
      expect(standIn.transactions.get(charge.id)?.gross_amount).toBe(`${due}.00`);
    }
    expect(await chargesOf(order.kode)).toHaveLength(CHARGE_METHODS.length);
    expect(await chargesOf(order.kode, as.admin)).toHaveLength(CHARGE_METHODS.length);
    expect((await startCharge(order.kode, 'qris', as.otherSiswa)).statusCode).toBe(404);
    expect((await startCharge(order.kode, 'qris', as.admin)).statusCode).toBe(403);
    expect((await startCharge(order.kode, 'qris', as.anonymous)).statusCode).toBe(401);
    expect((await startCharge(order.kode, 'dana')).statusCode).toBe(400);
  });

  it('refuses a charge for an order that waits for no payment (409)', async () => {
    const { kode } = await orderWithApplication(t.app, as, teacher);
    const response = await startCharge(kode, 'bca_va');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.notDue });
  });
});

describe('notifications', () => {
  it('refuses a forged signature (403) and records a signed settlement once, as the admin would', async () => {
    const order = await orderAwaitingPayment();
    const charge = dataOf<Charge>(await startCharge(order.kode, 'bni_va'));
    await standIn.pay(charge.id, { notify: false });
    const forged = await notify(standIn.signed(charge.id, { signature_key: 'a'.repeat(128) }));
    expect(forged.statusCode).toBe(403);
    const tampered = await notify({ ...standIn.signed(charge.id), gross_amount: '1.00' });
    expect(tampered.statusCode).toBe(403);
    expect(await paymentsOf(order.kode)).toEqual([]);

    const signed = standIn.signed(charge.id);
    expect((await notify(signed)).statusCode).toBe(200);
    expect((await notify(signed)).statusCode).toBe(200);
    // a pending notification arriving late (reordered): the status API says settlement, nothing more happens
    const late = standIn.signed(charge.id, { transaction_status: 'pending', status_code: '201' });
    expect((await notify(late)).statusCode).toBe(200);
    expect(await paymentsOf(order.kode)).toEqual([
      { jumlah: charge.jumlah, charge_id: charge.id, jenis: 'pembayaran' },
    ]);
    const paid = await orderOf(order.kode);
    expect(paid.status).toBe('aktif');
    expect(paid.dibayar).toBe(charge.jumlah);
    expect(paid.riwayat.find((entry) => entry.ke === 'aktif')?.oleh).toContain('Midtrans');
    const meetings = await t.handle.db
      .selectFrom('meetings')
      .select('id')
      .where('order_id', '=', await orderIdOf(paid.kode))
      .execute();
    expect(meetings).toHaveLength(paid.jadwal.length);
    expect((await chargesOf(order.kode))[0]).toMatchObject({
      id: charge.id,
      status: 'lunas',
      selesai: expect.any(String),
    });
  });

  it('records one payment when two notifications of one charge arrive at once', async () => {
    const order = await orderAwaitingPayment();
    const charge = dataOf<Charge>(await startCharge(order.kode, 'qris'));
    await standIn.pay(charge.id, { notify: false });
    const answers = await Promise.all([1, 2, 3].map(() => notify(standIn.signed(charge.id))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsOf(order.kode)).toHaveLength(1);
    expect((await orderOf(order.kode)).status).toBe('aktif');
  });

  it('records nothing for another amount and tells the admin, once', async () => {
    const order = await orderAwaitingPayment();
    const charge = dataOf<Charge>(await startCharge(order.kode, 'bri_va'));
    await standIn.pay(charge.id, { amount: charge.jumlah - 1000, notify: false });
    expect((await notify(standIn.signed(charge.id))).statusCode).toBe(200);
    expect((await notify(standIn.signed(charge.id))).statusCode).toBe(200);
    expect(await paymentsOf(order.kode)).toEqual([]);
    expect((await orderOf(order.kode)).status).toBe('menunggu_pembayaran');
    expect((await chargesOf(order.kode))[0]?.status).toBe('menunggu');
    const told = await t.handle.db
      .selectFrom('notifications')
      .select('text')
      .where('text', '=', PAYMENT_MESSAGES.wrongAmount(order.kode, charge.jumlah - 1000, charge.jumlah))
      .execute();
    expect(told.length).toBeGreaterThan(0);
    const admins = await t.handle.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(told).toHaveLength(admins.length);
  });

  it('closes an expired charge; the student may start another of the same method', async () => {
    const order = await orderAwaitingPayment();
    const first = dataOf<Charge>(await startCharge(order.kode, 'permata_va'));
    await standIn.expire(first.id, { notify: false });
    expect((await notify(standIn.signed(first.id))).statusCode).toBe(200);
    expect((await chargesOf(order.kode))[0]).toMatchObject({ id: first.id, status: 'kedaluwarsa' });
    const second = await startCharge(order.kode, 'permata_va');
    expect(second.statusCode).toBe(201);
    expect(dataOf<Charge>(second).id).not.toBe(first.id);
  });

  it('answers 200 to a signed notification of a charge it never made, and changes nothing', async () => {
    const body = signedUnknown('tidak-ada');
    expect((await notify(body)).statusCode).toBe(200);
  });
});

describe('the re-read job', () => {
  it('records a payment whose notification never came, once even when two processes run it at once', async () => {
    const order = await orderAwaitingPayment();
    const charge = dataOf<Charge>(await startCharge(order.kode, 'mandiri_bill'));
    await standIn.pay(charge.id, { notify: false });
    const client = midtransClient({ serverKey: SERVER_KEY, apiUrl: standIn.url });
    const later = new Date(Date.now() + 120_000);
    const clock = { now: () => later, today: () => TEST_TODAY };
    const counts = await Promise.all([
      recheckWaitingCharges(t.handle.db, client, recordPayment, clock, 60_000),
      recheckWaitingCharges(t.handle.db, client, recordPayment, clock, 60_000),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(order.kode)).toHaveLength(1);
    expect((await orderOf(order.kode)).status).toBe('aktif');
  });

  it('shows the charges waiting on /metrics', async () => {
    const waiting = await t.handle.db
      .selectFrom('payment_charges')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'menunggu')
      .executeTakeFirstOrThrow();
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrik-uji' },
    });
    expect(metrics.body).toContain(`pintar_payment_charges_waiting ${Number(waiting.count)}`);
  });
});

describe('refunds', () => {
  it('refunds QRIS through Midtrans and marks a virtual account for the desk, each a new ledger row, once', async () => {
    const client = midtransClient({ serverKey: SERVER_KEY, apiUrl: standIn.url });
    for (const metode of ['qris', 'bca_va'] as const) {
      const order = await orderAwaitingPayment();
      const charge = dataOf<Charge>(await startCharge(order.kode, metode));
      await standIn.pay(charge.id, { notify: false });
      await notify(standIn.signed(charge.id));
      const summary = await refundOrderCharges(t.handle.db, client, await orderIdOf(order.kode), new Date());
      const how = metode === 'qris' ? 'online' : 'manual';
      expect(summary[how]).toEqual([charge.id]);
      expect(await refundOrderCharges(t.handle.db, client, await orderIdOf(order.kode), new Date())).toEqual({
        online: [],
        manual: [],
        failed: [],
      });
      expect(await paymentsOf(order.kode)).toEqual([
        { jumlah: charge.jumlah, charge_id: charge.id, jenis: 'pembayaran' },
        { jumlah: -charge.jumlah, charge_id: charge.id, jenis: 'pengembalian' },
      ]);
      expect((await chargesOf(order.kode))[0]?.pengembalian).toBe(how);
      const audited = await t.handle.db
        .selectFrom('audit_log')
        .select(['action', 'actor_role'])
        .where('object_id', '=', order.kode)
        .where('action', '=', 'pembayaran.dikembalikan')
        .execute();
      expect(audited).toEqual([{ action: 'pembayaran.dikembalikan', actor_role: 'sistem' }]);
      expect(standIn.transactions.get(charge.id)?.transaction_status).toBe(metode === 'qris' ? 'refund' : 'settlement');
    }
  });
});

describe('without MIDTRANS_SERVER_KEY', () => {
  it('answers 503 with the bank-transfer message on every online route', async () => {
    const plain = await createTestApp(20);
    try {
      const siswa = (await roleHeaders(plain.app)).siswa;
      for (const request of [
        { method: 'GET' as const, url: '/api/pesanan/PP-1/pembayaran-online' },
        { method: 'POST' as const, url: '/api/pesanan/PP-1/pembayaran-online', payload: { metode: 'qris' } },
      ]) {
        const response = await injectAs(plain.app, siswa, request);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.notConfigured });
      }
      const notified = await plain.app.inject({ method: 'POST', url: NOTIFY_URL, payload: signedUnknown('x') });
      expect(notified.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});

/**
 * Every stamp the server writes follows the context's clock: the test moves it before each step
 * and reads back the time stored with what that step wrote: accounts, orders and their moves,
 * applications, payments, payouts (vouchers, subscribers, reset links, error reports: injectedClockMessages).
 */
import type { Candidate, OrderDetail, Payout } from '@tutor/contract';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { testClock } from './helpers/lessons';
import { injectAs, ORDERS_URL, sampleDraft } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';

const START = '2025-06-01T01:00:00.000Z';
const clock = testClock(START);
const moveTo = clock.set;

let t: TestApp;
let admin: Record<string, string>;
let guru: Record<string, string>;
let siswa: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  admin = await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  guru = await loginHeaders(t.app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
  siswa = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
});
afterAll(async () => t.close());

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const historyOf = (kode: string) =>
  t.handle.db
    .selectFrom('order_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select(['h.to_status', 'h.created_at'])
    .where('o.kode', '=', kode)
    .orderBy('h.id')
    .execute();
/** The created_at of an order's applications or payments, oldest first. */
const stampsOf = async (table: 'order_applications' | 'order_payments', kode: string) => {
  const order = await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow();
  const rows = await t.handle.db
    .selectFrom(table)
    .select('created_at')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.created_at);
};
const createdAtOfUser = async (email: string) =>
  (await t.handle.db.selectFrom('users').select('created_at').where('email', '=', email).executeTakeFirstOrThrow())
    .created_at;

describe('the stamps follow the test clock', () => {
  it('stamps the accounts made at start-up with the clock handed to prepareDatabase', async () => {
    expect(await createdAtOfUser(TEST_ADMIN.email)).toBe(START);
    expect(await createdAtOfUser(DEMO_ACCOUNTS.siswa.email)).toBe(START);
  });

  it('stamps a registration, an order, its moves, an application, a payment and a payout', async () => {
    const registeredAt = moveTo('2025-06-01T02:00:00.000Z');
    const registered = await post(await csrfHeaders(t.app), '/api/auth/register', {
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'orang_tua',
      nama: 'Ayu Lestari',
      email: 'ayu.jam@contoh.id',
      whatsapp: '6281277776666',
      password: 'rahasia-siswa-1',
    });
    expect(registered.statusCode).toBe(201);
    expect(await createdAtOfUser('ayu.jam@contoh.id')).toBe(registeredAt);
    const ayu = await loginHeaders(t.app, 'ayu.jam@contoh.id', 'rahasia-siswa-1');
    const ayuCode = data<{ kode_referral: string }>(registered).kode_referral;

    const orderedAt = moveTo('2025-06-01T03:00:00.000Z');
    const placed = await injectAs(t.app, siswa, {
      method: 'POST',
      url: ORDERS_URL,
      headers: { 'idempotency-key': 'clock-order-abcdef' },
      payload: sampleDraft({ kode_referral: ayuCode }),
    });
    expect(placed.statusCode).toBe(201);
    const order = data<OrderDetail>(placed);
    expect(order.dibuat).toBe(orderedAt);
    const key = await t.handle.db
      .selectFrom('order_idempotency_keys')
      .select('created_at')
      .where('idempotency_key', '=', 'clock-order-abcdef')
      .executeTakeFirstOrThrow();
    expect(key.created_at).toBe(orderedAt);

    const confirmedAt = moveTo('2025-06-01T04:00:00.000Z');
    expect((await post(admin, `/api/admin/pesanan/${order.kode}/konfirmasi`)).statusCode).toBe(200);
    const appliedAt = moveTo('2025-06-01T05:00:00.000Z');
    expect((await post(guru, `/api/lowongan/${order.kode}/lamar`, {})).statusCode).toBe(201);
    expect(await stampsOf('order_applications', order.kode)).toEqual([appliedAt]);

    const [candidate] = data<Candidate[]>(
      await injectAs(t.app, admin, { url: `/api/admin/pesanan/${order.kode}/pelamar` }),
    );
    const lamaranId = candidate?.lamaran_id ?? 0;
    const proposedAt = moveTo('2025-06-01T06:00:00.000Z');
    expect(
      (await post(admin, `/api/admin/pesanan/${order.kode}/usulkan`, { lamaran_ids: [lamaranId] })).statusCode,
    ).toBe(200);
    const chosenAt = moveTo('2025-06-01T07:00:00.000Z');
    const chosen = data<OrderDetail>(
      await post(siswa, `/api/pesanan/${order.kode}/pilih-guru`, { lamaran_id: lamaranId }),
    );
    const paidAt = moveTo('2025-06-01T08:00:00.000Z');
    const payment = await post(admin, `/api/admin/pesanan/${order.kode}/pembayaran`, {
      jumlah: chosen.rincian_biaya.cicilan[0] ?? 0,
    });
    expect(data<OrderDetail>(payment).status).toBe('aktif');
    expect(await historyOf(order.kode)).toEqual([
      { to_status: 'menunggu_konfirmasi', created_at: orderedAt },
      { to_status: 'mencari_guru', created_at: confirmedAt },
      { to_status: 'guru_diusulkan', created_at: proposedAt },
      { to_status: 'menunggu_pembayaran', created_at: chosenAt },
      { to_status: 'aktif', created_at: paidAt },
    ]);
    expect(await stampsOf('order_payments', order.kode)).toEqual([paidAt]);

    // the commission the payment released is claimed and paid out at two later instants
    const requestedAt = moveTo('2025-06-02T09:00:00.000Z');
    const requested = await post(ayu, '/api/referral/pencairan', {
      bank: 'BCA',
      nomor_rekening: '1234567890',
      nama_pemilik: 'Ayu Lestari',
    });
    expect(requested.statusCode).toBe(201);
    const payout = data<Payout>(requested);
    expect(payout.diminta_pada).toBe(requestedAt);
    const payoutPaidAt = moveTo('2025-06-03T10:00:00.000Z');
    const marked = await post(admin, `/api/admin/pencairan/${payout.id}/bayar`);
    expect(data<{ dibayar_pada: string }>(marked).dibayar_pada).toBe(payoutPaidAt);
    const moves = await t.handle.db
      .selectFrom('money_ledger')
      .select(['state', 'created_at'])
      .where('payout_id', '=', payout.id)
      .orderBy('id')
      .execute();
    // each move is a pair of rows (out of one state, into the next), both stamped by the move
    expect(moves.map((move) => move.state)).toEqual(['dapat_diklaim', 'diminta', 'diminta', 'dibayar']);
    expect(moves.map((move) => move.created_at)).toEqual([requestedAt, requestedAt, payoutPaidAt, payoutPaidAt]);

    const changedAt = moveTo('2025-06-03T11:00:00.000Z');
    expect(
      (await post(siswa, `/api/pesanan/${order.kode}/ganti-guru`, { alasan: 'Jadwal tidak cocok' })).statusCode,
    ).toBe(200);
    expect((await historyOf(order.kode)).at(-1)).toEqual({ to_status: 'mencari_guru', created_at: changedAt });
  });

  it("stamps a cancellation with the clock's instant", async () => {
    moveTo('2025-06-04T01:00:00.000Z');
    const order = data<OrderDetail>(
      await injectAs(t.app, siswa, {
        method: 'POST',
        url: ORDERS_URL,
        headers: { 'idempotency-key': 'clock-cancel-abcdef' },
        payload: sampleDraft(),
      }),
    );
    const cancelledAt = moveTo('2025-06-04T02:30:00.000Z');
    expect((await post(siswa, `/api/pesanan/${order.kode}/batal`)).statusCode).toBe(200);
    expect((await historyOf(order.kode)).at(-1)).toEqual({ to_status: 'dibatalkan', created_at: cancelledAt });
  });
});

/**
 * Every state transition a double click can send twice (issue 45), table-driven: orders, the
 * application, meetings and their moves, payouts, reviews, the outbox. Each press is sent three
 * times at once; exactly one moves (2xx), the others are refused with 409, nothing answers 5xx,
 * and the effect (a history row, an application, a payment, a payout) is there once. The rows run
 * in order on one order's life; on SQLite and PostgreSQL. Onboarding's steps: doubleOnboarding.test.ts.
 */
import type { Meeting, OrderDetail, OrderMeetings } from '@tutor/contract';
import { pressedAtOnce, PRESSES, type Press } from './helpers/atOnce';
import { testClock, fisikaTeacher } from './helpers/lessons';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
let teacher: Record<string, string>;
const clock = testClock('2025-06-01T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app, 'dobel.lain@contoh.id');
  teacher = await fisikaTeacher(t.app, t.handle.db, as.admin, {
    email: 'dobel.guru@contoh.id',
    nama: 'Guru Dobel',
    whatsapp: '6281277779999',
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
let orderKeys = 0;
async function newOrder(): Promise<string> {
  const created = await injectAs(t.app, as.siswa, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `dobel-klik-${orderKeys++}-abcdef` },
    payload: sampleDraft(),
  });
  expect(created.statusCode).toBe(201);
  return dataOf<OrderDetail>(created).kode;
}

/** What the rows share as the order's life goes on. */
const state = { kode: '', cancelled: '', lamaranId: 0, meetings: [] as Meeting[], payoutId: 0, outboxId: 0 };
const orderId = async (kode: string) =>
  (await t.handle.db.selectFrom('orders').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id;
const rowsOf = async (table: 'order_history' | 'order_applications' | 'order_payments', kode: string) =>
  (
    await t.handle.db
      .selectFrom(table)
      .select('id')
      .where('order_id', '=', await orderId(kode))
      .execute()
  ).length;
const meetingHistory = async (index: number) =>
  (
    await t.handle.db
      .selectFrom('meeting_history')
      .select('id')
      .where('meeting_id', '=', state.meetings[index]?.id ?? 0)
      .execute()
  ).length;
const post = (headers: Record<string, string>, url: string, payload?: object): Press => ({
  headers,
  request: { method: 'POST', url, ...(payload ? { payload } : {}) },
});
const meetingUrl = (index: number, action: string) => `/api/pertemuan/${state.meetings[index]?.id ?? 0}/${action}`;
const report = { topik: 'Hukum Newton', catatan: 'Sudah bisa menghitung gaya' };

interface Row {
  /** what is pressed; the statuses expected are one 2xx (this) and 409 for the rest */
  press: () => Promise<Press> | Press;
  success: number;
  /** counts what the press leaves behind: it must grow by exactly one */
  effect: () => Promise<number>;
  /** runs before the press (the state it needs) */
  arrange?: () => Promise<void>;
}

const ROWS: [string, Row][] = [
  [
    'the admin confirms an order',
    {
      arrange: async () => {
        state.kode = await newOrder();
      },
      press: () => post(as.admin, `/api/admin/pesanan/${state.kode}/konfirmasi`),
      success: 200,
      effect: () => rowsOf('order_history', state.kode),
    },
  ],
  [
    'a teacher applies to the opening',
    {
      press: () => post(teacher, `/api/lowongan/${state.kode}/lamar`, { catatan: 'Siap' }),
      success: 201,
      effect: () => rowsOf('order_applications', state.kode),
    },
  ],
  [
    'the admin proposes the teacher',
    {
      arrange: async () => {
        const applications = await t.handle.db
          .selectFrom('order_applications')
          .select('id')
          .where('order_id', '=', await orderId(state.kode))
          .execute();
        state.lamaranId = applications[0]?.id ?? 0;
      },
      press: () => post(as.admin, `/api/admin/pesanan/${state.kode}/usulkan`, { lamaran_ids: [state.lamaranId] }),
      success: 200,
      effect: () => rowsOf('order_history', state.kode),
    },
  ],
  [
    'the student chooses the teacher',
    {
      press: () => post(as.siswa, `/api/pesanan/${state.kode}/pilih-guru`, { lamaran_id: state.lamaranId }),
      success: 200,
      effect: () => rowsOf('order_history', state.kode),
    },
  ],
  [
    'the admin records the first payment',
    {
      press: async () => {
        const order = dataOf<OrderDetail>(await injectAs(t.app, as.admin, { url: `/api/pesanan/${state.kode}` }));
        return post(as.admin, `/api/admin/pesanan/${state.kode}/pembayaran`, {
          jumlah: order.rincian_biaya.cicilan[0] ?? order.rincian_biaya.total,
        });
      },
      success: 200,
      effect: () => rowsOf('order_payments', state.kode),
    },
  ],
  [
    'the teacher reports the first meeting',
    {
      arrange: async () => {
        const list = await injectAs(t.app, as.siswa, { url: `/api/pesanan/${state.kode}/pertemuan` });
        state.meetings = dataOf<OrderMeetings>(list).items;
        clock.set('2025-06-02T10:00:00Z');
      },
      press: () => post(teacher, meetingUrl(0, 'laporan'), report),
      success: 200,
      effect: () => meetingHistory(0),
    },
  ],
  [
    'the student confirms the first meeting',
    {
      press: () => post(as.siswa, meetingUrl(0, 'konfirmasi')),
      success: 200,
      effect: () => meetingHistory(0),
    },
  ],
  [
    'the student disputes the second meeting',
    {
      arrange: async () => {
        clock.set('2025-06-05T10:00:00Z');
        expect(
          (await injectAs(t.app, teacher, post(teacher, meetingUrl(1, 'laporan'), report).request)).statusCode,
        ).toBe(200);
      },
      press: () => post(as.siswa, meetingUrl(1, 'sanggah'), { alasan: 'Guru datang terlambat' }),
      success: 200,
      effect: () => meetingHistory(1),
    },
  ],
  [
    'the admin decides the dispute',
    {
      press: () => post(as.admin, `/api/admin/pertemuan/${state.meetings[1]?.id ?? 0}/putuskan`, { terlaksana: true }),
      success: 200,
      effect: () => meetingHistory(1),
    },
  ],
  [
    'the student proposes a new time for the fourth meeting',
    {
      press: () => post(as.siswa, meetingUrl(3, 'ubah-jadwal'), { tanggal: '2025-06-13', jam: '16:00' }),
      success: 201,
      effect: () => meetingHistory(3),
    },
  ],
  [
    'the teacher agrees to the new time',
    {
      press: () => post(teacher, meetingUrl(3, 'ubah-jadwal/setuju')),
      success: 200,
      effect: () => meetingHistory(3),
    },
  ],
  [
    'the teacher proposes a new time for the third meeting',
    {
      press: () => post(teacher, meetingUrl(2, 'ubah-jadwal'), { tanggal: '2025-06-10', jam: '16:00' }),
      success: 201,
      effect: () => meetingHistory(2),
    },
  ],
  [
    'the student refuses the new time',
    {
      press: () => post(as.siswa, meetingUrl(2, 'ubah-jadwal/tolak')),
      success: 200,
      effect: () => meetingHistory(2),
    },
  ],
  [
    'the teacher asks for their honor',
    {
      press: () =>
        post(teacher, '/api/keuangan/pencairan', {
          bank: 'BCA',
          nomor_rekening: '1234567890',
          nama_pemilik: 'Guru Dobel',
        }),
      success: 201,
      effect: async () => (await t.handle.db.selectFrom('payouts').select('id').execute()).length,
    },
  ],
  [
    'the admin marks the payout paid',
    {
      arrange: async () => {
        const payouts = await t.handle.db.selectFrom('payouts').select('id').orderBy('id', 'desc').execute();
        state.payoutId = payouts[0]?.id ?? 0;
      },
      press: () => post(as.admin, `/api/admin/pencairan/${state.payoutId}/bayar`),
      success: 200,
      effect: async () =>
        (await t.handle.db.selectFrom('payouts').select('id').where('status', '=', 'dibayar').execute()).length,
    },
  ],
  [
    'the student asks for another teacher',
    {
      press: () => post(as.siswa, `/api/pesanan/${state.kode}/ganti-guru`, { alasan: 'Jadwal guru tidak cocok' }),
      success: 200,
      effect: () => rowsOf('order_history', state.kode),
    },
  ],
  [
    'the student cancels a new order',
    {
      arrange: async () => {
        state.cancelled = await newOrder();
      },
      press: () => post(as.siswa, `/api/pesanan/${state.cancelled}/batal`),
      success: 200,
      effect: () => rowsOf('order_history', state.cancelled),
    },
  ],
  [
    'the admin marks a failed message sent by hand',
    {
      arrange: async () => {
        const row = await t.handle.db
          .insertInto('outbox')
          .values({
            channel: 'email',
            recipient: 'gagal@contoh.id',
            body: 'Halo',
            subject: 'Uji',
            link: '/',
            created_at: '2025-06-01T00:00:00.000Z',
            sent_at: null,
            attempts: 8,
            failed_at: '2025-06-01T01:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        state.outboxId = row.id;
      },
      press: () => post(as.admin, `/api/admin/pesan-keluar/${state.outboxId}/terkirim`),
      success: 200,
      effect: async () =>
        (
          await t.handle.db
            .selectFrom('outbox')
            .select('id')
            .where('id', '=', state.outboxId)
            .where('sent_at', 'is not', null)
            .execute()
        ).length,
    },
  ],
];

describe(`each transition pressed ${PRESSES} times at once`, () => {
  it.each(ROWS)('%s: one moves, the others 409, one effect', async (_name, row) => {
    await row.arrange?.();
    const press = await row.press();
    const before = await row.effect();
    const statuses = await pressedAtOnce(t.app, press);
    expect(statuses).toEqual([row.success, ...Array(PRESSES - 1).fill(409)]);
    expect(await row.effect()).toBe(before + 1);
  });
});

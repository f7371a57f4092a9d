/**
 * An app on the Midtrans stand-in with a clock the test moves, and the steps of an order paid
 * online: the shared setup of the refund and instalment tests (paidCancel, onlineInstalments).
 */
import type { Charge, ChargeMethod, OrderDetail, OrderDraftBody } from '@tutor/contract';
import { fisikaTeacher, orderWithApplication, testClock } from './lessons';
import { startMidtransStandIn, type MidtransStandIn } from './midtransStandIn';
import { injectAs, roleHeaders, sampleDraft, type RoleHeaders } from './orderDrafts';
import { createTestApp, type TestApp } from './testApp';

export const SERVER_KEY = 'SB-Mid-server-uji-batal';
const NOTIFY_URL = '/api/pembayaran/midtrans/notifikasi';

export const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

export interface OnlineWorld {
  t: TestApp;
  standIn: MidtransStandIn;
  as: RoleHeaders;
  teacher: Record<string, string>;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

export async function onlineWorld(email: string, whatsapp: string): Promise<OnlineWorld> {
  const clock = testClock('2025-06-01T00:00:00Z');
  const standIn = await startMidtransStandIn({ serverKey: SERVER_KEY, now: clock.now });
  const t = await createTestApp(200, {
    now: clock.now,
    env: { MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: standIn.url },
  });
  const as = await roleHeaders(t.app);
  const teacher = await fisikaTeacher(t.app, t.handle.db, as.admin, { email, nama: 'Guru Daring', whatsapp });
  return {
    t,
    standIn,
    as,
    teacher,
    clock,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
}

let weeksAhead = 0;
/** The sample draft moved on by two weeks each time: each order's meetings leave the teacher free for the next. */
export function laterDraft(): OrderDraftBody {
  const shift = (iso: string) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + weeksAhead * 14 * 86_400_000).toISOString().slice(0, 10);
  const draft = sampleDraft();
  weeksAhead += 1;
  return {
    ...draft,
    tanggal_mulai_les: shift(draft.tanggal_mulai_les),
    jadwal: draft.jadwal.map((item) => ({ ...item, tanggal: shift(item.tanggal) })),
  };
}

/** Proposed, chosen: the order waits for its first payment. */
export async function orderAwaitingPayment(w: OnlineWorld, draft = laterDraft()): Promise<OrderDetail> {
  const { kode, lamaranId } = await orderWithApplication(w.t.app, w.as, w.teacher, draft);
  const post = (headers: Record<string, string>, url: string, payload: object) =>
    injectAs(w.t.app, headers, { method: 'POST', url, payload });
  const proposed = await post(w.as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] });
  if (proposed.statusCode !== 200) throw new Error(`usulkan answered ${proposed.statusCode}: ${proposed.body}`);
  const chosen = await post(w.as.siswa, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId });
  if (chosen.statusCode !== 200) throw new Error(`pilih-guru answered ${chosen.statusCode}: ${chosen.body}`);
  return dataOf<OrderDetail>(chosen);
}

export const startCharge = (w: OnlineWorld, kode: string, metode: ChargeMethod) =>
  injectAs(w.t.app, w.as.siswa, { method: 'POST', url: `/api/pesanan/${kode}/pembayaran-online`, payload: { metode } });

/** Midtrans' signed notification of the transaction as it stands, delivered to the server. */
export const notifyServer = (w: OnlineWorld, chargeId: string) =>
  w.t.app.inject({ method: 'POST', url: NOTIFY_URL, payload: w.standIn.signed(chargeId), remoteAddress: '10.99.0.2' });

/** The amount due now charged by `metode`, paid at the bank and notified: the charge as it was started. */
export async function payOnline(w: OnlineWorld, kode: string, metode: ChargeMethod): Promise<Charge> {
  const started = await startCharge(w, kode, metode);
  if (started.statusCode !== 201) throw new Error(`charge answered ${started.statusCode}: ${started.body}`);
  const charge = dataOf<Charge>(started);
  await w.standIn.pay(charge.id, { notify: false });
  const notified = await notifyServer(w, charge.id);
  if (notified.statusCode !== 200) throw new Error(`notification answered ${notified.statusCode}: ${notified.body}`);
  return charge;
}

export const orderOf = async (w: OnlineWorld, kode: string) =>
  dataOf<OrderDetail>(await injectAs(w.t.app, w.as.siswa, { url: `/api/pesanan/${kode}` }));

export const paymentsOf = (w: OnlineWorld, kode: string) =>
  w.t.handle.db
    .selectFrom('order_payments')
    .innerJoin('orders', 'orders.id', 'order_payments.order_id')
    .select(['order_payments.jumlah', 'order_payments.charge_id', 'order_payments.jenis'])
    .where('orders.kode', '=', kode)
    .orderBy('order_payments.id')
    .execute();

/** The admins' notifications saying exactly `text`. */
export const adminNotices = (w: OnlineWorld, text: string) =>
  w.t.handle.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select('notifications.text')
    .where('users.role', '=', 'admin')
    .where('notifications.text', '=', text)
    .execute();

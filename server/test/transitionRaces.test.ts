/**
 * Every pair of transitions that can meet on one order, sent at once (issue 30): exactly one moves
 * the order out of the state both read, and the order's history stays a path (each row starts
 * where the previous one ended). The other is refused with 409, unless it reads the order after the
 * first has committed and is allowed from the new state (konfirmasi, then batal): then it is a
 * second move, from that state, and answers 200 too. The pairs come from TRANSITION_FROM in @tutor/rules, so a
 * transition added there without an action here fails to compile, and one added with an action is
 * raced against every other transition from its states.
 */
import type { Candidate, OrderDetail, OrderStatus } from '@tutor/contract';
import { TRANSITION_FROM, type OrderTransition } from '@tutor/rules';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';
import { passOnboarding } from './helpers/onboarding';

let t: TestApp;
let as: RoleHeaders;
let teacher: Record<string, string>;

const TEACHER = { email: 'balapan@contoh.id', password: 'rahasia-guru-1' };

beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app, 'balapan.siswa@contoh.id');
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(t.app),
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama: 'Guru Balapan',
      email: TEACHER.email,
      whatsapp: '6281288887711',
      password: TEACHER.password,
      jenis_kelamin: 'L',
      perguruan_tinggi: 'Universitas Padjadjaran',
      jurusan: 'Fisika',
      jenjang_ids: [16],
      mapel: [fisika.id],
      kota_ids: [3273],
      online: false,
      ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '19:00' }],
    },
  });
  const teacherId = (registered.json() as { data: { id: number } }).data.id;
  await passOnboarding(t.app, as.admin, teacherId);
  teacher = await loginHeaders(t.app, TEACHER.email, TEACHER.password);
});
afterAll(async () => t.close());

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

interface RaceOrder {
  kode: string;
  /** the application the admin proposes and the student chooses, once there is one */
  lamaranId?: number;
  firstInstalment: number;
}

let keyCount = 0;

/**
 * Lessons 90 minutes apart, so orders paid one after another never book the one teacher twice
 * (a clash would refuse proposing, choosing and paying with 409).
 */
const LESSON_HOURS = [
  '06:00',
  '07:30',
  '09:00',
  '10:30',
  '12:00',
  '13:30',
  '15:00',
  '16:30',
  '18:00',
  '19:30',
  '21:00',
];
function draftAtOwnHour(index: number) {
  const jam = LESSON_HOURS[index % LESSON_HOURS.length] ?? '16:00';
  const draft = sampleDraft();
  return {
    ...draft,
    waktu_les: draft.waktu_les.map((slot) => ({ ...slot, jam })),
    jadwal: draft.jadwal.map((item) => ({ ...item, jam })),
  };
}
/** A new order walked along the happy path until it is in `state`. */
async function orderIn(state: OrderStatus): Promise<RaceOrder> {
  const created = await injectAs(t.app, as.siswa, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `race-${keyCount}-abcdef` },
    payload: draftAtOwnHour(keyCount++),
  });
  expect(created.statusCode).toBe(201);
  const detail = dataOf<OrderDetail>(created);
  const order: RaceOrder = {
    kode: detail.kode,
    firstInstalment: detail.rincian_biaya.cicilan[0] ?? detail.rincian_biaya.total,
  };
  for (const [step, transition] of HAPPY_PATH) {
    if (step === 'mencari_guru') {
      expect((await post(teacher, `/api/lowongan/${order.kode}/lamar`, {})).statusCode).toBe(201);
      const candidates = dataOf<Candidate[]>(
        await injectAs(t.app, as.admin, { url: `/api/admin/pesanan/${order.kode}/pelamar` }),
      );
      order.lamaranId = candidates[0]?.lamaran_id;
    }
    if (step === state) return order;
    expect((await ACTIONS[transition](order)).statusCode).toBe(200);
  }
  throw new Error(`no way to ${state} on the happy path`);
}

/** The transition the happy path takes out of each state, in order. */
const HAPPY_PATH: readonly (readonly [OrderStatus, OrderTransition])[] = [
  ['menunggu_konfirmasi', 'konfirmasi'],
  ['mencari_guru', 'usulkan'],
  ['guru_diusulkan', 'pilih_guru'],
  ['menunggu_pembayaran', 'pembayaran'],
];

/** Each transition as its caller sends it; a cancel alternates student and admin so both race. */
let cancelCount = 0;
const ACTIONS: Record<OrderTransition, (order: RaceOrder) => ReturnType<typeof post>> = {
  konfirmasi: (order) => post(as.admin, `/api/admin/pesanan/${order.kode}/konfirmasi`),
  usulkan: (order) =>
    post(as.admin, `/api/admin/pesanan/${order.kode}/usulkan`, { lamaran_ids: [order.lamaranId ?? 0] }),
  pilih_guru: (order) => post(as.siswa, `/api/pesanan/${order.kode}/pilih-guru`, { lamaran_id: order.lamaranId ?? 0 }),
  pembayaran: (order) =>
    post(as.admin, `/api/admin/pesanan/${order.kode}/pembayaran`, { jumlah: order.firstInstalment }),
  batal: (order) => post(cancelCount++ % 2 === 0 ? as.siswa : as.admin, `${ORDERS_URL}/${order.kode}/batal`),
};

/**
 * Every unordered pair (a transition with itself included) of transitions allowed from one state.
 * A payment while `aktif` records an instalment and moves nothing, so two of them may both succeed;
 * `lifecycle.test.ts` covers that they never exceed the total.
 */
function racingPairs(): [OrderStatus, OrderTransition, OrderTransition][] {
  const states = [...new Set(Object.values(TRANSITION_FROM).flat())].filter((state) => state !== 'aktif');
  const pairs: [OrderStatus, OrderTransition, OrderTransition][] = [];
  for (const state of states) {
    const from = (Object.keys(TRANSITION_FROM) as OrderTransition[]).filter((name) =>
      TRANSITION_FROM[name].includes(state),
    );
    from.forEach((first, index) => from.slice(index).forEach((second) => pairs.push([state, first, second])));
  }
  return pairs;
}

/** Each pair is raced on this many fresh orders, so an interleaving that loses is likely met. */
const ROUNDS = 3;

describe('two transitions at once on one order', () => {
  it('covers every state a transition starts from, with the cancel against each admin and student move', () => {
    const names = racingPairs().map(([state, first, second]) => `${state}:${first}+${second}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'menunggu_konfirmasi:konfirmasi+batal',
        'mencari_guru:usulkan+batal',
        'guru_diusulkan:pilih_guru+batal',
        'menunggu_pembayaran:pembayaran+pembayaran',
      ]),
    );
  });

  it.each(racingPairs())(
    'from %s, %s against %s: one move out of it and a history that is a path',
    async (state, first, second) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = await orderIn(state);
        const answers = await Promise.all([ACTIONS[first](order), ACTIONS[second](order)]);
        answers.forEach((answer) => expect([200, 409]).toContain(answer.statusCode));
        const winners = answers.filter((answer) => answer.statusCode === 200);
        expect(winners.length).toBeGreaterThanOrEqual(1);

        const row = await t.handle.db
          .selectFrom('orders')
          .select(['id', 'status'])
          .where('kode', '=', order.kode)
          .executeTakeFirstOrThrow();
        const history = await t.handle.db
          .selectFrom('order_history')
          .select(['from_status', 'to_status'])
          .where('order_id', '=', row.id)
          .orderBy('id')
          .execute();
        expect(history[0]?.from_status).toBeNull();
        history.slice(1).forEach((entry, index) => expect(entry.from_status).toBe(history[index]?.to_status));
        expect(history.at(-1)?.to_status).toBe(row.status);
        expect(history.filter((entry) => entry.from_status === state)).toHaveLength(1);
        // each move since the race was answered 200 (a later instalment while aktif is a 200 that moves nothing)
        const movesSinceRace = history.length - history.findIndex((entry) => entry.from_status === state);
        expect(movesSinceRace).toBeLessThanOrEqual(winners.length);
        expect(winners.map((winner) => dataOf<OrderDetail>(winner).status)).toContain(row.status);
      }
    },
  );
});

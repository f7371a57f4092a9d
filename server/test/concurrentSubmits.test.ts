/**
 * One student's concurrent submits with distinct idempotency keys (issue 30; README "Concurrent
 * submits"): each key is its own order, written one at a time under the student's lock and priced
 * then, so both databases make one order per key and exactly one of them is the first order.
 */
import type { OrderAnswer } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { injectAs, ORDERS_URL, sampleDraft } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(200);
});
afterAll(async () => t.close());

async function registerStudent(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(t.app),
    payload: {
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'orang_tua',
      nama: 'Siswa Serentak',
      email,
      whatsapp: '6281277775555',
      password: 'rahasia-siswa-1',
    },
  });
  expect(response.statusCode).toBe(201);
  return {
    referralCode: (response.json() as { data: { kode_referral: string } }).data.kode_referral,
    headers: await loginHeaders(t.app, email, 'rahasia-siswa-1'),
  };
}

const SUBMITS = 20;
const submitAll = (headers: Record<string, string>, prefix: string, kodeReferral: string | null, count = SUBMITS) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      injectAs(t.app, headers, {
        method: 'POST',
        url: ORDERS_URL,
        headers: { 'idempotency-key': `${prefix}-${index}-abcdef` },
        payload: sampleDraft({ kode_referral: kodeReferral }),
      }),
    ),
  );
const ordersOf = (email: string) =>
  t.handle.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.rincian_biaya'])
    .where('users.email', '=', email)
    .execute();

describe('one student submitting many orders at once', () => {
  it(`makes ${SUBMITS} orders from ${SUBMITS} keys, exactly one of them priced as the first`, async () => {
    const student = await registerStudent('serentak@contoh.id');
    const answers = await submitAll(student.headers, 'serentak', null);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(SUBMITS).fill(201));
    const fees = answers.map((answer) => (answer.json() as OrderAnswer).data.rincian_biaya.biaya_pendaftaran);
    expect(fees.filter((fee) => fee > 0)).toHaveLength(1);
    const stored = await ordersOf('serentak@contoh.id');
    expect(stored).toHaveLength(SUBMITS);
    expect(
      stored.filter((row) => (JSON.parse(row.rincian_biaya) as { biaya_pendaftaran: number }).biaya_pendaftaran > 0),
    ).toHaveLength(1);
  });

  it('keeps a referral code to the one first order: the other submits are refused and leave nothing', async () => {
    const friend = await registerStudent('teman.serentak@contoh.id');
    const student = await registerStudent('serentak.kode@contoh.id');
    const answers = await submitAll(student.headers, 'serentak-kode', friend.referralCode, 5);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json()).toEqual({ message: REFERRAL_LEDGER_MESSAGES.firstOrderOnly });
    const stored = await ordersOf('serentak.kode@contoh.id');
    expect(stored).toHaveLength(1);
    const commissions = await t.handle.db
      .selectFrom('money_ledger')
      .select('order_id')
      .where('order_id', '=', stored[0]?.id ?? 0)
      .execute();
    expect(commissions).toHaveLength(1);
    const keys = await t.handle.db
      .selectFrom('order_idempotency_keys')
      .select('order_id')
      .where('idempotency_key', 'like', 'serentak-kode-%')
      .execute();
    expect(keys).toEqual([{ order_id: stored[0]?.id }]);
  });
});

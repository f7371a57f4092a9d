/**
 * Migration 015 folds the referral ledger (referral_commissions, referral_payouts) into the one
 * money ledger. The rows are made the way production made them (orders with codes, a first
 * payment, a payout request paid by the admin, a cancelled order's reversal, a code whose owner
 * has no account), the database is put back as it was before 015 holding them, and 015 runs again:
 * every row arrives with its id and values, and the referral pages answer as before.
 */
import type { Candidate, MyMoney, MyReferral, OrderDetail, Payout } from '@tutor/contract';
import { sql, type Kysely } from 'kysely';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { migrateToLatest } from '../src/db/migrate';
import { withIdColumn } from '../src/db/migrations/columns';
import { SAMPLE_REFERRAL_CODE } from '../src/db/seed/commerce';
import { injectAs, ORDERS_URL, sampleDraft } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Record<string, string>;
let guru: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200);
  admin = await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  guru = await loginHeaders(t.app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
});
afterAll(async () => t.close());

const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
let keys = 0;
const order = async (headers: Record<string, string>, kode: string | null) =>
  data<OrderDetail>(
    await injectAs(t.app, headers, {
      method: 'POST',
      url: ORDERS_URL,
      headers: { 'idempotency-key': `lipat-${keys++}-abcdef` },
      payload: sampleDraft({ kode_referral: kode }),
    }),
  );

async function student(nama: string, email: string, whatsapp: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(t.app),
    payload: {
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'orang_tua',
      nama,
      email,
      whatsapp,
      password: 'rahasia-siswa-1',
    },
  });
  expect(response.statusCode).toBe(201);
  return {
    kode: data<{ kode_referral: string }>(response).kode_referral,
    headers: await loginHeaders(t.app, email, 'rahasia-siswa-1'),
  };
}

async function payFirstInstalment(headers: Record<string, string>, kode: string) {
  await post(admin, `/api/admin/pesanan/${kode}/konfirmasi`);
  expect((await post(guru, `/api/lowongan/${kode}/lamar`, {})).statusCode).toBe(201);
  const [candidate] = data<Candidate[]>(await injectAs(t.app, admin, { url: `/api/admin/pesanan/${kode}/pelamar` }));
  await post(admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [candidate?.lamaran_id ?? 0] });
  const chosen = data<OrderDetail>(
    await post(headers, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: candidate?.lamaran_id ?? 0 }),
  );
  expect(
    data<OrderDetail>(
      await post(admin, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah: chosen.rincian_biaya.cicilan[0] ?? 0 }),
    ).status,
  ).toBe('aktif');
}

/** The database as it was before 015: 008's referral_commissions (with 010's payout_id) and 010's referral_payouts. */
async function backToTheReferralLedger(): Promise<void> {
  // The old tables are not in today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = t.handle.db as unknown as Kysely<any>;
  await db.schema.alterTable('payouts').renameTo('referral_payouts').execute();
  await withIdColumn(db.schema.createTable('referral_commissions'), t.handle.kind)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('referral_owners.id'))
    .addColumn('referral_code_id', 'integer', (c) => c.notNull().references('referral_codes.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('jenis', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('payout_id', 'integer', (c) => c.references('referral_payouts.id'))
    .execute();
  await sql`insert into referral_commissions (id, owner_id, referral_code_id, order_id, jenis, amount, state, created_at, payout_id)
    select id, owner_id, referral_code_id, order_id, jenis, amount, state, created_at, payout_id from money_ledger`.execute(
    db,
  );
  await db.schema.dropTable('money_ledger').execute();
  await sql`delete from kysely_migration where name = '015_money_ledger'`.execute(db);
}

describe('migration 015', () => {
  it('folds every referral ledger row and payout into the money ledger, ids and values kept', async () => {
    const ayu = await student('Ayu Lestari', 'ayu.lipat@contoh.id', '6281277770001');
    const budi = await student('Budi Santoso', 'budi.lipat@contoh.id', '6281277770002');
    const citra = await student('Citra Dewi', 'citra.lipat@contoh.id', '6281277770003');
    const first = await order(budi.headers, ayu.kode);
    const later = await order(budi.headers, null);
    await order(budi.headers, null);
    await order(citra.headers, SAMPLE_REFERRAL_CODE);
    await payFirstInstalment(budi.headers, first.kode);
    const payout = data<Payout>(
      await post(ayu.headers, '/api/referral/pencairan', {
        bank: 'BCA',
        nomor_rekening: '1234567890',
        nama_pemilik: 'Ayu Lestari',
      }),
    );
    expect((await post(admin, `/api/admin/pencairan/${payout.id}/bayar`)).statusCode).toBe(200);
    expect((await post(budi.headers, `${ORDERS_URL}/${later.kode}/batal`)).statusCode).toBe(200);

    const db = t.handle.db;
    const ledger = await db.selectFrom('money_ledger').selectAll().orderBy('id').execute();
    const payouts = await db.selectFrom('payouts').selectAll().orderBy('id').execute();
    const referral = data<MyReferral>(await injectAs(t.app, ayu.headers, { url: '/api/referral/saya' }));
    expect(new Set(ledger.map((row) => row.jenis))).toEqual(new Set(['komisi', 'pembalikan', 'pindah']));
    // four commissions (one to a code without an account), a reversal, and three moves of two rows
    expect(ledger).toHaveLength(11);

    await backToTheReferralLedger();
    expect(await migrateToLatest(t.handle, t.config)).toEqual(['015_money_ledger']);

    expect(await db.selectFrom('money_ledger').selectAll().orderBy('id').execute()).toEqual(
      ledger.map((row) => ({ ...row, sumber: 'komisi', meeting_id: null })),
    );
    expect(await db.selectFrom('payouts').selectAll().orderBy('id').execute()).toEqual(payouts);
    expect(data<MyReferral>(await injectAs(t.app, ayu.headers, { url: '/api/referral/saya' }))).toEqual(referral);
    expect(data<MyMoney>(await injectAs(t.app, ayu.headers, { url: '/api/keuangan/saya' }))).toMatchObject({
      tertunda: referral.tertunda,
      dapat_dicairkan: referral.dapat_diklaim,
      diminta: referral.diminta,
      dibayar: referral.dibayar,
      pencairan: referral.pencairan,
    });

    // written after the migration: fresh ids after the copied ones (PostgreSQL's identity follows them)
    await order(citra.headers, null);
    const newest = await db.selectFrom('money_ledger').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(newest.id).toBeGreaterThan(Math.max(...ledger.map((row) => row.id)));
  });
});

/**
 * Migration 035 takes the personal voucher out of the discount claim (issue 43): the 25% is part
 * of every price, so the WA25-… code gave nothing and the order form refused it. The database is
 * put back as it was before 035 holding a claim with its voucher, its message still waiting for the
 * admin and an older one already sent; 035 runs again: the claim stays, the voucher goes, the
 * waiting message says what is true, the sent one is history, and a new claim works.
 */
import { sql, type Kysely } from 'kysely';
import { DISCOUNT_INFO_MESSAGE } from '../src/areas/promotions/discountClaimService';
import { migrateToLatest } from '../src/db/migrate';
import { withIdColumn } from '../src/db/migrations/columns';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(50);
});
afterAll(async () => t.close());

const NUMBER = '6281298760001';
const OLD_MESSAGE =
  'Pintar Privat: kode voucher diskon 25% Anda adalah WA25-ABCD2345, berlaku sampai 1 Juli 2025. Sebutkan kode ini kepada admin saat memesan les privat pertama Anda.';

/** The claim as 004 made it: a voucher row in discounts and the claim pointing at it. */
async function backToVouchers(): Promise<void> {
  // The old column is not in today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = t.handle.db as unknown as Kysely<any>;
  await db.schema.dropTable('discount_claims').execute();
  await withIdColumn(db.schema.createTable('discount_claims'), t.handle.kind)
    .addColumn('number_whatsapp', 'text', (c) => c.notNull().unique())
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const voucher = await db
    .insertInto('discounts')
    .values({ kode: 'WA25-ABCD2345', keterangan: 'Diskon 25%', tgl_expired: '2025-07-01', persen: 25, publik: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('discount_claims')
    .values({ id: 7, number_whatsapp: NUMBER, discount_id: voucher.id, created_at: '2025-06-01T02:00:00.000Z' })
    .execute();
  await db
    .insertInto('outbox')
    .values([
      {
        channel: 'whatsapp',
        recipient: NUMBER,
        body: OLD_MESSAGE,
        created_at: '2025-05-01T02:00:00.000Z',
        sent_at: '2025-05-01T03:00:00.000Z',
      },
      {
        channel: 'whatsapp',
        recipient: NUMBER,
        body: OLD_MESSAGE,
        created_at: '2025-06-01T02:00:00.000Z',
        sent_at: null,
      },
    ])
    .execute();
  await sql`delete from kysely_migration where name = '035_discount_claim_without_voucher'`.execute(db);
}

describe('migration 035', () => {
  it('keeps each claim, drops its voucher and rewrites the messages still to send', async () => {
    const publicCodes = await t.handle.db.selectFrom('discounts').select('kode').orderBy('kode').execute();
    await backToVouchers();

    expect(await migrateToLatest(t.handle, t.config)).toEqual(['035_discount_claim_without_voucher']);

    const db = t.handle.db;
    expect(await db.selectFrom('discount_claims').selectAll().execute()).toEqual([
      { id: 7, number_whatsapp: NUMBER, created_at: '2025-06-01T02:00:00.000Z' },
    ]);
    expect(await db.selectFrom('discounts').select('kode').orderBy('kode').execute()).toEqual(publicCodes);
    const messages = await db
      .selectFrom('outbox')
      .select(['body', 'sent_at'])
      .where('recipient', '=', NUMBER)
      .orderBy('created_at')
      .execute();
    expect(messages).toEqual([
      { body: OLD_MESSAGE, sent_at: '2025-05-01T03:00:00.000Z' },
      { body: DISCOUNT_INFO_MESSAGE, sent_at: null },
    ]);

    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/diskon-claim',
      headers: await csrfHeaders(t.app),
      payload: { number_whatsapp: '6281298760002' },
    });
    expect(claim.statusCode).toBe(201);
    expect(await db.selectFrom('discount_claims').select('number_whatsapp').orderBy('id').execute()).toHaveLength(2);
  });
});

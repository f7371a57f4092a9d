/**
 * What the server writes outside orders follows the context's clock too: a discount claim and its
 * message (and the 24 hours before the info is queued again), a newsletter subscriber, a reset link
 * (and the hour it stays usable), a client's error report.
 */
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { RESEND_AFTER_MS } from '../src/areas/promotions/discountClaimService';
import { testClock } from './helpers/lessons';
import { injectAs } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T01:00:00.000Z');
const moveTo = clock.set;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

let t: TestApp;
let anonymous: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  anonymous = await csrfHeaders(t.app);
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => injectAs(t.app, anonymous, { method: 'POST', url, payload });
const outboxTimes = async (recipient: string) =>
  (
    await t.handle.db
      .selectFrom('outbox')
      .select('created_at')
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute()
  ).map((row) => row.created_at);

describe('stamps outside orders follow the test clock', () => {
  it('stamps a discount claim and its message, and queues the info again only 24 hours on the clock later', async () => {
    const number = '6281234509876';
    const claimedAt = moveTo('2025-06-01T02:00:00.000Z');
    expect((await post('/api/diskon-claim', { number_whatsapp: number })).statusCode).toBe(201);
    const claim = await t.handle.db
      .selectFrom('discount_claims')
      .select('created_at')
      .where('number_whatsapp', '=', number)
      .executeTakeFirstOrThrow();
    expect(claim.created_at).toBe(claimedAt);

    moveTo(later(claimedAt, RESEND_AFTER_MS - 60_000));
    expect((await post('/api/diskon-claim', { number_whatsapp: number })).json()).toMatchObject({
      data: { sent: false },
    });
    const resentAt = moveTo(later(claimedAt, RESEND_AFTER_MS + 60_000));
    expect((await post('/api/diskon-claim', { number_whatsapp: number })).json()).toMatchObject({
      data: { sent: true },
    });
    expect(await outboxTimes(number)).toEqual([claimedAt, resentAt]);
  });

  it('stamps a newsletter subscriber', async () => {
    const subscribedAt = moveTo('2025-06-01T03:00:00.000Z');
    expect((await post('/api/subscribe', { email: 'kabar.jam@contoh.id' })).statusCode).toBe(201);
    const row = await t.handle.db
      .selectFrom('newsletter_subscribers')
      .select('created_at')
      .where('email', '=', 'kabar.jam@contoh.id')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(subscribedAt);
  });

  it("stamps a reset link, which lapses an hour later on the test's clock", async () => {
    const email = DEMO_ACCOUNTS.guru.email;
    const requestedAt = moveTo('2025-06-01T04:00:00.000Z');
    expect((await post('/api/auth/lupa-password', { email })).statusCode).toBe(202);
    await t.app.afterAnswer.idle();
    const mail = await t.handle.db
      .selectFrom('outbox')
      .select(['body', 'created_at'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.created_at).toBe(requestedAt);
    const reset = await t.handle.db.selectFrom('password_resets').select('expires_at').executeTakeFirstOrThrow();
    expect(reset.expires_at).toBe(later(requestedAt, 60 * 60_000));

    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    moveTo(later(requestedAt, 61 * 60_000));
    const lapsed = await post('/api/auth/reset-password', { token, password: 'sandi-baru-2026' });
    expect(lapsed.statusCode).toBe(400);
    const usedAt = moveTo(later(requestedAt, 59 * 60_000));
    expect((await post('/api/auth/reset-password', { token, password: 'sandi-baru-2026' })).statusCode).toBe(200);
    const spent = await t.handle.db.selectFrom('password_resets').select('used_at').executeTakeFirstOrThrow();
    expect(spent.used_at).toBe(usedAt);
  });

  it("stamps a client's error report", async () => {
    const reportedAt = moveTo('2025-06-01T05:00:00.000Z');
    expect((await post('/api/log', { message: 'TypeError: jam' })).statusCode).toBe(202);
    const row = await t.handle.db
      .selectFrom('client_error_logs')
      .select('created_at')
      .where('message', '=', 'TypeError: jam')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(reportedAt);
  });
});

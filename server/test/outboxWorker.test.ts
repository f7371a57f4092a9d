/**
 * The outbox's sender against a real SMTP server on loopback: text and HTML parts with the link,
 * retries with back-off while the server refuses, give-up after 8 tries, each e-mail once with two
 * app instances on one database, and a claim whose process died is sent after its lease runs out.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EMAIL_MAX_ATTEMPTS } from '@tutor/rules';
import { mailerFrom } from '../src/lib/mailer';
import { recordNotifications } from '../src/areas/notifications/notificationService';
import { deliverDueMail, type OutboxSender } from '../src/areas/notifications/outboxWorker';
import { claimDueMail } from '../src/areas/notifications/data/outboxClaims';
import { OUTBOX_LEASE_MS } from '../src/areas/notifications/policy';
import { testClock } from './helpers/lessons';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';

let t: TestApp;
let smtp: SMTPServer;
const clock = testClock('2025-06-01T03:00:00Z');
const received: { to: string; raw: string }[] = [];
/** tries the server refuses per recipient before it accepts (Infinity: always) */
const refusals = new Map<string, number>();
const triesOf = new Map<string, number>();
let sender: OutboxSender;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const to = address.address;
      const tries = (triesOf.get(to) ?? 0) + 1;
      triesOf.set(to, tries);
      if (tries <= (refusals.get(to) ?? 0)) {
        const error = Object.assign(new Error('Kotak surat sedang sibuk'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp(100, { now: clock.now });
  sender = {
    db: t.handle.db,
    kind: t.handle.kind,
    now: clock.now,
    mailer: mailerFrom({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
    siteUrl: 'https://pintarprivat.contoh',
    log: quiet,
  };
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** Accounts to write to, made directly (the sender does not care who they are). */
async function accounts(prefix: string, count: number): Promise<{ id: number; email: string }[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    nama: `Penerima ${i}`,
    email: `${prefix}${i}@contoh.id`,
    whatsapp: '6281200000000',
    role: 'siswa',
    status: 'aktif',
    password_hash: 'x',
    teacher_id: null,
    created_at: clock.now().toISOString(),
  }));
  return t.handle.db.insertInto('users').values(rows).returning(['id', 'email']).execute();
}

async function notify(people: { id: number }[], text: string) {
  await t.handle.db.transaction().execute((trx) =>
    recordNotifications(
      trx,
      people.map((person) => ({ userId: person.id, kind: 'pesanan', text, link: '/siswa/pesanan/PP-2506-ABCD' })),
      clock.now().toISOString(),
    ),
  );
}
const rowOf = (email: string) =>
  t.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', email).executeTakeFirstOrThrow();
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());

it('sends a plain-text and an HTML part in Indonesian with the full link, and stamps the row sent', async () => {
  const [person] = await accounts('bagian', 1);
  if (!person) throw new Error('no account');
  await notify([person], 'Admin mengusulkan guru untuk pesanan PP-2506-ABCD. Silakan pilih guru Anda.');
  expect(await deliverDueMail(sender)).toEqual(['terkirim']);
  const mail = received.find((item) => item.to === person.email)?.raw.replace(/=\r?\n/g, '') ?? '';
  expect(mail).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail).toMatch(/Content-Type: text\/plain/);
  expect(mail).toMatch(/Content-Type: text\/html/);
  expect(mail).toContain('Subject: Pintar Privat: Admin mengusulkan guru');
  expect(mail).toContain('Halo Penerima 0');
  expect(mail).toContain('https://pintarprivat.contoh/siswa/pesanan/PP-2506-ABCD');
  expect((await rowOf(person.email)).sent_at).toBe(clock.now().toISOString());
  expect(await deliverDueMail(sender)).toEqual([]);
});

it('tries again after a growing wait while the server refuses, and gives up after 8 tries', async () => {
  const [slow, never] = await accounts('ditolak', 2);
  if (!slow || !never) throw new Error('no accounts');
  refusals.set(slow.email, 2);
  refusals.set(never.email, Infinity);
  await notify([slow, never], 'Pesanan PP-2506-ABCD dibatalkan.');

  expect(await deliverDueMail(sender)).toEqual(['dicoba_lagi', 'dicoba_lagi']);
  // nothing is due before the first wait (1 minute) is over
  later(30_000);
  expect(await deliverDueMail(sender)).toEqual([]);
  later(30_000);
  expect(await deliverDueMail(sender)).toEqual(['dicoba_lagi', 'dicoba_lagi']);
  expect((await rowOf(slow.email)).last_error).toContain('Kotak surat sedang sibuk');
  later(60_000);
  expect(await deliverDueMail(sender)).toEqual([]);
  later(60_000);
  expect(await deliverDueMail(sender)).toEqual(['terkirim', 'dicoba_lagi']);
  expect(received.filter((item) => item.to === slow.email)).toHaveLength(1);
  expect((await rowOf(slow.email)).attempts).toBe(3);

  const results: string[] = [];
  for (let round = 0; round < 20 && (await rowOf(never.email)).failed_at === null; round += 1) {
    later(7 * 3_600_000);
    results.push(...(await deliverDueMail(sender)));
  }
  const given = await rowOf(never.email);
  expect(given).toMatchObject({ attempts: EMAIL_MAX_ATTEMPTS, sent_at: null });
  expect(given.failed_at).not.toBeNull();
  expect(results.at(-1)).toBe('gagal');
  later(7 * 3_600_000);
  expect(await deliverDueMail(sender)).toEqual([]);
  expect(triesOf.get(never.email)).toBe(EMAIL_MAX_ATTEMPTS);
});

it('sends each e-mail once with two app instances on one database', async () => {
  const people = await accounts('bersama', 24);
  await notify(people, 'Pembayaran pesanan PP-2506-ABCD tercatat.');
  const second = await createTestApp(100, { now: clock.now, database: t.config });
  try {
    const other: OutboxSender = { ...sender, db: second.handle.db };
    // PostgreSQL: both at once (SKIP LOCKED and the conditional claim). SQLite in one process: in
    // turn, a run each, since a second connection's write would wait on this thread's own lock.
    const runs = onPostgres
      ? await Promise.all([deliverDueMail(sender), deliverDueMail(other)])
      : [await deliverDueMail(sender, 12), await deliverDueMail(other)];
    expect(runs.flat()).toHaveLength(24);
    if (onPostgres) expect(runs.every((run) => run.length > 0)).toBe(true);
    for (const person of people) expect(received.filter((item) => item.to === person.email)).toHaveLength(1);
  } finally {
    await second.close();
  }
});

it('a claim whose process died before sending is sent by another after the lease runs out', async () => {
  const [person] = await accounts('mati', 1);
  if (!person) throw new Error('no account');
  await notify([person], 'Pesanan PP-2506-ABCD selesai.');
  const at = clock.now();
  // the claim commits; then the process is gone (nothing of it lives in memory)
  expect(
    await claimDueMail(
      t.handle.db,
      t.handle.kind,
      at.toISOString(),
      new Date(at.getTime() + OUTBOX_LEASE_MS).toISOString(),
    ),
  ).toMatchObject({ recipient: person.email, attempts: 1 });
  const second = await createTestApp(100, { now: clock.now, database: t.config });
  try {
    const other: OutboxSender = { ...sender, db: second.handle.db };
    expect(await deliverDueMail(other)).toEqual([]);
    later(OUTBOX_LEASE_MS);
    expect(await deliverDueMail(other)).toEqual(['terkirim']);
    expect(received.filter((item) => item.to === person.email)).toHaveLength(1);
    expect(await rowOf(person.email)).toMatchObject({ attempts: 2, lease_until: null });
  } finally {
    await second.close();
  }
});

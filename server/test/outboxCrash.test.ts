/**
 * Nothing of the outbox is lost when its sender's process dies mid-send: a real server process
 * (src/main.ts, the outbox sender every 50 ms) sends to an SMTP server on loopback that holds its
 * answer to the first message; the process is SIGKILLed while it waits, so the row is claimed and
 * never stamped sent. The lease's five minutes are moved by in the database (no process may wait
 * them out in a test), a fresh process starts and the message is delivered: at least once, at
 * most twice. On PostgreSQL (DATABASE_URL) and on SQLite.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { recordNotifications } from '../src/areas/notifications/notificationService';
import type { DatabaseHandle } from '../src/db/connection';
import { prepareDatabase } from '../src/prepare';
import {
  databaseEnvOf,
  exited,
  freePort,
  startServerProcess,
  stopServerProcess,
  untilHealthy,
  type ServerProcess,
} from './helpers/serverProcess';
import { freshDatabaseConfig, TEST_ADMIN, TEST_TODAY } from './helpers/testApp';

const TEXT = 'Pesanan PP-2506-MATI sudah dibayar.';
const { config, cleanup } = freshDatabaseConfig();
let handle: DatabaseHandle;
let smtp: SMTPServer;
let smtpUrl = '';
const servers: ServerProcess[] = [];

/** A promise with its resolve at hand, for events the SMTP server's callbacks report. */
function signal<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Every message the SMTP server has read in full, answered or not (a mailbox may keep both). */
const messages: string[] = [];
const firstHeld = signal<void>();
const secondRead = signal<void>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        messages.push(raw);
        // The first message is read and never answered: its sender waits for the 250 it will not see.
        if (messages.length === 1) return firstHeld.resolve();
        callback();
        secondRead.resolve();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  ({ handle } = await prepareDatabase(config, 50, TEST_TODAY, {
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  }));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  // the held session ended with its client; close gives up on any other at once
  await new Promise<void>((resolve) => smtp.close(resolve));
  await cleanup(handle);
  await handle.close();
});

function startSender(port: number): ServerProcess {
  const server = startServerProcess(port, {
    ...databaseEnvOf(config),
    SMTP_URL: smtpUrl,
    OUTBOX_INTERVAL_MS: '50',
    PUBLIC_URL: 'https://pintarprivat.contoh',
  });
  servers.push(server);
  return server;
}

const outboxRow = (recipient: string) =>
  handle.db
    .selectFrom('outbox')
    .select(['sent_at', 'lease_until', 'attempts'])
    .where('recipient', '=', recipient)
    .where('channel', '=', 'email')
    .executeTakeFirstOrThrow();

it('sends the e-mail after a SIGKILL between the claim and the SMTP answer: at least once, at most twice', async () => {
  const student = await handle.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', DEMO_ACCOUNTS.siswa.email)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  // only this test's e-mail is due (the seed's own rows are not its business)
  await handle.db
    .updateTable('outbox')
    .set({ sent_at: now })
    .where('channel', '=', 'email')
    .where('sent_at', 'is', null)
    .execute();
  await handle.db
    .transaction()
    .execute((trx) =>
      recordNotifications(
        trx,
        [{ userId: student.id, kind: 'pesanan', text: TEXT, link: '/siswa/pesanan/PP-2506-MATI' }],
        now,
      ),
    );

  const first = startSender(await freePort());
  await untilHealthy(first);
  await firstHeld.promise;
  const claimed = await outboxRow(student.email);
  expect(claimed).toMatchObject({ sent_at: null, attempts: 1 });
  expect(claimed.lease_until).not.toBeNull();

  const gone = exited(first);
  first.child.kill('SIGKILL');
  await gone;
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(await outboxRow(student.email)).toMatchObject({ sent_at: null, attempts: 1 });

  // The lease runs out (five minutes, moved by in the database), then a fresh process starts.
  await handle.db
    .updateTable('outbox')
    .set({ lease_until: new Date(Date.now() - 1_000).toISOString() })
    .where('recipient', '=', student.email)
    .execute();
  const second = startSender(await freePort());
  await untilHealthy(second);
  await secondRead.promise;

  // it stamps the row once the SMTP server has answered; polled, the bound only stops a hung run
  const deadline = Date.now() + 60_000;
  while ((await outboxRow(student.email)).sent_at === null && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const sent = await outboxRow(student.email);
  expect(sent.sent_at).not.toBeNull();
  expect(sent.attempts).toBe(2);
  const delivered = messages.filter(
    (raw) => raw.includes(student.email) && raw.replace(/=\r?\n/g, '').includes('PP-2506-MATI'),
  );
  expect(delivered.length).toBeGreaterThanOrEqual(1);
  expect(delivered.length).toBeLessThanOrEqual(2);
  await stopServerProcess(second);
}, 300_000);

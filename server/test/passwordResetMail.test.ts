import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

/** A real SMTP server on loopback: the reset link leaves through SMTP when SMTP_URL is set. */
describe('password reset mail through SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];
  /** while set, the SMTP server keeps its answer to a message until the test calls it */
  let holdReply: ((reply: () => void) => void) | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          if (holdReply) holdReply(() => callback());
          else callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    t = await createTestApp(300);
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the link to the address and marks the outbox row sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/lupa-password',
      headers: await csrfHeaders(t.app),
      payload: { email: DEMO_ACCOUNTS.guru.email },
    });
    expect(response.statusCode).toBe(202);
    await t.app.afterAnswer.idle();
    expect(received).toHaveLength(1);
    const mail = received[0] ?? '';
    expect(mail).toContain(`To: ${DEMO_ACCOUNTS.guru.email}`);
    expect(mail).toContain('Subject: Atur ulang kata sandi Pintar Privat');
    expect(mail.replace(/=\r?\n/g, '')).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const row = await t.handle.db
      .selectFrom('outbox')
      .select(['channel', 'sent_at'])
      .where('recipient', '=', DEMO_ACCOUNTS.guru.email)
      .executeTakeFirstOrThrow();
    expect(row.channel).toBe('email');
    expect(row.sent_at).not.toBeNull();
  });

  it('answers a known address before its mail is sent, as it answers an unknown one', async () => {
    const held = new Promise<() => void>((resolve) => (holdReply = resolve));
    const ask = async (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/lupa-password',
        headers: await csrfHeaders(t.app),
        payload: { email },
      });
    const known = await ask(DEMO_ACCOUNTS.siswa.email);
    const unknown = await ask('belum.terdaftar@contoh.id');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    // The answer came while the SMTP server still holds the mail: the answer did not wait for it.
    const reply = await held;
    const outbox = () =>
      t.handle.db
        .selectFrom('outbox')
        .select('sent_at')
        .where('recipient', '=', DEMO_ACCOUNTS.siswa.email)
        .executeTakeFirstOrThrow();
    expect((await outbox()).sent_at).toBeNull();
    holdReply = undefined;
    reply();
    await t.app.afterAnswer.idle();
    expect((await outbox()).sent_at).not.toBeNull();
    expect(
      await t.handle.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', 'belum.terdaftar@contoh.id')
        .execute(),
    ).toEqual([]);
  });
});

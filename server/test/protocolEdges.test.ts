/**
 * Requests Node answers before any route (issue 30): an HTTP/1.1 request without Host and a CONNECT
 * get the JSON `{ message }` every refusal has, over a real socket (inject cannot send either); a
 * body far over the limit gets its 413 read by the client, not a reset while it is still writing.
 */
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CONNECT_REFUSED_MESSAGE, NO_HOST_MESSAGE } from '../src/plugins/protocolEdges';

let app: FastifyInstance;
let port = 0;
beforeAll(async () => {
  app = await buildApp({
    config: { ...loadConfig({}), logLevel: 'silent', shellDir: path.join(os.tmpdir(), 'no-shell-built') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => app.close());

/** Sends raw bytes and answers everything the server wrote until it closed the socket. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

const statusLine = (answer: string) => answer.split('\r\n')[0];
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('requests Node meets before the router', () => {
  it('answers an HTTP/1.1 request without Host with a JSON 400, and closes', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\n\r\n');
    expect(statusLine(answer)).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.toLowerCase()).toContain('content-type: application/json');
    expect(bodyOf(answer)).toEqual({ message: NO_HOST_MESSAGE });
  });

  it('still serves HTTP/1.0 without Host, which does not need one', async () => {
    const answer = await exchange('GET /api/health HTTP/1.0\r\n\r\n');
    expect(statusLine(answer)).toBe('HTTP/1.1 200 OK');
  });

  it('answers CONNECT with a JSON 405 and closes', async () => {
    const answer = await exchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(statusLine(answer)).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(bodyOf(answer)).toEqual({ message: CONNECT_REFUSED_MESSAGE });
  });
});

/** The CSRF token and its cookie, which every write needs (the 413 must not be a 403 in disguise). */
async function csrfPair(): Promise<{ token: string; cookie: string }> {
  const csrf = await app.inject({ url: '/api/auth/csrf' });
  const token = (csrf.json() as { token: string }).token;
  return { token, cookie: String([csrf.headers['set-cookie']].flat()[0]).split(';')[0] ?? '' };
}

describe('a body far over the limit', () => {
  it('gets a JSON 413 that a Node client reads, not a reset connection', async () => {
    const { token, cookie } = await csrfPair();
    const tenMegabytes = JSON.stringify({ email: 'a@contoh.id', isi: 'x'.repeat(10 * 1024 * 1024) });
    const answer = await fetch(`http://127.0.0.1:${port}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: tenMegabytes,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: expect.any(String) });
    // the server still serves the next request
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  /** Writes a request's head and then its body through `send`, and answers what came back and any socket error. */
  function rawUpload(head: string, send: (socket: Socket) => Promise<void>) {
    return new Promise<{ answer: string; error: string | null }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head);
        void send(socket);
      });
      let answer = '';
      let error: string | null = null;
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', (problem: NodeJS.ErrnoException) => (error = problem.code ?? problem.message));
      socket.on('close', () => resolve({ answer, error }));
    });
  }
  const head = (token: string, cookie: string, framing: string) =>
    `POST /api/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\nx-csrf-token: ${token}\r\nCookie: ${cookie}\r\n\r\n`;

  it('answers 413 over a raw socket that keeps writing, and closes without a reset', async () => {
    const { token, cookie } = await csrfPair();
    const body = Buffer.alloc(10 * 1024 * 1024, 'x');
    const outcome = await rawUpload(head(token, cookie, `Content-Length: ${body.length}`), async (socket) => {
      socket.write(body, () => socket.end());
    });
    expect(statusLine(outcome.answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(outcome.error).toBeNull();
  });

  it('answers 413 to a chunked body over a raw socket that keeps writing, and closes without a reset', async () => {
    // Without a length Fastify's "Connection: close" used to stand: Node ended the socket after the
    // 413 while this client still wrote, and the unread bytes turned the close into a reset.
    const { token, cookie } = await csrfPair();
    const piece = Buffer.alloc(64 * 1024, 'x');
    const framing = 'Transfer-Encoding: chunked\r\nConnection: close';
    const outcome = await rawUpload(head(token, cookie, framing), async (socket) => {
      for (let sent = 0; sent < 160 && !socket.destroyed; sent += 1) {
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        if (!socket.write('\r\n')) await new Promise((drained) => socket.once('drain', drained));
      }
      if (!socket.destroyed) socket.end('0\r\n\r\n');
    });
    expect(statusLine(outcome.answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(outcome.error).toBeNull();
  });

  it('gets the same 413 when the body is streamed without a length (chunked)', async () => {
    const { token, cookie } = await csrfPair();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"email":"a@contoh.id","isi":"'));
        if (sent >= 160) {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: expect.any(String) });
  });
});

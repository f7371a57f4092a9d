/**
 * Requests Node answers before any route (issue 30): an HTTP/1.1 request without Host and a CONNECT
 * get the JSON `{ message }` every refusal has, over a real socket (inject cannot send either).
 */
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CONNECT_REFUSED_MESSAGE, NO_HOST_MESSAGE } from '../src/plugins/protocolEdges';

let app: FastifyInstance;
let port = 0;
beforeAll(async () => {
  app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', shellDir: path.join(os.tmpdir(), 'no-shell-built') } });
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

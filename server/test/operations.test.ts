import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';

/** Timeouts, limits, the error log and the security headers, on a real socket where it matters. */

function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  return { ...loadConfig(env), shellDir: path.join(os.tmpdir(), 'no-shell-built') };
}

async function appWith(config: ServerConfig, lines: string[] = []): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    logDestination: { write: (line) => lines.push(line) },
    registerApi: async (instance) => {
      instance.get('/api/boom', async () => {
        throw new Error('database went away');
      });
      instance.post('/api/echo', async (request) => ({ received: request.body }));
    },
  });
  await app.ready();
  return app;
}

/** Resolves when the server closes the socket, with what it sent before closing. */
function sendAndAwaitClose(port: number, chunk: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (received += data));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => socket.write(chunk));
  });
}

describe('error log', () => {
  it('logs a 5xx as JSON with its request id and stack, and answers the Indonesian message', async () => {
    const lines: string[] = [];
    const app = await appWith(testConfig(), lines);
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Terjadi kesalahan pada server' });
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: number; reqId?: string; err?: { stack?: string } },
    );
    const logged = entries.find((entry) => entry.level === 50);
    expect(logged?.reqId).toEqual(expect.any(String));
    expect(logged?.err?.stack).toContain('database went away');
  });

  it('logs requests only with LOG_REQUESTS=1, and nothing below LOG_LEVEL', async () => {
    const quiet: string[] = [];
    const quietApp = await appWith(testConfig(), quiet);
    await quietApp.inject({ method: 'GET', url: '/api/health' });
    await quietApp.close();
    expect(quiet.filter((line) => line.includes('incoming request'))).toHaveLength(0);

    const verbose: string[] = [];
    const verboseApp = await appWith(testConfig({ LOG_REQUESTS: '1' }), verbose);
    await verboseApp.inject({ method: 'GET', url: '/api/health' });
    await verboseApp.close();
    expect(verbose.some((line) => line.includes('incoming request'))).toBe(true);

    const silent: string[] = [];
    const silentApp = await appWith(testConfig({ LOG_LEVEL: 'fatal' }), silent);
    await silentApp.inject({ method: 'GET', url: '/api/boom' });
    await silentApp.close();
    expect(silent).toHaveLength(0);
  });
});

describe('timeouts and limits on a real socket', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await appWith(testConfig({ REQUEST_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '300', MAX_CONNECTIONS: '50' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());

  it('closes a request whose body stalls, with 408, within the request timeout', async () => {
    const started = Date.now();
    const head =
      'POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const answer = await sendAndAwaitClose(port, `${head}{"message": "half`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Generous bound: the point is "closed by the server", not a timing benchmark.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('closes a connection whose headers never finish', async () => {
    const answer = await sendAndAwaitClose(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('caps connections and still answers a complete request', async () => {
    expect(app.server.maxConnections).toBe(50);
    expect(app.server.requestTimeout).toBe(400);
    expect(app.server.headersTimeout).toBe(300);
    const answer = await sendAndAwaitClose(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('security headers', () => {
  it('sends a Permissions-Policy always and HSTS only over HTTPS (or with HSTS=1)', async () => {
    const plain = await appWith(testConfig());
    const overHttp = await plain.inject({ method: 'GET', url: '/api/health' });
    await plain.close();
    expect(overHttp.headers['permissions-policy']).toContain('camera=()');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    const proxied = await appWith(testConfig({ TRUST_PROXY: '1' }));
    const overHttps = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await proxied.close();
    expect(overHttps.headers['strict-transport-security']).toContain('max-age=');

    const forced = await appWith(testConfig({ HSTS: '1' }));
    const always = await forced.inject({ method: 'GET', url: '/api/health' });
    await forced.close();
    expect(always.headers['strict-transport-security']).toContain('max-age=');
  });
});

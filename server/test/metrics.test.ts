import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { recordJobRun } from '../src/db/jobRuns';
import { promtool } from './helpers/promtool';
import { createTestApp, type TestApp } from './helpers/testApp';

const TOKEN = 'token-metrik-uji-0123456789';
const NOW = new Date('2031-05-01T08:00:00.000Z');
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp(0, { env: { METRICS_TOKEN: TOKEN }, now: () => NOW });
  const db = test.handle.db;
  await db
    .insertInto('outbox')
    .values([
      {
        channel: 'email',
        recipient: 'a@contoh.id',
        body: 'Halo',
        created_at: '2031-05-01T07:50:00.000Z',
        sent_at: null,
      },
      {
        channel: 'email',
        recipient: 'b@contoh.id',
        body: 'Halo',
        created_at: '2031-05-01T07:59:00.000Z',
        sent_at: null,
      },
      {
        channel: 'email',
        recipient: 'c@contoh.id',
        body: 'Halo',
        created_at: '2031-05-01T07:00:00.000Z',
        sent_at: '2031-05-01T07:00:01.000Z',
      },
    ])
    .execute();
  await recordJobRun(db, 'pesan_keluar', new Date('2031-05-01T07:59:30.000Z'), 15_000);
  await db
    .insertInto('remote_version_counts')
    .values({ remote: 'mf_blog', version: '2031-05-01T06-00-00Z', minute: '2031-05-01T07:45', views: 40, errors: 3 })
    .execute();
});
afterAll(() => test.close());

const scrape = (authorization?: string) =>
  test.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('refuses without the token or with another one (401), and is 404 where no token is set', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer salah')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const unset = await createTestApp(0);
    try {
      const response = await unset.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Alamat tidak ditemukan' });
    } finally {
      await unset.close();
    }
  });

  it('counts answers by route pattern and status, and reads the outbox, the jobs and the remotes’ builds', async () => {
    await test.app.inject({ method: 'GET', url: '/api/health' });
    await test.app.inject({ method: 'GET', url: '/api/pesanan/PP-0001' });
    await test.app.inject({ method: 'GET', url: '/api/pesanan/PP-0002' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1');
    // the pattern, not the URL: both codes are one series
    expect(text).toContain('http_requests_total{method="GET",route="/api/pesanan/:kode",status="401"} 2');
    expect(text).not.toContain('PP-0001');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toContain('pintar_outbox_waiting{channel="email"} 2');
    expect(text).toContain('pintar_outbox_waiting{channel="whatsapp"} 0');
    expect(text).toContain('pintar_outbox_oldest_waiting_seconds{channel="email"} 600');
    expect(text).toContain('pintar_job_lag_seconds{job="pesan_keluar"} 30');
    expect(text).toContain('pintar_job_interval_seconds{job="pesan_keluar"} 15');
    expect(text).toContain('pintar_remote_errors_last_hour{remote="mf_blog",version="2031-05-01T06-00-00Z"} 3');
    expect(text).toContain('pintar_remote_views_last_hour{remote="mf_blog",version="2031-05-01T06-00-00Z"} 40');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('is accepted by promtool check metrics', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    const checked = promtool(['check', 'metrics'], response.body);
    expect(checked).toEqual({ status: 0, output: '' });
  });
});

describe('the Prometheus configuration in docs/prometheus', () => {
  const docs = path.join(repoRoot, 'docs', 'prometheus');

  it('has alert rules promtool accepts', () => {
    const checked = promtool(['check', 'rules', path.join(docs, 'alerts.yml')]);
    expect(checked.output).toContain('SUCCESS');
    expect(checked.status).toBe(0);
  });

  it('has a scrape configuration promtool accepts (with a token file in place)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-config-'));
    try {
      const tokenFile = path.join(dir, 'token');
      writeFileSync(tokenFile, TOKEN);
      const config = readFileSync(path.join(docs, 'prometheus.yml'), 'utf8');
      expect(config).toContain('/etc/prometheus/pintar-metrics-token');
      writeFileSync(
        path.join(dir, 'prometheus.yml'),
        config.replace('/etc/prometheus/pintar-metrics-token', tokenFile),
      );
      copyFileSync(path.join(docs, 'alerts.yml'), path.join(dir, 'alerts.yml'));
      const checked = promtool(['check', 'config', path.join(dir, 'prometheus.yml')]);
      expect(checked.output).toContain('SUCCESS');
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

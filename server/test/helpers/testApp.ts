import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { workerDatabaseUrl } from './workerDatabases';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseConfig } from '../../src/db/config';
import type { DatabaseHandle } from '../../src/db/connection';
import { prepareDatabase } from '../../src/prepare';
import { apiRoutes } from '../../src/areas';
import { createPlatformWatch, operationsGauges, rollbackPolicyFrom } from '../../src/areas/platform';
import { chargeRecheckIntervalFrom, midtransConfigFrom } from '../../src/areas/payments';
import { createMetrics } from '../../src/platform/metrics';
import { cookieOf, enrolTwoStep, nextCode, rememberClock } from './twoStep';

/** Tests pin "today" so active/expired discounts do not depend on the calendar. */
export const TEST_TODAY = '2025-06-01';
/** The admin every test database has (the demo student and teacher come from the seed). */
export const TEST_ADMIN = { email: 'admin@contoh.id', password: 'admin-rahasia-123' } as const;

/** The default seed size: tests see the data a fresh clone sees. */
export const TEST_TEACHERS = 2000;

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: DatabaseConfig;
  close: () => Promise<void>;
}

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh database per test file: a temp SQLite file, or a new PostgreSQL schema (in the worker's database) dropped afterwards. */
export function freshDatabaseConfig(): { config: DatabaseConfig; cleanup: (handle?: DatabaseHandle) => Promise<void> } {
  const url = process.env.DATABASE_URL && workerDatabaseUrl(process.env.DATABASE_URL);
  if (url) {
    const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
    return {
      config: { kind: 'postgres', url, schema },
      cleanup: async (handle) => {
        if (handle) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tutor-server-test-'));
  return {
    config: { kind: 'sqlite', file: path.join(dir, 'app.sqlite') },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Each test app counts its limits apart, so runs sharing one Redis (REDIS_URL) never meet. */
process.env.RATE_LIMIT_PREFIX = `test:${process.pid}:${Date.now().toString(36)}:`;

export async function createTestApp(
  teachers = TEST_TEACHERS,
  options: {
    env?: NodeJS.ProcessEnv;
    instrument?: (app: FastifyInstance) => Promise<void>;
    /** the clock of every stamp the server writes (default: the real one) */
    now?: () => Date;
    /** the 72-hour confirmation job's interval; 0 (default) leaves it off */
    meetingConfirmIntervalMs?: number;
    /** the renewal offers' lapse job interval; 0 (default) leaves it off */
    renewalOfferIntervalMs?: number;
    /** another app on this existing database (it is not dropped when this app closes) */
    database?: DatabaseConfig;
    /** receives the JSON log lines (at LOG_LEVEL, info by default); without it the log is silent */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const fresh = options.database ? { config: options.database, cleanup: async () => undefined } : freshDatabaseConfig();
  const { config, cleanup } = fresh;
  const now = options.now ?? (() => new Date());
  const { handle } = await prepareDatabase(
    config,
    teachers,
    TEST_TODAY,
    { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
    now,
  );
  const serverConfig = {
    ...loadConfig(options.env ?? {}),
    logLevel: options.logLines ? (options.env?.LOG_LEVEL ?? 'info') : 'silent',
    ...(options.env?.SHELL_DIR ? {} : { shellDir: path.join(os.tmpdir(), 'no-shell-built') }),
  };
  const platform = createPlatformWatch({
    db: handle.db,
    now,
    config: serverConfig,
    policy: rollbackPolicyFrom(options.env ?? {}),
  });
  const app = await buildApp({
    config: serverConfig,
    instrument: options.instrument,
    logDestination: options.logLines && { write: (line: string) => options.logLines?.push(line) },
    databaseKind: handle.kind,
    metrics: createMetrics(operationsGauges(handle.db, now)),
    pageViewed: platform.pageViewed,
    registerApi: apiRoutes({
      db: handle.db,
      kind: handle.kind,
      today: () => TEST_TODAY,
      now,
      meetingConfirmIntervalMs: options.meetingConfirmIntervalMs ?? 0,
      renewalOfferIntervalMs: options.renewalOfferIntervalMs ?? 0,
      // MIDTRANS_SERVER_KEY / MIDTRANS_API_URL of options.env (a stand-in); the re-read job only when asked
      midtrans: midtransConfigFrom(options.env ?? {}),
      chargeRecheckIntervalMs: options.env?.MIDTRANS_RECHECK_MS ? chargeRecheckIntervalFrom(options.env) : 0,
      platform,
    }),
  });
  await app.ready();
  rememberClock(app, now);
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await cleanup(handle);
      await handle.close();
    },
  };
}

/** GET and parse JSON; fails loudly when the answer is not JSON. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, options: Partial<InjectOptions> = {}) {
  const response = await app.inject({ method: 'GET', url, ...options });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

const csrfByApp = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/** The cookie and header a state-changing request needs (GET /api/auth/csrf, as the apps do). */
export function csrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = csrfByApp.get(app);
  if (!headers) {
    headers = app.inject({ method: 'GET', url: '/api/auth/csrf' }).then((response) => {
      const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
      return { cookie, 'x-csrf-token': (response.json() as { token: string }).token };
    });
    csrfByApp.set(app, headers);
  }
  return headers;
}

/**
 * Logs in through the API and answers the headers of that session (cookie + CSRF) for inject. An
 * account with two-step login gets its code from ./twoStep.ts; an admin without it is enrolled
 * right after its first login (the admin gate: every admin route refuses an admin without it).
 */
export async function loginHeaders(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const csrf = await csrfHeaders(app);
  let response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: csrf,
  });
  if (response.statusCode !== 200)
    throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
  const answer = (response.json() as { data: { mfa_diperlukan?: true; role?: string } }).data;
  if (answer.mfa_diperlukan) {
    response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { kode: nextCode(app, email) },
      headers: { ...csrf, cookie: `${csrf.cookie}; ${cookieOf(response, 'pp_mfa')}` },
    });
    if (response.statusCode !== 200)
      throw new Error(`login/mfa of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const headers = { ...csrf, cookie: `${csrf.cookie}; ${cookieOf(response, 'pp_session')}` };
  if (answer.role === 'admin') await enrolTwoStep(app, email, headers);
  return headers;
}

/** What a student's registration must say since issue 47: the policy accepted, and who holds the account. */
export const STUDENT_CONSENT = { setuju_kebijakan: true, pendaftar: 'orang_tua' } as const;

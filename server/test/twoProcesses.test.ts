/**
 * Sessions work across processes: two real server processes on one database, the way
 * a load balancer would run them. On PostgreSQL (DATABASE_URL) that is one schema; on SQLite one
 * file. A session and a CSRF token made at one process are honoured at the other, and a logout at
 * the second ends the session at the first. Both run the 72-hour meeting confirmation every 50 ms
 * on the same due reports: each is confirmed once. Each process remembers a session for at most a
 * second (issue 50): a logout at one is seen at once there and, at the other, as soon as Redis
 * carries the forget (REDIS_URL) or the second has passed.
 */
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { prepareDatabase } from '../src/prepare';
import type { DatabaseHandle } from '../src/db/connection';
import { freshDatabaseConfig, TEST_ADMIN, TEST_TODAY } from './helpers/testApp';
import {
  databaseEnvOf,
  freePort,
  startServerProcess,
  stopServerProcess,
  untilHealthy,
  type ServerProcess,
} from './helpers/serverProcess';

function startServer(port: number, databaseEnv: NodeJS.ProcessEnv): ServerProcess {
  return startServerProcess(port, { ...databaseEnv, MEETING_CONFIRM_INTERVAL_MS: '50' });
}

function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const { config, cleanup } = freshDatabaseConfig();
const databaseEnv = databaseEnvOf(config);
const servers: ServerProcess[] = [];
let closeDatabase: () => Promise<void> = async () => undefined;
let database: DatabaseHandle['db'];
const DUE_REPORTS = 30;

/** An aktif order of the demo student whose meetings were all reported four days ago (real time: the processes' clock). */
async function seedDueReports(db: DatabaseHandle['db']): Promise<number> {
  const student = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.siswa.email)
    .executeTakeFirstOrThrow();
  const teacher = await db
    .selectFrom('users')
    .select(['id', 'teacher_id'])
    .where('email', '=', DEMO_ACCOUNTS.guru.email)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const reportedAt = new Date(Date.now() - 4 * 24 * 3_600_000).toISOString();
  const order = await db
    .insertInto('orders')
    .values({
      kode: 'PP-2506-TUGAS',
      user_id: student.id,
      status: 'aktif',
      paket_id: 2,
      jenjang_id: 16,
      kurikulum_id: null,
      kelas: null,
      sistem: 'Online',
      jumlah_siswa: 1,
      provinsi_id: null,
      kota_id: null,
      kecamatan_id: null,
      alamat: null,
      tanggal_mulai_les: '2025-06-02',
      waktu_les: '[]',
      jenis_kelamin_guru: 'bebas',
      catatan_guru: '',
      kode_referral: null,
      referral_code_id: null,
      rincian_biaya: JSON.stringify({ biaya_pendaftaran: 0 }),
      harga_paket_akhir: 0,
      total: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let nomor = 1; nomor <= DUE_REPORTS; nomor += 1) {
    await db
      .insertInto('meetings')
      .values({
        order_id: order.id,
        nomor,
        tanggal: '2025-06-02',
        jam: '16:00',
        mata_pelajaran: 'Fisika',
        teacher_id: teacher.teacher_id ?? 0,
        teacher_user_id: teacher.id,
        status: 'dilaporkan',
        report_topic: 'Topik',
        report_note: 'Catatan',
        reported_at: reportedAt,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return order.id;
}
let dueOrderId = 0;

beforeAll(async () => {
  // Migrated and seeded once here, so the two processes start on a ready database (as a deploy does).
  const { handle } = await prepareDatabase(config, 200, TEST_TODAY, {
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  database = handle.db;
  dueOrderId = await seedDueReports(handle.db);
  closeDatabase = async () => {
    await cleanup(handle);
    await handle.close();
  };
  const [first, second] = [await freePort(), await freePort()];
  servers.push(startServer(first, databaseEnv), startServer(second, databaseEnv));
  await Promise.all(servers.map(untilHealthy));
});

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await closeDatabase();
});

/** Logs in at `baseUrl` through the CSRF token, as the browser does; the headers of later requests. */
async function logIn(baseUrl: string, account: { email: string; password: string }) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const token = ((await csrf.json()) as { token: string }).token;
  const csrfCookie = cookieOf(csrf);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrfCookie, 'x-csrf-token': token },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  return { cookie: `${csrfCookie}; ${cookieOf(login)}`, 'x-csrf-token': token, 'content-type': 'application/json' };
}

const meStatus = async (server: ServerProcess, headers: Record<string, string>) =>
  (await fetch(`${server.baseUrl}/api/auth/me`, { headers })).status;

it('honours at one process the session and CSRF token made at the other, and a logout at either ends it', async () => {
  const [one, two] = servers as [ServerProcess, ServerProcess];
  expect(one.child.pid).not.toBe(two.child.pid);
  const headers = await logIn(one.baseUrl, DEMO_ACCOUNTS.guru);
  const token = headers['x-csrf-token'];

  const me = await fetch(`${two.baseUrl}/api/auth/me`, { headers });
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({ data: expect.objectContaining({ email: DEMO_ACCOUNTS.guru.email, role: 'guru' }) });

  // A write at the second process passes its CSRF check with the first's token: the body is what it refuses.
  const write = await fetch(`${two.baseUrl}/api/guru/profil`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ jenis_kelamin: 'X' }),
  });
  expect(write.status).toBe(400);

  const logout = await fetch(`${two.baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie: headers.cookie, 'x-csrf-token': token },
  });
  expect(logout.status).toBe(204);
  expect((await fetch(`${one.baseUrl}/api/auth/me`, { headers })).status).toBe(401);
});

it('forgets a logged-out session at once where it ended and soon at the process that remembered it', async () => {
  const [one, two] = servers as [ServerProcess, ServerProcess];
  const headers = await logIn(one.baseUrl, DEMO_ACCOUNTS.siswa);
  // both processes now remember the session
  expect([await meStatus(one, headers), await meStatus(two, headers)]).toEqual([200, 200]);
  const logout = await fetch(`${one.baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie: headers.cookie, 'x-csrf-token': headers['x-csrf-token'] },
  });
  expect(logout.status).toBe(204);
  expect(await meStatus(one, headers)).toBe(401);
  // The other process: the Redis message, or at the latest the cache's one second (sessionCache.test.ts
  // proves the bound on an injected clock); polled, the deadline only stops a hung run.
  const deadline = Date.now() + 30_000;
  let status = await meStatus(two, headers);
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = await meStatus(two, headers);
  }
  expect(status).toBe(401);
});

it('confirms each due meeting report once with both processes running the job', async () => {
  const deadline = Date.now() + 100_000;
  const open = async () =>
    (
      await database
        .selectFrom('meetings')
        .select('id')
        .where('order_id', '=', dueOrderId)
        .where('status', '!=', 'selesai')
        .execute()
    ).length;
  // polls the database for the jobs' effect; the bound only stops a hung run
  while ((await open()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await open()).toBe(0);
  const history = await database
    .selectFrom('meeting_history as h')
    .innerJoin('meetings as m', 'm.id', 'h.meeting_id')
    .select('h.meeting_id')
    .where('m.order_id', '=', dueOrderId)
    .where('h.actor_label', '=', 'Sistem')
    .execute();
  expect(history).toHaveLength(DUE_REPORTS);
  expect(new Set(history.map((row) => row.meeting_id)).size).toBe(DUE_REPORTS);
  const ended = await database
    .selectFrom('order_history')
    .select('to_status')
    .where('order_id', '=', dueOrderId)
    .execute();
  expect(ended).toEqual([{ to_status: 'selesai' }]);
});

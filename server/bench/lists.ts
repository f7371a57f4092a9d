/**
 * The list bench (issue 32), opt-in: BENCH_ORDERS=1000000 npm run bench. Seeds, once, its own
 * PostgreSQL database (BENCH_LISTS_DB, default bench_orders, created on the server of
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) with BENCH_ORDERS orders and
 * their schedules and applications (listsSeed.ts), then measures the bare route and, at
 * BENCH_HIGH_CONNECTIONS (50): the desk's first and a later page, the desk's search (code, student
 * name, status), the job board, a teacher's applications and a student's orders, printing req/s,
 * p50, p99, the server's CPU per request and its ratio to the bare route's, how busy its event loop
 * was, where the machine's CPUs went (cpuShares.ts), and the p50/p99 of an open loop at half the
 * measured req/s (listsHttp.ts; issue 50).
 */
import { TOTP } from 'otpauth';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/prepare';
import { apiRoutes } from '../src/areas';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { cpuPerAnswer, dumpListAnswers, replannedStatements, type ListTarget } from './listsInProcess';
import { floorRoutes, floorTargets } from './floorRoutes';
import { benchListsOverHttp } from './listsHttp';
import { loadAverage } from './cpuShares';
import { BENCH_STUDENTS, benchStudentName, LIST_SEED_VERSION, seedListOrders } from './listsSeed';
import { csrfHeaders, orderBody } from './writes';
import type { FastifyInstance } from 'fastify';

/**
 * The bench's admin, with two-step login provisioned at start (ADMIN_TOTP_SECRET): every admin
 * route refuses an admin without it. The code is computed here, as the admin's authenticator would.
 */
const ADMIN = {
  email: 'admin.bench@contoh.id',
  password: 'admin-bench-rahasia-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/**
 * The bench's database, created when missing; one seeded by another version of listsSeed.ts (its
 * comment, none before version 2) is dropped first, so the next seed writes what the bench expects.
 */
async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const found = await client.query<{ seed: string | null }>(
    "select shobj_description(oid, 'pg_database') as seed from pg_database where datname = $1",
    [name],
  );
  // CREATE and DROP DATABASE take no bound parameters: the name is checked to be a plain identifier first
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_LISTS_DB must be a plain name: ${name}`);
  const seed = found.rows[0]?.seed;
  if (found.rowCount !== 0 && seed !== LIST_SEED_VERSION) {
    console.log(
      `dropping ${name}: seeded by ${seed ?? 'an earlier version or not at all'}, not "${LIST_SEED_VERSION}"`,
    );
    await client.query(`drop database ${name} with (force)`);
  }
  if (found.rowCount === 0 || seed !== LIST_SEED_VERSION) await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function session(app: FastifyInstance, email: string, password: string): Promise<Record<string, string>> {
  const csrf = await csrfHeaders(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: csrf,
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login of ${email} answered ${login.statusCode}: ${login.body}`);
  const cookieOf = (answer: typeof login) => String(answer.headers['set-cookie']).split(';')[0] ?? '';
  if (!(login.json() as { data: { mfa_diperlukan?: true } }).data.mfa_diperlukan)
    return { ...csrf, cookie: `${csrf.cookie}; ${cookieOf(login)}` };
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/login/mfa',
    headers: { ...csrf, cookie: `${csrf.cookie}; ${cookieOf(login)}` },
    payload: { kode: new TOTP({ secret: ADMIN.totpSecret }).generate() },
  });
  if (second.statusCode !== 200) throw new Error(`login/mfa of ${email} answered ${second.statusCode}: ${second.body}`);
  return { ...csrf, cookie: `${csrf.cookie}; ${cookieOf(second)}` };
}

/**
 * `acceptEncoding` goes with every request of the HTTP run, as a browser sends it (the reads bench's
 * BENCH_ACCEPT_ENCODING): a page of 50 orders or openings is 20-40 KB of JSON, compressed in
 * production. The in-process run and the dump read the answers as they are.
 */
export async function benchLists(
  count: number,
  today: string,
  seconds: number,
  connections: number,
  acceptEncoding: string,
): Promise<void> {
  const database = process.env.BENCH_LISTS_DB ?? 'bench_orders';
  const url = await ensureDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', database);
  const { handle } = await prepareDatabase({ kind: 'postgres', url, schema: 'public' }, 2_000, today, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: ADMIN.totpSecret,
  });
  const app = await buildApp({
    config: { ...loadConfig({}), logLevel: 'silent' },
    databaseKind: handle.kind,
    registerApi: async (api) => {
      await apiRoutes({
        db: handle.db,
        kind: handle.kind,
        today: () => today,
        now: () => new Date(),
        meetingConfirmIntervalMs: 0,
        renewalOfferIntervalMs: 0,
      })(api);
      // the bench's own floor routes (floorRoutes.ts), after the API's hooks, as a list route is
      await floorRoutes(api, handle.db);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const student = await session(app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
  let template = await handle.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.user_id'])
    .where('users.email', '=', DEMO_ACCOUNTS.siswa.email)
    .where('orders.kode', 'not like', 'PB-%')
    .executeTakeFirst();
  if (!template) {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/pesanan',
      headers: { ...student, 'content-type': 'application/json', 'idempotency-key': 'bench-daftar-template' },
      payload: await orderBody(app, student, today),
    });
    if (placed.statusCode !== 201) throw new Error(`template order answered ${placed.statusCode}: ${placed.body}`);
    template = await handle.db
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .where('kode', '=', (placed.json() as { data: { kode: string } }).data.kode)
      .executeTakeFirstOrThrow();
  }
  const teacherUser = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.guru.email)
    .executeTakeFirstOrThrow();
  const seedStart = Date.now();
  await seedListOrders(handle.db, count, {
    orderId: template.id,
    studentId: template.user_id,
    teacherUserId: teacherUser.id,
    nowMs: Date.now(),
    database,
  });
  console.log(`seed ready in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);

  const admin = await session(app, ADMIN.email, ADMIN.password);
  const teacher = await session(app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
  // a bench student (each has count / 50,000 orders); every copied account has the template's password
  const listStudent = await session(app, 'bench.daftar123@contoh.id', DEMO_ACCOUNTS.siswa.password);
  const nextOf = async (headers: Record<string, string>, path: string) =>
    ((await app.inject({ url: path, headers })).json() as { nextCursor: string | null }).nextCursor;
  const deskCursor = await nextOf(admin, '/api/pesanan');
  const templateCode = (
    await handle.db.selectFrom('orders').select('kode').where('id', '=', template.id).executeTakeFirstOrThrow()
  ).kode;
  const targets: ListTarget[] = [
    {
      name: 'desk: first page',
      headers: admin,
      paths: ['/api/pesanan', '/api/pesanan?status=aktif', '/api/pesanan?status=mencari_guru'],
    },
    { name: 'desk: next page', headers: admin, paths: [`/api/pesanan?cursor=${deskCursor}`] },
    { name: 'desk: a whole code', headers: admin, paths: [`/api/pesanan?kode=${templateCode}`] },
    {
      name: 'desk: part of a code',
      headers: admin,
      paths: ['/api/pesanan?kode=PB-00123', '/api/pesanan?kode=0004711'],
    },
    {
      name: 'desk: student name',
      headers: admin,
      // one student's whole name (a few students share it), and a common surname among the done orders
      paths: [
        `/api/pesanan?siswa=${encodeURIComponent(benchStudentName(4711))}`,
        '/api/pesanan?status=selesai&siswa=Hidayat',
      ],
    },
    {
      name: 'job board',
      headers: teacher,
      paths: [
        '/guru/loker-mengajar-searching?type=json&urut=terbaru',
        '/guru/loker-mengajar-searching?type=json&urut=kecocokan&program=16',
      ],
    },
    { name: "a teacher's applications", headers: teacher, paths: ['/api/lamaran-saya'] },
    { name: "a student's orders", headers: listStudent, paths: ['/api/pesanan'] },
  ];
  const dump = process.env.BENCH_LISTS_DUMP;
  if (dump) await dumpListAnswers(app, targets, dump);
  if (process.env.BENCH_LISTS_IN_PROCESS === '1') {
    const only = process.env.BENCH_LISTS_TARGET;
    const chosen = only ? targets.filter((target) => target.name.includes(only)) : targets;
    await cpuPerAnswer(app, chosen, Number(process.env.BENCH_LISTS_ROUNDS ?? 200));
    if (process.env.BENCH_LISTS_PLANS === '1') await replannedStatements(handle.db, 40);
    await app.close();
    await handle.close();
    return;
  }
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  console.log(
    `\nLists at ${count.toLocaleString('en')} orders (${BENCH_STUDENTS.toLocaleString('en')} students), PostgreSQL, ${seconds} s each, Accept-Encoding "${acceptEncoding}", load average ${loadAverage()}`,
  );
  const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
  console.log(`each target first ${warmUpSeconds} s unmeasured (BENCH_WARMUP_SECONDS)`);
  const only = process.env.BENCH_LISTS_TARGET;
  const profileDir = process.env.BENCH_CPU_PROFILE;
  // first the floors: what any logged-in list costs before its own query, and with the cheapest query there is
  const measuredTargets = [...floorTargets(listStudent), ...targets];
  await benchListsOverHttp(
    app,
    only ? measuredTargets.filter((target) => target.name.includes(only)) : measuredTargets,
    {
      base,
      connections,
      seconds,
      warmUpSeconds,
      acceptEncoding,
      profileDir,
    },
  );
  console.log(`load average after the lists: ${loadAverage()}`);
  await app.close();
  await handle.close();
}

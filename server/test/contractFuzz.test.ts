/**
 * Property-based fuzz from the contract (issue 45): for every route of `allRoutes`, fast-check
 * generates requests from its TypeBox schemas (params, query, headers, body), valid or with one
 * thing broken (a missing or mistyped field, empty and 10,000-character texts, impossible dates,
 * NUL bytes, unknown fields, `__proto__` keys, huge numbers, wrong content types, a body where none
 * is declared), sent as a visitor, a student, a teacher or the admin. Nothing may answer 5xx, every
 * refusal is JSON `{ message }` with a string, and a 2xx answers only what the schemas accept.
 *
 * The seed is fixed (FUZZ_SEED, default 45) so CI replays the same requests on SQLite and
 * PostgreSQL; FUZZ_RUNS (default 6 per route) runs longer: `FUZZ_RUNS=200 npx jest test/contractFuzz.test.ts`.
 */
import { allRoutes, type RouteContract } from '@tutor/contract';
import fc from 'fast-check';
import { fuzzRequest } from './helpers/contractFuzz';
import { paidOrder, fisikaTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import type { Hints } from './helpers/schemaArbitraries';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtransStandIn';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 45);
const ROLES = ['visitor', 'siswa', 'guru', 'admin'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let midtrans: MidtransStandIn;
let sessions: Record<Role, Record<string, string>>;
let hints: Hints;

beforeAll(async () => {
  // the online payment routes call the local Midtrans stand-in, as the site calls Midtrans
  midtrans = await startMidtransStandIn({ serverKey: 'SB-Mid-server-fuzz' });
  t = await createTestApp(200, { env: { MIDTRANS_SERVER_KEY: 'SB-Mid-server-fuzz', MIDTRANS_API_URL: midtrans.url } });
  const as: RoleHeaders = await roleHeaders(t.app, 'fuzz.lain@contoh.id');
  const teacher = await fisikaTeacher(t.app, t.handle.db, as.admin, {
    email: 'fuzz.guru@contoh.id',
    nama: 'Guru Fuzz',
    whatsapp: '6281277778888',
  });
  // an aktif order with meetings, so routes taking a code or an id reach their handlers
  const order = await paidOrder(t.app, as, teacher);
  const db = t.handle.db;
  const firstIds = async (table: 'meetings' | 'users' | 'teacher_reviews') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
  const slugs = (await db.selectFrom('blog_posts').select('slug').limit(2).execute()).map((row) => row.slug);
  const sdSubjects = (await db.selectFrom('subjects').select('id').where('jenjang_id', '=', 14).limit(3).execute()).map(
    (row) => row.id,
  );
  const ids = [...(await firstIds('meetings')), ...(await firstIds('users')), ...(await firstIds('teacher_reviews'))];
  hints = {
    kode: fc.constant(order.kode),
    id: fc.constantFrom(...ids),
    slug: fc.constantFrom(...slugs),
    name: fc.constantFrom('mf-blog', 'mf-search'),
    folder: fc.constant('mf-blog'),
    // a fresh address each time, so a registration goes past "already registered"
    email: fc.oneof(
      fc.constant('siswa@pintarprivat.id'),
      fc.nat().map((n) => `fuzz.${n}@contoh.id`),
    ),
    password: fc.constant('rahasia-fuzz-2026'),
    whatsapp: fc.constant('6281234567890'),
    kota_ids: fc.constant([3273]),
    kota: fc.constant('3273'),
    kota_id: fc.constant('3273'),
    provinsi: fc.constant('32'),
    jenjang_id: fc.constantFrom('14', 14),
    jenjang_ids: fc.constant([14]),
    mapel: fc.subarray(sdSubjects, { minLength: 1 }),
    ketersediaan: fc.constant([{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' }]),
    lokasi_id: fc.constantFrom('online', '3273'),
  };
  sessions = { visitor: as.anonymous, siswa: as.siswa, guru: teacher, admin: as.admin };
});
/** Answers by status class, printed at the end so a run shows how far the requests got. */
const tally: Record<string, number> = {};
afterAll(async () => {
  console.info(`contract fuzz on ${onPostgres ? 'PostgreSQL' : 'SQLite'} (seed ${SEED}): ${JSON.stringify(tally)}`);
  await t.close();
  await midtrans.close();
});

/** A logout would end the session the other routes of that role run with: it is fuzzed as a visitor only. */
const rolesFor = (route: RouteContract): readonly Role[] => (route.url === '/api/auth/logout' ? ['visitor'] : ROLES);

const isJson = (contentType: unknown) => /application\/json/.test(String(contentType));

describe(`requests generated from the contract (seed ${SEED}, ${RUNS} per route)`, () => {
  it.each(allRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_label, route) => {
    const property = fc.asyncProperty(
      fc.constantFrom(...rolesFor(route)),
      fuzzRequest(route, hints),
      async (role, fuzz) => {
        const response = await injectAs(t.app, sessions[role], fuzz.request);
        const status = `${Math.floor(response.statusCode / 100)}xx`;
        tally[status] = (tally[status] ?? 0) + 1;
        const what = `${role}: ${fuzz.label} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) throw new Error(`5xx on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: ${what}`);
        if (response.statusCode >= 400) {
          const message = isJson(response.headers['content-type'])
            ? (response.json() as { message?: unknown }).message
            : undefined;
          if (typeof message !== 'string' || message.length === 0)
            throw new Error(`a refusal without { message }: ${what}`);
        }
        if (response.statusCode < 300 && fuzz.accepted === false)
          throw new Error(`2xx for a request the schema refuses: ${what}`);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
  });
});

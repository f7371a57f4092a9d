/**
 * Every admin write leaves exactly one audit row (issue 47): the walk takes every route of the
 * contract an admin writes through, runs its scenario (helpers/adminActScenarios.ts) and checks the
 * row: who (the admin, from the session), from where (the request's address), what, on which object,
 * written with the change. The same request again is refused and writes nothing: a failing write
 * leaves no row. A new admin route without a scenario fails the first test. SQLite and PostgreSQL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRoutes } from '@tutor/contract';
import { adminActScenarios, type AdminActScenario } from './helpers/adminActScenarios';
import { auditRowsAfter, lastAuditId } from './helpers/auditRows';
import { fisikaTeacher, testClock } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/testApp';

/**
 * Routes outside /api/admin/ that an admin may call to change something that is not their own:
 * cancelling any order. (An admin's own account acts, logging out, reading their notifications,
 * asking a payout of their own commission, are not admin acts; a payout request is a money move
 * and has its row anyway.)
 */
const ADMIN_ACTS_OUTSIDE_ADMIN_PATHS = ['POST /api/pesanan/:kode/batal'];

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const adminWriteRoutes = () =>
  allRoutes
    .filter((route) => route.method !== 'GET' && route.url.startsWith('/api/admin/'))
    .map(keyOf)
    .concat(ADMIN_ACTS_OUTSIDE_ADMIN_PATHS)
    .sort();

const ADMIN_ADDRESS = '10.77.0.1';
const LIVE = '/remotes/mf-blog-v1/mf-manifest.json';
const CANARY = '/remotes/mf-blog-v2/mf-manifest.json';
const MANIFEST_WITH_CANARY = {
  remotes: [{ name: 'mf_blog', entry: LIVE, routes: ['/blog'], canary: { entry: CANARY, percent: 50 } }],
};

const clock = testClock('2025-06-01T02:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let root: string;
let scenarios: Record<string, AdminActScenario>;
let adminId: number;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'audit-walk-'));
  const deployments = path.join(root, 'deployments');
  const shellDir = path.join(root, 'shell');
  mkdirSync(deployments, { recursive: true });
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Pintar Privat</title><div id="root"></div>');
  const remotesFile = path.join(deployments, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(MANIFEST_WITH_CANARY));
  t = await createTestApp(200, {
    now: clock.now,
    env: { SHELL_DIR: shellDir, DEPLOYMENTS_DIR: deployments, SSR_TIMEOUT_MS: '0' },
  });
  as = await roleHeaders(t.app);
  const teacher = await fisikaTeacher(t.app, t.handle.db, as.admin, {
    email: 'bayu.audit@contoh.id',
    nama: 'Bayu Audit',
    whatsapp: '6281299998888',
  });
  adminId = (
    await t.handle.db.selectFrom('users').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()
  ).id;
  scenarios = adminActScenarios({
    app: t.app,
    db: t.handle.db,
    as,
    teacher,
    clock,
    remotesFile,
    manifestWithCanary: MANIFEST_WITH_CANARY,
  });

  // a seeded database and a teacher walked through onboarding: slow on a busy machine
}, 300_000);
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the audit of admin writes', () => {
  it('has a scenario for every route an admin writes through', () => {
    expect(Object.keys(scenarios).sort()).toEqual(adminWriteRoutes());
  });

  it('writes one row per admin write with the admin, the address, the action and the object; a refused repeat writes none', async () => {
    for (const [route, scenario] of Object.entries(scenarios)) {
      const request = await scenario.request();
      const before = await lastAuditId(t.handle.db);
      const response = await injectAs(t.app, as.admin, { ...request, remoteAddress: ADMIN_ADDRESS });
      expect([route, response.statusCode]).toEqual([route, 200]);
      const rows = await auditRowsAfter(t.handle.db, before);
      expect([route, rows.map((row) => row.action).sort()]).toEqual([
        route,
        [scenario.action, ...(scenario.moneyMoves ?? [])].sort(),
      ]);
      const own = rows.find((row) => row.action === scenario.action);
      expect({ route, ...own }).toMatchObject({
        route,
        actor_user_id: adminId,
        actor_role: 'admin',
        address: ADMIN_ADDRESS,
        object_type: scenario.object,
        object_id: scenario.objectId(),
        created_at: clock.now().toISOString(),
      });
      for (const money of rows.filter((row) => row !== own)) expect(money.actor_role).toBe('sistem');

      // the same act again is refused (the state moved on) and leaves no row
      const again = await injectAs(t.app, as.admin, { ...request, remoteAddress: ADMIN_ADDRESS });
      expect([route, again.statusCode >= 400]).toEqual([route, true]);
      expect([route, (await auditRowsAfter(t.handle.db, before)).length]).toEqual([route, rows.length]);
    }
  });
});

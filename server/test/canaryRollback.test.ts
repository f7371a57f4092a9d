/** A failing canary is rolled back automatically (atomic rewrite, history), and by hand from the platform desk. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlatformStatusAnswer } from '@tutor/contract';
import { changeCanary } from '../src/platform/remotesManifestWriter';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';

const LIVE = '/remotes/mf-blog-v1/mf-manifest.json';
const CANARY = '/remotes/mf-blog-v2/mf-manifest.json';
const MANIFEST = {
  remotes: [{ name: 'mf_blog', entry: LIVE, routes: ['/blog'], canary: { entry: CANARY, percent: 50 } }],
};

function makeSite() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'canary-rollback-'));
  const shellDir = path.join(root, 'shell');
  const deployments = path.join(root, 'deployments');
  mkdirSync(shellDir, { recursive: true });
  mkdirSync(deployments, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Pintar Privat</title><div id="root"></div>');
  writeFileSync(path.join(deployments, 'remotes.json'), JSON.stringify(MANIFEST));
  return { root, shellDir, deployments, file: path.join(deployments, 'remotes.json') };
}

const cookieOf = (setCookie: unknown) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';
const inlinedBlogEntry = (html: string) =>
  (
    JSON.parse(/<script id="remotes-manifest" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      remotes: { entry: string }[];
    }
  ).remotes[0]?.entry;
const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as typeof MANIFEST;

describe('canary rollback', () => {
  let t: TestApp;
  let site: ReturnType<typeof makeSite>;
  let address = 0;

  beforeEach(async () => {
    site = makeSite();
    t = await createTestApp(50, {
      env: {
        SHELL_DIR: site.shellDir,
        DEPLOYMENTS_DIR: site.deployments,
        CANARY_MIN_VIEWS: '6',
        CANARY_ROLLBACK_THRESHOLD: '100',
        SSR_TIMEOUT_MS: '0',
      },
    });
  });
  afterEach(async () => {
    await t.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  /** A fresh visitor opens /blog; answers their cookie and the build they were given. */
  async function visit(): Promise<{ cookie: string; entry: string | undefined }> {
    const page = await t.app.inject({ url: '/blog' });
    return { cookie: cookieOf(page.headers['set-cookie']), entry: inlinedBlogEntry(page.body) };
  }

  /** The visitor's page reports a render error, as the shell's error boundary does (its own remote and build unsaid). */
  async function reportError(cookie: string) {
    address += 1;
    const csrf = await csrfHeaders(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/log',
      payload: { message: 'TypeError: gagal', url: 'http://localhost/blog' },
      headers: { ...csrf, cookie: `${csrf.cookie}; ${cookie}` },
      remoteAddress: `10.0.0.${address}`,
    });
    expect(answer.statusCode).toBe(202);
  }

  async function status(): Promise<PlatformStatusAnswer['data']> {
    const answer = await t.app.inject({
      url: '/api/admin/platform',
      headers: await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password),
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as PlatformStatusAnswer).data;
  }

  it('drops a canary whose errors exceed the live rate by the threshold once it has its minimum of views', async () => {
    const visitors = await Promise.all(Array.from({ length: 40 }, () => visit()));
    const onCanary = visitors.filter((visitor) => visitor.entry === CANARY);
    expect(onCanary.length).toBeGreaterThanOrEqual(6);
    // every canary visitor but one fails: judged only once the canary has its 6 views, which it has
    for (const visitor of onCanary.slice(0, 5)) await reportError(visitor.cookie);
    expect(readManifest(site.file).remotes[0]?.canary).toBeUndefined();

    const history = readFileSync(path.join(site.deployments, 'remotes-history.log'), 'utf8').trim().split('\n');
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0] ?? '{}')).toMatchObject({
      aksi: 'rollback-otomatis',
      remote: 'mf_blog',
      dari: CANARY,
      ke: LIVE,
      oleh: 'otomatis',
    });
    // the temporary file was renamed over remotes.json: nothing else is left beside it
    expect(readdirSync(site.deployments).sort()).toEqual(['remotes-history.log', 'remotes.json']);

    const desk = await status();
    expect(desk.remotes[0]?.canary).toBeNull();
    expect(desk.riwayat[0]).toMatchObject({
      aksi: 'rollback-otomatis',
      alasan: expect.stringContaining('kesalahan per 1.000 tampilan'),
    });
    // everyone now gets the live build
    expect((await visit()).entry).toBe(LIVE);
  });

  it('does not judge a canary on fewer views than the minimum', async () => {
    writeFileSync(
      site.file,
      JSON.stringify({ remotes: [{ ...MANIFEST.remotes[0], canary: { entry: CANARY, percent: 100 } }] }),
    );
    const visitors = await Promise.all(Array.from({ length: 5 }, () => visit()));
    for (const visitor of visitors) await reportError(visitor.cookie);
    expect(readManifest(site.file).remotes[0]?.canary).toEqual({ entry: CANARY, percent: 100 });
    const desk = await status();
    expect(desk.remotes[0]?.canary).toMatchObject({
      versi: 'mf-blog-v2',
      tampilan: 5,
      kesalahan: 5,
      per_seribu: 1000,
      persen: 100,
    });
  });

  it('promotes and rolls back by hand for the admin only; without a canary it is 409', async () => {
    const student = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platform/mf_blog/promote',
      headers: await csrfHeaders(t.app),
    });
    expect(student.statusCode).toBe(401);
    const admin = await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const promoted = await t.app.inject({ method: 'POST', url: '/api/admin/platform/mf-blog/promote', headers: admin });
    expect(promoted.statusCode).toBe(200);
    expect(readManifest(site.file).remotes[0]).toEqual({ name: 'mf_blog', entry: CANARY, routes: ['/blog'] });
    expect((promoted.json() as PlatformStatusAnswer).data.riwayat[0]).toMatchObject({
      aksi: 'promosi',
      dari: LIVE,
      ke: CANARY,
      oleh: TEST_ADMIN.email,
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/platform/mf_blog/rollback', headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Remote ini tidak sedang menjalankan versi uji.' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/platform/mf_nope/rollback', headers: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('rewrites remotes.json once when two rollbacks race', async () => {
    const now = new Date('2026-11-26T01:00:00Z');
    const results = await Promise.all([
      changeCanary(site.file, 'mf_blog', 'rollback', 'satu', 'tes', now),
      changeCanary(site.file, 'mf_blog', 'rollback', 'dua', 'tes', now),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(readFileSync(path.join(site.deployments, 'remotes-history.log'), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(existsSync(`${site.file}.tmp`)).toBe(false);
  });
});

/** Canary releases: remotes.json validation, the visitor's bucket, and the page and the browser agreeing on a build. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { manifestForVisitor } from '../src/platform/canaryVisitor';

const LIVE = '/remotes/mf-blog-v1/mf-manifest.json';
const CANARY = '/remotes/mf-blog-v2/mf-manifest.json';
const blogWith = (canary: unknown) =>
  JSON.stringify({ remotes: [{ name: 'mf_blog', entry: LIVE, routes: ['/blog'], canary }] });

function makeSite(manifest: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'canary-test-'));
  const shellDir = path.join(root, 'shell');
  const deployments = path.join(root, 'deployments');
  mkdirSync(shellDir, { recursive: true });
  mkdirSync(deployments, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Pintar Privat</title><div id="root"></div>');
  writeFileSync(path.join(deployments, 'remotes.json'), manifest);
  return { root, shellDir, deployments, file: path.join(deployments, 'remotes.json') };
}

const cookieOf = (setCookie: unknown) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';
const blogEntry = (body: string) =>
  (JSON.parse(body) as { remotes: { name: string; entry: string; canary?: unknown }[] }).remotes.find(
    (remote) => remote.name === 'mf_blog',
  );
const inlinedManifest = (html: string) =>
  /<script id="remotes-manifest" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';

describe('canary releases', () => {
  let app: FastifyInstance;
  let site: ReturnType<typeof makeSite>;

  beforeEach(async () => {
    site = makeSite(blogWith({ entry: CANARY, percent: 50 }));
    app = await buildApp({
      config: { ...loadConfig({ SHELL_DIR: site.shellDir, DEPLOYMENTS_DIR: site.deployments }), ssrTimeoutMs: 0 },
      logDestination: { write: () => undefined },
    });
  });
  afterEach(async () => {
    await app.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it("sets the visitor's cookie for the whole site, HttpOnly and SameSite=Lax, and Secure only over HTTPS", async () => {
    const attributesOf = (setCookie: unknown) => String(setCookie).split('; ').slice(1).sort();
    const overHttp = await app.inject({ url: '/remotes.json' });
    expect(attributesOf(overHttp.headers['set-cookie'])).toEqual([
      'HttpOnly',
      'Max-Age=15552000',
      'Path=/',
      'SameSite=Lax',
    ]);
    const proxied = await buildApp({
      config: {
        ...loadConfig({ SHELL_DIR: site.shellDir, DEPLOYMENTS_DIR: site.deployments, TRUST_PROXY: '1' }),
        ssrTimeoutMs: 0,
      },
      logDestination: { write: () => undefined },
    });
    const overHttps = await proxied.inject({ url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    await proxied.close();
    expect(attributesOf(overHttps.headers['set-cookie'])).toEqual([
      'HttpOnly',
      'Max-Age=15552000',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
  });

  it('gives a new visitor a cookie and the same build on every later request', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    const cookie = cookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(/^pp_pengunjung=[0-9a-f-]{36}$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const entry = blogEntry(first.body)?.entry;
    expect([LIVE, CANARY]).toContain(entry);
    expect(blogEntry(first.body)?.canary).toBeUndefined();
    for (let visit = 0; visit < 5; visit += 1) {
      const again = await app.inject({ url: '/remotes.json', headers: { cookie } });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(blogEntry(again.body)?.entry).toBe(entry);
    }
  });

  it('renders the page with the build the browser then loads, for visitors on either build', async () => {
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 30; visitor += 1) {
      const page = await app.inject({ url: '/blog' });
      const cookie = cookieOf(page.headers['set-cookie']);
      const inPage = blogEntry(inlinedManifest(page.body))?.entry ?? '';
      const fetched = await app.inject({ url: '/remotes.json', headers: { cookie } });
      expect(blogEntry(fetched.body)?.entry).toBe(inPage);
      seen.add(inPage);
    }
    expect(seen).toEqual(new Set([LIVE, CANARY]));
  });

  it('gives the canary to close to its percent of 10,000 visitors', () => {
    const manifest = {
      remotes: [{ name: 'mf_blog', entry: LIVE, routes: ['/blog'], canary: { entry: CANARY, percent: 10 } }],
    };
    const onCanary = Array.from({ length: 10_000 }, () => manifestForVisitor(manifest, randomUUID())).filter(
      (served) => served.remotes[0]?.entry === CANARY,
    ).length;
    expect(onCanary).toBeGreaterThan(900);
    expect(onCanary).toBeLessThan(1100);
  });

  it.each([
    ['a percent above 100', blogWith({ entry: CANARY, percent: 101 })],
    ['a negative percent', blogWith({ entry: CANARY, percent: -1 })],
    ['a canary without an entry', blogWith({ percent: 10 })],
    ['a canary with an unknown field', blogWith({ entry: CANARY, percent: 10, share: 3 })],
  ])('keeps the last good file when remotes.json has %s', async (_case, broken) => {
    const cookie = cookieOf((await app.inject({ url: '/remotes.json' })).headers['set-cookie']);
    const before = blogEntry((await app.inject({ url: '/remotes.json', headers: { cookie } })).body)?.entry;
    writeFileSync(site.file, broken);
    const after = await app.inject({ url: '/remotes.json', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(blogEntry(after.body)?.entry).toBe(before);
  });

  it('serves everyone the live build at 0 % and the canary at 100 %', async () => {
    writeFileSync(site.file, blogWith({ entry: CANARY, percent: 0 }));
    expect(blogEntry((await app.inject({ url: '/remotes.json' })).body)?.entry).toBe(LIVE);
    writeFileSync(site.file, blogWith({ entry: CANARY, percent: 100 }));
    expect(blogEntry((await app.inject({ url: '/remotes.json' })).body)?.entry).toBe(CANARY);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** A fake built site: a shell and one deployed remote, in a temp folder. */
function makeSite() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const shellDir = path.join(root, 'shell');
  const deployments = path.join(root, 'deployments');
  mkdirSync(path.join(shellDir, 'chunks'), { recursive: true });
  mkdirSync(path.join(deployments, 'mf-blog-v2', 'chunks'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Pintar Privat</title><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.js'), 'console.log("shell")');
  writeFileSync(path.join(shellDir, 'chunks', '470.e4f09535d5.js'), 'console.log("chunk")');
  writeFileSync(path.join(deployments, 'mf-blog-v2', 'remoteEntry.js'), 'var mf_blog;');
  writeFileSync(path.join(deployments, 'mf-blog-v2', 'mf-manifest.json'), '{"name":"mf_blog"}');
  writeFileSync(path.join(deployments, 'mf-blog-v2', 'chunks', '12.abcdef1234.js'), 'console.log("blog")');
  return { shellDir, deployments };
}

describe('platform routes', () => {
  let app: FastifyInstance;
  let deployments: string;

  beforeAll(async () => {
    const site = makeSite();
    deployments = site.deployments;
    app = await buildApp({ config: loadConfig({ SHELL_DIR: site.shellDir, DEPLOYMENTS_DIR: site.deployments }) });
  });
  afterAll(() => app.close());

  it('serves the shell for page paths, so client routing works on reload', async () => {
    for (const url of ['/', '/blog/cara-belajar', '/siswa/pemesanan-les']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a JSON 404 in Indonesian', async () => {
    const response = await app.inject({ url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Alamat tidak ditemukan' });
  });

  it('caches hashed chunks for a year and entry files never', async () => {
    const entry = await app.inject({ url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/chunks/470.e4f09535d5.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a deployed remote folder with the same cache rules', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-blog-v2/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const remoteEntry = await app.inject({ url: '/remotes/mf-blog-v2/remoteEntry.js' });
    expect(remoteEntry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/remotes/mf-blog-v2/chunks/12.abcdef1234.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes/mf-blog-v2/nothing.js',
    '/remotes/unknown-folder/remoteEntry.js',
    '/remotes/mf-blog-v2/..%2F..%2Fpackage.json',
  ])('%s is a JSON 404, never the shell page', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('reads remotes.json on every request: a deploy is one file edit', async () => {
    const before = await app.inject({ url: '/remotes.json' });
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect(before.json().remotes.map((remote: { name: string }) => remote.name)).toEqual([
      'mf_landing',
      'mf_search',
      'mf_blog',
      'mf_order_wizard',
      'mf_job_board',
    ]);
    writeFileSync(
      path.join(deployments, 'remotes.json'),
      JSON.stringify({
        remotes: [{ name: 'mf_blog', entry: '/remotes/mf-blog-v2/mf-manifest.json', routes: ['/blog'] }],
      }),
    );
    const after = await app.inject({ url: '/remotes.json' });
    expect(after.json().remotes[0].entry).toBe('/remotes/mf-blog-v2/mf-manifest.json');
  });

  it('sets the CSP on HTML answers and only nosniff on JSON', async () => {
    const page = await app.inject({ url: '/blog', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const response = await app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'none' });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

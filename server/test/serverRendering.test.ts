import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * The server side of server rendering, with small hand-written bundles of the same shape as the
 * real ones (shell/src/ssr.tsx and a remote's ./App built by shared/mf/ssr.js): what the server
 * gives them, what it puts into the page, and that every failure leaves the ordinary page. The
 * real bundles render and hydrate in e2e/tests/serverRendering.e2e.test.ts.
 */
const SHELL_BUNDLE = `
const react = { name: 'the shell bundle react' };
exports.singletons = { react };
exports.isServerRendered = (pathname) => !pathname.startsWith('/siswa');
exports.renderPage = async (input) => {
  if (input.url.startsWith('/blog/rusak')) throw new Error('render failed');
  if (input.url.startsWith('/blog/lambat')) return new Promise(() => undefined);
  const answer = await input.fetch('http://localhost/api/echo?q=1', { headers: { Accept: 'application/json' } });
  const body = await answer.json();
  const App = input.RemoteApp;
  return { html: App(body), state: { api: { queries: { echo: { data: body, note: '</script><script>alert(1)</script>' } } } } };
};
`;

const REMOTE_BUNDLE = `
const react = require('react');
const { publicPath } = require('@tutor/ssr-context');
module.exports = {
  default: (body) => '<h1>Blog Pintar Privat</h1><p>' + react.name + ' at ' + publicPath + ' for ' + body.cookie + ' from ' + body.ip + '</p>',
};
`;

const blogManifest = {
  name: 'mf_blog',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './App',
      assets: { js: { sync: ['chunks/80.aaaaaaaaaa.js'] }, css: { sync: ['chunks/80.cccccccccc.css'] } },
    },
  ],
};

function makeSite() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'server-rendering-test-'));
  const shellDir = path.join(root, 'shell');
  const deployments = path.join(root, 'deployments');
  const blog = path.join(deployments, 'mf-blog-v3');
  mkdirSync(path.join(shellDir, 'ssr'), { recursive: true });
  mkdirSync(path.join(blog, 'ssr'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Pintar Privat</title><link rel=preload as=script href=/chunks/1.js></head><body><div id=root></div></body></html>',
  );
  writeFileSync(path.join(shellDir, 'ssr', 'shell.js'), SHELL_BUNDLE);
  writeFileSync(path.join(blog, 'mf-manifest.json'), JSON.stringify(blogManifest));
  writeFileSync(path.join(blog, 'ssr', 'app.js'), REMOTE_BUNDLE);
  const remotes = {
    remotes: [
      { name: 'mf_blog', entry: '/remotes/mf-blog-v3/mf-manifest.json', routes: ['/blog'] },
      { name: 'mf_order_wizard', entry: '/remotes/mf-blog-v3/mf-manifest.json', routes: ['/siswa'] },
    ],
  };
  writeFileSync(path.join(deployments, 'remotes.json'), JSON.stringify(remotes));
  return { shellDir, deployments };
}

async function siteApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const site = makeSite();
  return buildApp({
    config: loadConfig({ SHELL_DIR: site.shellDir, DEPLOYMENTS_DIR: site.deployments, LOG_LEVEL: 'silent', ...env }),
    registerApi: async (instance) => {
      instance.get('/api/echo', async (request) => ({ cookie: request.headers.cookie ?? 'nobody', ip: request.ip }));
    },
  });
}

const rootOf = (html: string) => /<div id="?root"?>(.*?)<\/div>/.exec(html)?.[1];

describe('server rendering', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await siteApp({ SSR_TIMEOUT_MS: '300' });
  });
  afterAll(() => app.close());

  it("renders a public page with the remote's bundle, the shell's singletons and answers fetched in-process for the visitor", async () => {
    const response = await app.inject({ url: '/blog', headers: { cookie: 'sesi=abc' }, remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(response.body)).toBe(
      '<h1>Blog Pintar Privat</h1><p>the shell bundle react at /remotes/mf-blog-v3/ for sesi=abc from 203.0.113.9</p>',
    );
  });

  it('hands the answers to the browser in a JSON script that no text can close', async () => {
    const html = (await app.inject({ url: '/blog' })).body;
    const state = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? 'null').api.queries.echo.data.cookie).toBe('nobody');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("applies the remote's styles before the first paint and lists the scripts for after it", async () => {
    const html = (await app.inject({ url: '/blog' })).body;
    // data-href: the name the remote's runtime looks for before it adds a stylesheet of its own
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/mf-blog-v3/chunks/80.cccccccccc.css" data-href="chunks/80.cccccccccc.css">',
    );
    expect(html).not.toMatch(/<link rel="?preload"? as="?script/);
    const listed = /<script id="deferred-preloads" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual([
      '/chunks/1.js',
      '/remotes/mf-blog-v3/remoteEntry.js',
      '/remotes/mf-blog-v3/chunks/80.aaaaaaaaaa.js',
    ]);
  });

  it.each([
    ['a page of one role', '/siswa/dashbord'],
    ['a render that fails', '/blog/rusak'],
    ['a render that takes longer than SSR_TIMEOUT_MS', '/blog/lambat'],
  ])('sends the page for the browser to render for %s', async (_case, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).not.toContain('ssr-state');
    expect(response.body).not.toContain('deferred-preloads');
    expect(response.body).toContain(
      '<link rel="preload" as="style" href="/remotes/mf-blog-v3/chunks/80.cccccccccc.css">',
    );
    expect(response.body).toContain('<link rel=preload as=script href=/chunks/1.js>');
    expect(response.body).toContain('<link rel="preload" as="script" href="/remotes/mf-blog-v3/remoteEntry.js">');
  });

  it('never serves a server bundle as a file of the site', async () => {
    const response = await app.inject({ url: '/remotes/mf-blog-v3/ssr/app.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Berkas tidak ditemukan' });
  });

  it('is off with SSR_TIMEOUT_MS=0', async () => {
    const off = await siteApp({ SSR_TIMEOUT_MS: '0' });
    try {
      expect((await off.inject({ url: '/blog' })).body).toContain('<div id=root></div>');
    } finally {
      await off.close();
    }
  });
});

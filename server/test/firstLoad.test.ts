import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const blogManifest = {
  name: 'mf_blog',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './App',
      assets: {
        js: { sync: ['chunks/80.aaaaaaaaaa.js', 'chunks/__federation_expose_App.bbbbbbbbbb.js'] },
        css: { sync: ['chunks/80.cccccccccc.css'] },
      },
    },
  ],
  note: '</script><script>alert(1)</script>',
};

/** What @tutor/mf-config's PageChunksPlugin writes for mf-blog */
const blogPages = {
  app: { shared: [{ key: 'react', js: ['chunks/react.1111111111.js'], css: [] }] },
  pages: [
    {
      routes: ['/blog'],
      js: ['chunks/page-blog-list.dddddddddd.js'],
      css: ['chunks/page-blog-list.eeeeeeeeee.css'],
      shared: [
        { key: '@tutor/ui/Card', js: ['chunks/card.2222222222.js'], css: ['chunks/card.3333333333.css'] },
        { key: '@tutor/ui/Button', js: ['chunks/button.4444444444.js'], css: ['chunks/button.5555555555.css'] },
      ],
    },
    { routes: ['/blog/:slug'], js: ['chunks/264.ffffffffff.js', 'chunks/page-blog-detail.0000000000.js'], css: [] },
  ],
};

/** The shared modules the shell provides (its mf-manifest.json): the remote's copies of these never load. */
const shellManifest = { shared: [{ name: 'react' }, { name: '@tutor/ui/Button' }] };

/** A built shell with pre-compressed files and one deployed remote, in a temp folder. */
function makeSite() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'first-load-test-'));
  const shellDir = path.join(root, 'shell');
  const deployments = path.join(root, 'deployments');
  const blog = path.join(deployments, 'mf-blog-v3');
  mkdirSync(shellDir, { recursive: true });
  mkdirSync(path.join(blog, 'chunks'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Pintar Privat</title></head><body><div id="root"></div></body></html>',
  );
  const mainJs = 'console.log("shell");'.repeat(200);
  writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify(shellManifest));
  writeFileSync(path.join(shellDir, 'main.js'), mainJs);
  writeFileSync(path.join(shellDir, 'main.js.gz'), gzipSync(mainJs));
  writeFileSync(path.join(shellDir, 'main.js.br'), 'pretend brotli bytes');
  writeFileSync(path.join(blog, 'mf-manifest.json'), JSON.stringify(blogManifest));
  writeFileSync(path.join(blog, 'page-chunks.json'), JSON.stringify(blogPages));
  writeFileSync(path.join(blog, 'remoteEntry.js'), 'var mf_blog;');
  writeFileSync(path.join(blog, 'remoteEntry.js.br'), 'pretend brotli entry');
  const remotes = {
    remotes: [
      { name: 'mf_landing', entry: '/remotes/mf-landing-missing/mf-manifest.json', routes: ['/'] },
      { name: 'mf_blog', entry: '/remotes/mf-blog-v3/mf-manifest.json', routes: ['/blog'] },
    ],
  };
  writeFileSync(path.join(deployments, 'remotes.json'), JSON.stringify(remotes));
  return { shellDir, deployments };
}

describe('first load', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const site = makeSite();
    app = await buildApp({
      config: loadConfig({ SHELL_DIR: site.shellDir, DEPLOYMENTS_DIR: site.deployments }),
      registerApi: async (instance) => {
        instance.get('/api/big', async () => ({
          data: Array.from({ length: 200 }, (_, id) => ({ id, nama: 'Guru Pintar Privat' })),
        }));
      },
    });
  });
  afterAll(() => app.close());

  it('inlines the current remotes.json and the route remote manifest into index.html', async () => {
    const response = await app.inject({ url: '/blog/cara-belajar' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    const remotes = /<script id="remotes-manifest" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(remotes ?? 'null').remotes[1].entry).toBe('/remotes/mf-blog-v3/mf-manifest.json');
    expect(html).toContain(
      '<script id="remote-entry-manifest" type="application/json" data-url="/remotes/mf-blog-v3/mf-manifest.json">',
    );
    // the manifest's text cannot end the script element early
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.indexOf('remote-entry-manifest')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds preload hints for the remote entry and the first chunks of ./App', async () => {
    const html = (await app.inject({ url: '/blog' })).body;
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-blog-v3/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-blog-v3/chunks/80.aaaaaaaaaa.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-blog-v3/chunks/__federation_expose_App.bbbbbbbbbb.js">',
    );
    expect(html).toContain('<link rel="preload" as="style" href="/remotes/mf-blog-v3/chunks/80.cccccccccc.css">');
  });

  it('preloads the chunks of the one page the URL renders, and no other page', async () => {
    const list = (await app.inject({ url: '/blog' })).body;
    expect(list).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-blog-v3/chunks/page-blog-list.dddddddddd.js">',
    );
    expect(list).toContain(
      '<link rel="preload" as="style" href="/remotes/mf-blog-v3/chunks/page-blog-list.eeeeeeeeee.css">',
    );
    expect(list).not.toContain('page-blog-detail');
    const article = (await app.inject({ url: '/blog/cara-belajar' })).body;
    expect(article).toContain('<link rel="preload" as="script" href="/remotes/mf-blog-v3/chunks/264.ffffffffff.js">');
    expect(article).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-blog-v3/chunks/page-blog-detail.0000000000.js">',
    );
    expect(article).not.toContain('page-blog-list');
    const unknown = (await app.inject({ url: '/blog/a/b' })).body;
    expect(unknown).not.toContain('page-blog-');
    expect(unknown).toContain('/remotes/mf-blog-v3/remoteEntry.js');
  });

  it("preloads the remote's copies of the shared modules the page uses that the shell does not provide", async () => {
    const list = (await app.inject({ url: '/blog' })).body;
    expect(list).toContain('<link rel="preload" as="script" href="/remotes/mf-blog-v3/chunks/card.2222222222.js">');
    expect(list).toContain('<link rel="preload" as="style" href="/remotes/mf-blog-v3/chunks/card.3333333333.css">');
    // the shell's react and Button are the ones the page runs with
    expect(list).not.toContain('react.1111111111');
    expect(list).not.toContain('button.');
    // another page's shared modules are not this page's
    expect((await app.inject({ url: '/blog/cara-belajar' })).body).not.toContain('card.');
  });

  it('still inlines remotes.json when the route remote build cannot be read, and keeps /remotes.json', async () => {
    const html = (await app.inject({ url: '/' })).body;
    expect(html).toContain('id="remotes-manifest"');
    expect(html).not.toContain('rel="preload"');
    const manifest = await app.inject({ url: '/remotes.json' });
    expect(manifest.json().remotes).toHaveLength(2);
  });

  it('sends the pre-compressed file a browser accepts', async () => {
    const brotli = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('pretend brotli bytes');
    const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/main.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("shell")');
    const remoteEntry = await app.inject({
      url: '/remotes/mf-blog-v3/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(remoteEntry.headers['content-encoding']).toBe('br');
    expect(remoteEntry.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON and the shell page at run time', async () => {
    const json = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers['content-type']).toContain('application/json');
    const gzip = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ url: '/blog', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('puts the CSP on the page but not on JSON', async () => {
    const page = await app.inject({ url: '/blog' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const json = await app.inject({ url: '/api/big' });
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['x-frame-options']).toBeUndefined();
  });
});

import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, type Account } from '../src/accounts';
import { launchBrowser } from '../src/browser';
import { startServer, stopServer, type RunningServer } from '../src/productionServer';
import { firstBlogSlug } from '../src/sitePages';
import { VISUAL_VIEWPORTS, openForScreenshot, shotName, visualContext, type VisualTarget } from '../src/visualCapture';

/** Stands for the first seeded article's address, known once the server runs. */
const FIRST_ARTICLE = '/blog/<artikel-pertama>';

const TARGETS: VisualTarget[] = [
  { name: 'beranda', path: '/' },
  { name: 'biaya-les', path: '/biaya-les' },
  // the filters and the first results; further down the same card repeats
  { name: 'cari-pengajar', path: '/cari-pengajar', maxHeight: 2000 },
  { name: 'blog', path: '/blog' },
  { name: 'blog-artikel', path: FIRST_ARTICLE },
  { name: 'testimoni', path: '/testimoni' },
  { name: 'login', path: '/login', withFooter: true },
  { name: 'register', path: '/register', withFooter: true },
  { name: 'siswa-dashbord', path: '/siswa/dashbord', account: DEMO_STUDENT },
  { name: 'guru-profil', path: '/guru/profil', account: DEMO_TEACHER },
];

// Its own server with a freshly seeded database (the seed is deterministic): the other suites
// change what these pages show (orders, reviews, the demo teacher's photo), in whatever order the
// runner takes them, and a screenshot must not depend on that. Its own browser too: the contexts
// need their own settings (visualContext) and the runner's browser would gain nothing.
let server: RunningServer;
let browser: Browser;
let articlePath: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  articlePath = `/blog/${await firstBlogSlug(server.baseUrl)}`;
});
test.afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
});

for (const viewport of VISUAL_VIEWPORTS) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    // one context (and page) per account and width: its HTTP cache makes the later pages quicker
    const pages = new Map<Account | undefined, { context: BrowserContext; page: Page }>();
    async function pageFor(account: Account | undefined): Promise<Page> {
      const known = pages.get(account);
      if (known) return known.page;
      const context = await visualContext(browser, server.baseUrl, viewport, account);
      const page = await context.newPage();
      pages.set(account, { context, page });
      return page;
    }
    test.afterAll(async () => {
      for (const { context } of pages.values()) await context.close();
      pages.clear();
    });

    for (const target of TARGETS) {
      test(`${target.name} (${target.path}) looks like its baseline`, async () => {
        const path = target.path === FIRST_ARTICLE ? articlePath : target.path;
        const page = await pageFor(target.account);
        const options = await openForScreenshot(page, { ...target, path });
        await expect(page).toHaveScreenshot(shotName(target.name, viewport.width), options);
      });
    }
  });
}

import { test, expect, type Browser, type Request } from '@playwright/test';
import { baseUrl, DESKTOP, MOBILE } from '../src/browser';
import { gotoReady } from '../src/ready';

/**
 * Public pages arrive rendered by the server (issue 16: the first paint does not wait for the
 * scripts), and the browser takes them over without rendering them again: no hydration error
 * reported, no request for an answer the page already carries.
 */
const PAGES: { path: string; heading: string; content: string }[] = [
  // content: a selector of data the page shows from the server's answers
  { path: '/', heading: 'Les Privat ke Rumah dan Online dengan Guru Terbaik', content: 'main .ui-carousel__slide' },
  { path: '/biaya-les', heading: 'Cek Biaya Les Privat', content: 'main .search-package' },
  { path: '/cari-pengajar', heading: 'Mau cari guru privat apa?', content: 'main img[alt]' },
  { path: '/blog', heading: 'Blog', content: 'main ul.blog-list__grid li h2 a' },
];

test.describe('server rendering', () => {
  let browser: Browser;
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });

  for (const { path, heading, content } of PAGES) {
    test(`${path} shows its content with JavaScript turned off`, async () => {
      // desktop: the header's links are in view without the menu button (which needs the script)
      const context = await browser.newContext({
        viewport: DESKTOP,
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        locale: 'id-ID',
      });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator(content).first()).toBeVisible();
        await expect(page.locator('header').getByRole('link', { name: 'Masuk' })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  }

  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without an error and without asking again for what it shows`, async () => {
      const context = await browser.newContext({
        viewport: MOBILE,
        baseURL: baseUrl(),
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      });
      try {
        const page = await context.newPage();
        const apiRequests: Request[] = [];
        const pageErrors: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request);
        });
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await gotoReady(page, path);
        await expect(page.locator('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle'); // a hydration error's report would be on its way by now
        // the page's own reads (lists, counts, the session) came with the HTML: only writes may follow
        // (e.g. the CSRF token a later form needs); a hydration error would be sent to POST /api/log
        const reads = apiRequests.filter(
          (request) => request.method() === 'GET' && !request.url().includes('/api/auth/csrf'),
        );
        expect(reads.map((request) => request.url())).toEqual([]);
        expect(
          apiRequests.filter((request) => request.url().endsWith('/api/log')).map((request) => request.postData()),
        ).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  /** Each carousel's size and its first slides' places and sizes (not their heights on the page). */
  const carouselBoxes = () =>
    Array.from(document.querySelectorAll('.ui-carousel'), (carousel) => ({
      height: Math.round(carousel.getBoundingClientRect().height),
      slides: Array.from(carousel.querySelectorAll('.ui-carousel__slide'))
        .slice(0, 3)
        .map((slide) => {
          const box = slide.getBoundingClientRect();
          return [Math.round(box.x), Math.round(box.width), Math.round(box.height)];
        }),
    }));

  for (const [path, viewport] of [
    ['/', MOBILE],
    ['/', DESKTOP],
    ['/biaya-les', MOBILE],
  ] as const) {
    test(`${path} lays its carousels out before the scripts as they are after (${viewport.width}x${viewport.height})`, async () => {
      const before = await browser.newContext({
        viewport,
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        locale: 'id-ID',
      });
      const after = await browser.newContext({
        viewport,
        baseURL: baseUrl(),
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      });
      try {
        const serverPage = await before.newPage();
        await serverPage.goto(path);
        const livePage = await after.newPage();
        await gotoReady(livePage, path);
        const carousels = await serverPage.locator('.ui-carousel').count();
        expect(carousels).toBeGreaterThan(0);
        await livePage
          .locator('.ui-carousel .swiper-initialized')
          .nth(carousels - 1)
          .waitFor({ state: 'attached' });
        expect(await serverPage.evaluate(carouselBoxes)).toEqual(await livePage.evaluate(carouselBoxes));
      } finally {
        await Promise.all([before.close(), after.close()]);
      }
    });
  }

  test('renders a page of one role in the browser only (the login guard still works)', async () => {
    const context = await browser.newContext({ viewport: MOBILE, baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto('/siswa/dashbord');
      const html = (await response?.text()) ?? '';
      expect(html).not.toContain('ssr-state');
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await context.close();
    }
  });
});

import { test, expect, type Browser } from '@playwright/test';
import path from 'node:path';
import { DESKTOP, MOBILE, baseUrl, deploymentsDir, openPage, waitForMainHeading } from '../src/browser';
import { isSameDocument, markDocument } from '../src/brokenRemote';
import { pointRemoteAt } from '../src/deployDrill';

let browser: Browser;

test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('a remote whose files are unreachable', () => {
  test('shows the fallback with Coba lagi while the rest of the site keeps working', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/');
    await waitForMainHeading(page);
    await page.route('**/remotes/mf-blog/**', (route) => route.abort('connectionrefused'));

    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Biaya Les' }).click();
    await page.waitForURL('**/biaya-les');
    const heading = await waitForMainHeading(page);
    expect(heading).not.toContain('tidak tersedia');

    // The remote comes back: Coba lagi loads it without a page reload.
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });
    await markDocument(page);
    await page.unroute('**/remotes/mf-blog/**');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.locator('main .blog-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

test.describe('a remote whose files are unreachable on a server-rendered page', () => {
  for (const [width, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`keeps the server's HTML readable under a notice with Coba lagi, and Coba lagi brings the blog back in the same tab, at ${width}`, async () => {
      const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'id-ID' });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.route('**/remotes/mf-blog/**', (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Tidak ditemukan' }),
      );
      await page.goto('/blog');

      const notice = page.locator('main').getByRole('status');
      await expect(notice.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });
      await expect(notice).toContainText('belum bisa dimuat');
      expect(await notice.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).not.toBe('0px');
      // what the server rendered stays: the heading and the list, its links plain links to the articles
      await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toHaveCount(0);
      const article = page.locator('main .blog-card a[href^="/blog/"]').first();
      const href = await article.getAttribute('href');
      expect(href).toMatch(/^\/blog\/[^/]+$/);
      await article.click();
      await page.waitForURL(`**${href}`);
      await page.goBack();
      await expect(notice.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('banner')).toBeVisible();

      // The files are back: Coba lagi shows the blog list, styled, in the same document (no reload).
      await markDocument(page);
      await page.unroute('**/remotes/mf-blog/**');
      await notice.getByRole('button', { name: 'Coba lagi' }).click();
      const card = page.locator('main .blog-card').first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main').getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
      expect(await isSameDocument(page)).toBe(true);
      // the list's own stylesheet applies (a card, not bare text): its CSS was fetched again
      await expect
        .poll(() => card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius))
        .not.toBe('0px');
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});

test.describe('a deploy that points a remote at a broken build, then a rollback', () => {
  test('heals an open tab on Coba lagi: the shell reads remotes.json again before it retries', async () => {
    // A real deploy: the server's remotes.json names a build that does not exist. The page gets
    // that manifest inlined (and /remotes.json says the same), as a visitor would.
    const manifestFile = path.join(deploymentsDir(), 'remotes.json');
    pointRemoteAt(manifestFile, 'mf_blog', '/remotes/mf-blog-rusak/mf-manifest.json');
    const { page, context, pageErrors } = await openPage(browser, '/');
    try {
      await waitForMainHeading(page);
      await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });

      // Rollback on the server; the tab is not reloaded.
      pointRemoteAt(manifestFile, 'mf_blog', '/remotes/mf-blog/mf-manifest.json');
      await page.getByRole('button', { name: 'Coba lagi' }).click();
      await page
        .getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })
        .waitFor({ state: 'detached', timeout: 30_000 });
      expect(await waitForMainHeading(page)).not.toContain('tidak tersedia');
      expect(pageErrors).toEqual([]);
    } finally {
      pointRemoteAt(manifestFile, 'mf_blog', '/remotes/mf-blog/mf-manifest.json');
      await context.close();
    }
  });
});

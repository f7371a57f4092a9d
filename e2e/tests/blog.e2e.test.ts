import { test, expect, type Browser, type Page } from '@playwright/test';
import { openPage, waitForMainHeading, DESKTOP, MOBILE } from '../src/browser';
import { gotoReady } from '../src/ready';

/** The title links of the cards in the list grid, in order. */
function cardLinks(page: Page) {
  return page.locator('main ul.blog-list__grid li h2 a');
}

async function cardTitles(page: Page): Promise<string[]> {
  await expect(cardLinks(page).first()).toBeVisible({ timeout: 30_000 });
  return cardLinks(page).allInnerTexts();
}

function pagination(page: Page) {
  return page.getByRole('navigation', { name: 'Halaman daftar artikel' });
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

test.describe('blog', () => {
  let browser: Browser;
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });

  test('goes list → page 2 → detail → related post → unknown slug', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/blog', DESKTOP);

    expect(await waitForMainHeading(page, 'Blog')).toBe('Blog');
    const firstPageTitles = await cardTitles(page);
    expect(firstPageTitles.length).toBeGreaterThan(0);
    await expect(pagination(page).getByRole('link', { name: 'Halaman 1' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await expect(
      pagination(page).getByRole('link', { name: 'Halaman sebelumnya' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');

    // Page 2: the link's url is requested and the page goes into the browser URL.
    const secondPageAnswer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/blog' && url.searchParams.get('page') === '2';
    });
    await pagination(page).getByRole('link', { name: 'Halaman 2' }).click();
    expect((await secondPageAnswer).status()).toBe(200);
    await page.waitForURL(/\/blog\?page=2$/);
    await expect(page.getByText(/^Halaman 2 dari \d+ · \d+ artikel$/)).toBeVisible();
    const secondPageTitles = await cardTitles(page);
    expect(secondPageTitles).not.toEqual(firstPageTitles);
    await expect(pagination(page).getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back and Forward move between the pages.
    await page.goBack();
    await expect(page.getByText(/^Halaman 1 dari \d+ · \d+ artikel$/)).toBeVisible();
    expect(await cardTitles(page)).toEqual(firstPageTitles);
    await page.goForward();
    await expect(page.getByText(/^Halaman 2 dari \d+ · \d+ artikel$/)).toBeVisible();

    // Detail of the first post of page 2.
    const card = cardLinks(page).first();
    const fullTitle = (await card.getAttribute('title')) ?? '';
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    const heading = page.getByRole('heading', { level: 1, name: fullTitle, exact: true });
    await expect(heading).toBeVisible();
    await expect(page.getByText(/^\w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB$/)).toBeVisible();
    await expect(page.getByRole('img', { name: fullTitle, exact: true })).toBeVisible();
    expect(await page.locator('.blog-article__body').innerText()).not.toHaveLength(0);
    await expect(page.locator('.blog-article__body script, .blog-article__body [onerror]')).toHaveCount(0);
    expect(await page.title()).toContain(fullTitle);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();

    // A related post from 'Baca lainnya' replaces the post.
    const related = page.getByRole('complementary', { name: 'Baca lainnya' }).getByRole('link');
    await expect(related.first()).toBeVisible();
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(5);
    const relatedTitle = (await related.first().getAttribute('title')) ?? '';
    const relatedHref = (await related.first().getAttribute('href')) ?? '';
    expect(relatedHref).not.toBe(href);
    await related.first().click();
    await page.waitForURL((url) => url.pathname === relatedHref);
    await expect(page.getByRole('heading', { level: 1, name: relatedTitle, exact: true })).toBeVisible();
    expect(await page.title()).toContain(relatedTitle);

    // An unknown slug shows the content-unavailable card.
    await gotoReady(page, '/blog/artikel-yang-tidak-pernah-ada');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Opps ... Content tidak tersedia', exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Silahkan cek kembali link berita', { exact: true })).toBeVisible();

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('fits a 375 px screen without horizontal scrolling, list and detail', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/blog', MOBILE);

    await cardTitles(page);
    await page.screenshot({ path: '/tmp/blog-375.png', fullPage: true });
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);

    await cardLinks(page).first().click();
    await expect(page.getByRole('complementary', { name: 'Baca lainnya' }).getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/blog-detail-375.png', fullPage: true });
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('shows three columns of cards on a desktop screen', async () => {
    const { page, context } = await openPage(browser, '/blog', DESKTOP);

    await cardTitles(page);
    await page.screenshot({ path: '/tmp/blog-1280.png', fullPage: true });
    const lefts = await page
      .locator('main ul.blog-list__grid > li')
      .evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(3);

    await cardLinks(page).first().click();
    await expect(page.getByRole('complementary', { name: 'Baca lainnya' }).getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/blog-detail-1280.png', fullPage: true });
    await context.close();
  });
});

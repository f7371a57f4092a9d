import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForMainHeading } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a remote whose files are unreachable', () => {
  it('shows the fallback with Coba lagi while the rest of the site keeps working', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/');
    await waitForMainHeading(page);
    await page.route('**/remotes/mf-blog/**', (route) => route.abort('connectionrefused'));

    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Coba lagi' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Biaya Les' }).click();
    await page.waitForURL('**/biaya-les');
    const heading = await waitForMainHeading(page);
    expect(heading).not.toContain('tidak tersedia');

    // The remote comes back: Coba lagi loads it without a page reload.
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'Coba lagi' }).waitFor({ timeout: 30_000 });
    await page.unroute('**/remotes/mf-blog/**');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' }).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await waitForMainHeading(page)).not.toContain('tidak tersedia');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a deploy that points a remote at a broken build, then a rollback', () => {
  it('heals an open tab on Coba lagi: the shell reads remotes.json again before it retries', async () => {
    const current = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: { name: string; entry: string }[] };
    const broken = { remotes: current.remotes.map((remote) => (remote.name === 'mf_blog' ? { ...remote, entry: '/remotes/mf-blog-rusak/mf-manifest.json' } : remote)) };
    const { page, context, pageErrors } = await openPage(browser, '/');
    // The tab starts while the broken deploy is live.
    await page.route('**/remotes.json', (route) => route.fulfill({ json: broken, headers: { 'cache-control': 'no-cache' } }));
    await page.reload();
    await waitForMainHeading(page);

    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'Coba lagi' }).waitFor({ timeout: 30_000 });

    // Rollback: remotes.json names the working build again; the tab is not reloaded.
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' }).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await waitForMainHeading(page)).not.toContain('tidak tersedia');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

import { test, expect, type Browser } from '@playwright/test';
import { baseUrl, openPage, waitForMainHeading } from '../src/browser';
import { DEMO_STUDENT, E2E_ADMIN, logInContext, logInThroughForm } from '../src/accounts';
import { navigateInApp } from '../src/navigation';
import { gotoReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('the composed site', () => {
  // every route's owning remote, title and console are checked in pageSweep.e2e.test.ts's walk

  test('shows the 404 page for an unknown path, inside the normal layout', async () => {
    const { page, context } = await openPage(browser, '/halaman-yang-tidak-ada');
    expect(await waitForMainHeading(page, 'Halaman tidak ditemukan')).toBe('Halaman tidak ditemukan');
    await expect(page.title()).resolves.toBe('Halaman tidak ditemukan | Pintar Privat');
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  test('downloads react-dom exactly once across a visit to all five remotes', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    const reactDomDownloads: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('__reactContainer$')) reactDomDownloads.push(response.url());
    });
    await gotoReady(page, '/');
    await waitForMainHeading(page);
    for (const path of ['/biaya-les', '/blog', '/referral', '/login']) {
      await navigateInApp(page, path);
      await page.waitForURL(`**${path}`);
      await waitForMainHeading(page);
    }
    // the job board (admin) and the order wizard (student), logged in and out inside the one page
    await logInThroughForm(page, E2E_ADMIN);
    await waitForMainHeading(page, 'Verifikasi Guru');
    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    // the header's link (the footer has a Masuk link too)
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Masuk', exact: true })
      .click();
    await logInThroughForm(page, DEMO_STUDENT);
    await waitForMainHeading(page, 'Dasbor Siswa');
    await page.waitForLoadState('networkidle');
    expect(reactDomDownloads).toHaveLength(1);
    expect(reactDomDownloads[0]).not.toContain('/remotes/');
    await context.close();
  });

  test('shares one jenjang cache entry between two remotes: one request, not two', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    const jenjangRequests: { url: string; xrw: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/select2/master/jenjang')) {
        jenjangRequests.push({ url: request.url(), xrw: request.headers()['x-requested-with'] });
      }
    });
    await logInContext(context, DEMO_STUDENT); // the wizard is a student's page
    // Start on a page the browser renders (a student's own): a server-rendered /biaya-les would bring
    // its jenjang list inside the page, and the browser would ask for it not even once.
    await gotoReady(page, '/siswa/dashbord');
    await waitForMainHeading(page, 'Dasbor Siswa');
    await navigateInApp(page, '/biaya-les');
    await page.waitForURL('**/biaya-les');
    await waitForMainHeading(page, 'Cek Biaya Les Privat');
    await page.waitForLoadState('networkidle');
    expect(jenjangRequests).toHaveLength(1);

    await navigateInApp(page, '/siswa/pemesanan-les');
    await page.waitForURL('**/siswa/pemesanan-les');
    await waitForMainHeading(page);
    await page.waitForLoadState('networkidle');
    expect(jenjangRequests).toHaveLength(1);
    expect(jenjangRequests[0]?.xrw).toBe('XMLHttpRequest');
    await context.close();
  });
});

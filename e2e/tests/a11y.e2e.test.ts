import { test, expect, type Browser } from '@playwright/test';
import { DEMO_STUDENT, logInContext } from '../src/accounts';
import { seriousViolations, waitForSettledPage, type AxeFinding } from '../src/axe';
import { MOBILE, baseUrl } from '../src/browser';
import { gotoReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

// The page-by-page axe walk is in pageSweep.e2e.test.ts (each page loaded once for every check);
// here, what only shows after a click.
test.describe('axe-core on opened panels', () => {
  test('finds nothing serious in the mobile menu, the account menu and the WhatsApp panel', async () => {
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseUrl(),
      locale: 'id-ID',
      reducedMotion: 'reduce',
    });
    await logInContext(context, DEMO_STUDENT);
    const page = await context.newPage();
    await gotoReady(page, '/');
    await waitForSettledPage(page);
    const findings: AxeFinding[] = [];
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('button', { name: /Menu akun/ }).click();
    findings.push(...(await seriousViolations(page, 'menus open')));
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await page.getByRole('button', { name: 'Hubungi kami via WhatsApp' }).click();
    await expect(page.getByRole('dialog', { name: 'Hubungi admin lewat WhatsApp' })).toBeVisible();
    findings.push(...(await seriousViolations(page, 'WhatsApp panel open')));
    await context.close();
    expect(findings).toEqual([]);
  });
});

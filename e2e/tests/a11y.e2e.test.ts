import { test, expect, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, E2E_ADMIN, logInContext, type Account } from '../src/accounts';
import { seriousViolations, waitForSettledPage, type AxeFinding } from '../src/axe';
import { DESKTOP, MOBILE, baseUrl } from '../src/browser';
import { ROLE_PAGES, publicPages, rolePagesOf } from '../src/sitePages';
import { gotoReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

// Every page at both widths, as a visitor and as each role, is judged by axe-core: 40-odd page
// loads per test on a 2-core machine, hence the longer limit.
const PER_ROLE_TIMEOUT_MS = 300_000;

const WIDTHS = [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const;
const WHO: [string, Account | null][] = [
  ['a visitor', null],
  ['siswa', DEMO_STUDENT],
  ['guru', DEMO_TEACHER],
  ['admin', E2E_ADMIN],
];

/** The pages `account` sees: every public page, its own role pages and one other role's 403 page. */
async function pagesFor(account: Account | null, context: BrowserContext): Promise<string[]> {
  if (!account) return [...(await publicPages()), '/siswa/dashbord'];
  const foreign = ROLE_PAGES.find(([owner]) => owner !== account)?.[1][0];
  return [...(await publicPages()), ...(await rolePagesOf(account, context)), ...(foreign ? [foreign] : [])];
}

for (const [width, viewport] of WIDTHS) {
  test.describe(`axe-core at ${width}`, () => {
    for (const [who, account] of WHO) {
      test(`finds no serious or critical violation on any page for ${who}`, async () => {
        test.setTimeout(PER_ROLE_TIMEOUT_MS);
        const context = await browser.newContext({
          viewport,
          baseURL: baseUrl(),
          locale: 'id-ID',
          timezoneId: 'Asia/Jakarta',
          reducedMotion: 'reduce',
        });
        if (account) await logInContext(context, account);
        const page = await context.newPage();
        const findings: AxeFinding[] = [];
        for (const path of await pagesFor(account, context)) {
          await gotoReady(page, path);
          await waitForSettledPage(page);
          findings.push(...(await seriousViolations(page, path)));
        }
        await context.close();
        expect(findings).toEqual([]);
      });
    }
  });
}

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

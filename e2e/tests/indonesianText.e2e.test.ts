import { test, expect, type Browser } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, E2E_ADMIN, logInContext, type Account } from '../src/accounts';
import { DESKTOP, MOBILE, baseUrl } from '../src/browser';
import { englishIn, ENGLISH_UI_WORDS, pageWords } from '../src/englishWords';
import { publicPages, rolePagesOf } from '../src/sitePages';
import { gotoReady } from '../src/ready';
import { waitForSettledPage } from '../src/axe';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

// every page of a role, each loaded and read: a few minutes on a busy 2-core machine
const PER_ROLE_TIMEOUT_MS = 300_000;

const WHO: [string, Account | null][] = [
  ['a visitor', null],
  ['siswa', DEMO_STUDENT],
  ['guru', DEMO_TEACHER],
  ['admin', E2E_ADMIN],
];

test.describe('no English UI words on the built pages', () => {
  test('the check knows the words a page must not show, and lets the product\'s "Apply" through', () => {
    expect(
      englishIn([
        '2 results available. Use Up and Down to choose options',
        'Dashboard Siswa',
        'Status: Aktif',
        'Remove SD',
      ]),
    ).toHaveLength(4);
    expect(englishIn(['Apply', 'Loker Sudah Apply', 'Dasbor Siswa', 'Online', 'Offline', 'Pilihan Anda'])).toEqual([]);
    expect(ENGLISH_UI_WORDS).toContain('Dashboard');
  });

  for (const [width, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    test.describe(`at ${width}`, () => {
      for (const [who, account] of WHO) {
        test(`finds none for ${who}, in the text, the accessible names and the selects' announcements`, async () => {
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
          const found: string[] = [];
          const pages = account
            ? [...(await publicPages()), ...(await rolePagesOf(account, context))]
            : await publicPages();
          for (const path of pages) {
            await gotoReady(page, path);
            await waitForSettledPage(page);
            found.push(...englishIn(await pageWords(page)).map((finding) => `${path}: ${finding}`));
          }
          await context.close();
          expect(found).toEqual([]);
        });
      }
    });
  }
});

import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, E2E_ADMIN, logInContext, type Account } from '../src/accounts';
import { seriousViolations, waitForSettledPage } from '../src/axe';
import { DESKTOP, MOBILE, baseUrl } from '../src/browser';
import { englishIn, pageWords } from '../src/englishWords';
import { scrollToEnd, textsUnderWhatsAppButton } from '../src/overlap';
import { gotoReady } from '../src/ready';
import { ROLE_PAGES, publicPages, rolePagesOf } from '../src/sitePages';

/**
 * One walk over every page, at both widths, as a visitor and as each role; each page is loaded
 * once and judged on everything a sweep checks: the owning remote rendered it (no 404, no "sedang
 * tidak tersedia", a title), axe-core finds nothing serious or critical, no English UI word is shown
 * or announced, nothing throws, and (as a visitor) the WhatsApp button covers no text at the page's
 * end. These were four files that loaded each page again for each check (issue 50: CI time).
 * A role sees the public pages in the same shell as a visitor, so a role's walk opens its own pages,
 * its account page, another role's page (its 403) and one public page of each public remote, where
 * the logged-in header and menus show.
 */
let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

// 20-odd page loads per test, each judged by axe: minutes on a busy 2-core machine
const PER_WALK_TIMEOUT_MS = 300_000;
/** A public page of each public remote: the landing, the fee search, the teacher search, the blog. */
const PUBLIC_REMOTE_PAGES = ['/', '/biaya-les', '/cari-pengajar', '/blog'];
/** Aliases and redirects that share their canonical page's title (/biaya_les, /cari_pengajar, a login redirect). */
const SHARED_TITLES = 4;

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

async function pagesFor(account: Account | null, context: BrowserContext): Promise<string[]> {
  if (!account) return [...(await publicPages()), '/siswa/dashbord'];
  const foreign = ROLE_PAGES.find(([owner]) => owner !== account)?.[1][0];
  return [...PUBLIC_REMOTE_PAGES, ...(await rolePagesOf(account, context)), '/akun', ...(foreign ? [foreign] : [])];
}

/** Everything wrong with one loaded page, as short lines (an empty list is a pass). */
async function findingsOn(page: Page, path: string, visitor: boolean): Promise<string[]> {
  const found: string[] = [];
  const heading = (await page.locator('main h1').first().innerText()).trim();
  if (heading === 'Halaman tidak ditemukan') found.push(`${path}: not found`);
  if ((await page.getByText('sedang tidak tersedia').count()) > 0) found.push(`${path}: a remote is unavailable`);
  if (!(await page.title()).includes('Pintar Privat')) found.push(`${path}: title "${await page.title()}"`);
  for (const finding of await seriousViolations(page, path))
    found.push(`${path}: axe ${finding.rule} (${finding.impact}) at ${finding.targets.join(', ')}: ${finding.summary}`);
  found.push(...englishIn(await pageWords(page)).map((finding) => `${path}: English ${finding}`));
  if (visitor) {
    // Below 1360 px the WhatsApp button docks in a bar, and text scrolls under it as under the
    // sticky header: what counts is that the page's end is clear (layout.e2e checks 768 and 1440 px).
    await scrollToEnd(page);
    const covered = await textsUnderWhatsAppButton(page);
    if (covered.length > 0) found.push(`${path}: under the WhatsApp button: ${covered.join(' | ')}`);
  }
  return found;
}

for (const [width, viewport] of WIDTHS) {
  test.describe(`every page at ${width}`, () => {
    for (const [who, account] of WHO) {
      test(`renders for ${who} with no serious axe violation, no English word, no error${account ? '' : ', nothing under the WhatsApp button'}`, async () => {
        test.setTimeout(PER_WALK_TIMEOUT_MS);
        const context = await browser.newContext({
          viewport,
          baseURL: baseUrl(),
          locale: 'id-ID',
          timezoneId: 'Asia/Jakarta',
          reducedMotion: 'reduce',
        });
        if (account) await logInContext(context, account);
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        const paths = await pagesFor(account, context);
        const findings: string[] = [];
        const titles = new Set<string>();
        for (const path of paths) {
          await gotoReady(page, path);
          await waitForSettledPage(page);
          titles.add(await page.title());
          findings.push(...(await findingsOn(page, path, account === null)));
        }
        await context.close();
        expect(findings).toEqual([]);
        expect(pageErrors).toEqual([]);
        // every page names itself; aliases share a title with their canonical route
        expect(titles.size).toBeGreaterThanOrEqual(paths.length - SHARED_TITLES);
      });
    }
  });
}

import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { DESKTOP, baseUrl } from '../src/browser';
import {
  FAILURE_KINDS,
  REMOTE_PAGES,
  breakRemote,
  expectRemoteNotice,
  expectRemoteShown,
  isSameDocument,
  markDocument,
  remotePage,
} from '../src/brokenRemote';
import { navigateInApp } from '../src/navigation';
import { untilAppReady } from '../src/ready';

/**
 * Issue 44: a remote's broken deploy stays its own, whichever remote the visitor landed on. For each
 * remote, landed on first or reached after another, and each way a deploy breaks: the broken remote
 * shows its notice, every other remote opens by client navigation, and once the files answer again
 * Coba lagi brings it back in the same document. One logged-in admin context per remote and order
 * (the admin may open a page of every remote), the three failure kinds one after another in it.
 */
for (const broken of REMOTE_PAGES) {
  const others = REMOTE_PAGES.filter((remote) => remote !== broken);
  for (const order of ['loaded first', 'loaded after another'] as const) {
    test(`${broken.name} broken, ${order}: the rest opens, Coba lagi restores it`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: 'id-ID' });
      await logInContext(context, E2E_ADMIN);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        for (const kind of FAILURE_KINDS) {
          await test.step(kind, async () => {
            const mend = await breakRemote(page, broken, kind);
            try {
              const landing =
                order === 'loaded first'
                  ? broken
                  : remotePage(broken.name === 'mf_landing' ? 'mf_search' : 'mf_landing');
              await page.goto(landing.path);
              await untilAppReady(page);
              await markDocument(page);
              if (order === 'loaded first') await expectRemoteNotice(page);
              else {
                await expectRemoteShown(page, landing);
                await navigateInApp(page, broken.path);
                await expectRemoteNotice(page);
              }
              for (const other of others) {
                await navigateInApp(page, other.path);
                await expectRemoteShown(page, other);
              }
              await navigateInApp(page, broken.path);
              await expectRemoteNotice(page);

              await mend();
              await page.locator('main').getByRole('button', { name: 'Coba lagi' }).click();
              await expectRemoteShown(page, broken);
              expect(await isSameDocument(page)).toBe(true);
            } finally {
              await mend();
            }
          });
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test('a client navigation to a remote whose files answer again loads it, after each kind of failure', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [broken, other] = [remotePage('mf_search'), remotePage('mf_blog')];
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: 'id-ID' });
  const page = await context.newPage();
  try {
    for (const kind of FAILURE_KINDS) {
      await test.step(kind, async () => {
        const mend = await breakRemote(page, broken, kind);
        try {
          await page.goto(broken.path);
          await untilAppReady(page);
          await markDocument(page);
          await expectRemoteNotice(page);
          await navigateInApp(page, other.path);
          await expectRemoteShown(page, other);
          await mend();
          await navigateInApp(page, broken.path);
          await expectRemoteShown(page, broken);
          expect(await isSameDocument(page)).toBe(true);
        } finally {
          await mend();
        }
      });
    }
  } finally {
    await context.close();
  }
});

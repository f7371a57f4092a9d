import { test, expect, type Browser, type ConsoleMessage } from '@playwright/test';
import path from 'node:path';
import { deploymentsDir, openPage, waitForMainHeading } from '../src/browser';
import { buildRemoteAgainstSharedMajor, pointRemoteAt } from '../src/deployDrill';

/**
 * Version skew of a shared library: a team ships mf-blog built against the next major of the
 * design system (@tutor/ui 2.x) before the shell carries it. The shell's copy is loaded first and
 * the blog runs on it; the federation runtime says so in the console ("does not satisfy the
 * requirement"), which is how the mismatch is seen.
 */
const LIVE_ENTRY = '/remotes/mf-blog/mf-manifest.json';
const SKEW_FOLDER = 'mf-blog-ui-2';
const manifestFile = () => path.join(deploymentsDir(), 'remotes.json');

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('a remote built against a newer major of a shared library', () => {
  test.afterAll(() => {
    pointRemoteAt(manifestFile(), 'mf_blog', LIVE_ENTRY);
  });

  test("is reported in the console and runs on the shell's copy", async () => {
    // a production webpack build of one remote on a busy 2-core machine
    test.setTimeout(300_000);
    buildRemoteAgainstSharedMajor('mf-blog', '@tutor/ui', 2, path.join(deploymentsDir(), SKEW_FOLDER));
    pointRemoteAt(manifestFile(), 'mf_blog', `/remotes/${SKEW_FOLDER}/mf-manifest.json`);

    const { page, context, pageErrors } = await openPage(browser, '/');
    try {
      const warnings: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await waitForMainHeading(page);
      // into the blog inside the open page: the shell has loaded its design system by now
      await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL('**/blog');
      expect(await waitForMainHeading(page, 'Blog')).toBe('Blog');
      await expect(page.locator('main .blog-card').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toHaveCount(0);

      // "Version 1.0.0 from mf_shell of shared singleton module @tutor/ui/Button does not satisfy
      // the requirement of mf_blog which needs ^2.0.0": the blog got the shell's 1.x copy
      await expect
        .poll(() => warnings.filter((text) => text.includes('does not satisfy the requirement')), { timeout: 30_000 })
        .not.toEqual([]);
      const skew = warnings.filter((text) => text.includes('does not satisfy the requirement'));
      for (const text of skew) {
        expect(text).toMatch(
          /Version 1\.\d+\.\d+ from \S+ of shared singleton module @tutor\/ui\/\S+ does not satisfy the requirement of \S+ which needs \^2\.0\.0/,
        );
      }
      // the blog's own buttons work on the shell's copy: the first article opens
      await page.locator('main .blog-card a').first().click();
      await expect(page.locator('main article h1, main h1').first()).toBeVisible({ timeout: 30_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { test, expect, type Browser } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deploymentsDir, openPage, waitForMainHeading } from '../src/browser';
import {
  buildRemoteThatThrows,
  buildRemoteWithBanner,
  giveRemoteCanary,
  hashTree,
  pointRemoteAt,
  readManifest,
} from '../src/deployDrill';
import { repoRoot } from '../src/paths';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const BANNER = 'Versi baru blog: rilis uji deploy mandiri';
const LIVE_ENTRY = '/remotes/mf-blog/mf-manifest.json';
const shellDist = path.join(repoRoot, 'shell', 'dist');
const manifestFile = () => path.join(deploymentsDir(), 'remotes.json');

/** Opens /blog as a fresh visitor (a new browser context: no cookie) and says whether they got the banner build. */
async function visitorSeesBanner(): Promise<{
  banner: boolean;
  close: () => Promise<void>;
  reload: () => Promise<boolean>;
}> {
  const visit = await openPage(browser, '/blog');
  const hasBanner = async () => {
    await waitForMainHeading(visit.page);
    return (await visit.page.getByRole('note').filter({ hasText: BANNER }).count()) > 0;
  };
  return {
    banner: await hasBanner(),
    close: () => visit.context.close(),
    reload: async () => {
      await visit.page.reload();
      return hasBanner();
    },
  };
}

test.describe('independent deploy of one remote', () => {
  const shellBefore = hashTree(shellDist);
  test.afterAll(() => {
    pointRemoteAt(manifestFile(), 'mf_blog', LIVE_ENTRY);
    // no deploy, canary or rollback touched the shell's files
    expect(hashTree(shellDist)).toEqual(shellBefore);
  });

  test('ships a new mf-blog by changing only remotes.json, and rolls it back the same way', async () => {
    buildRemoteWithBanner('mf-blog', BANNER, path.join(deploymentsDir(), 'mf-blog-drill'));
    pointRemoteAt(manifestFile(), 'mf_blog', '/remotes/mf-blog-drill/mf-manifest.json');

    const shipped = await openPage(browser, '/blog');
    await waitForMainHeading(shipped.page);
    await expect(shipped.page.getByRole('note').filter({ hasText: BANNER })).toBeVisible({ timeout: 30_000 });
    expect(shipped.pageErrors).toEqual([]);
    await shipped.context.close();

    pointRemoteAt(manifestFile(), 'mf_blog', LIVE_ENTRY);
    const rolledBack = await openPage(browser, '/blog');
    await waitForMainHeading(rolledBack.page);
    await expect(rolledBack.page.getByText(BANNER)).toHaveCount(0);
    await rolledBack.context.close();

    expect(hashTree(shellDist)).toEqual(shellBefore);
  });

  test('shows a 50 % canary to about half of 20 fresh visitors, and one visitor keeps their build', async () => {
    giveRemoteCanary(manifestFile(), 'mf_blog', '/remotes/mf-blog-drill/mf-manifest.json', 50);
    let onCanary = 0;
    for (let visitor = 0; visitor < 20; visitor += 1) {
      const visit = await visitorSeesBanner();
      if (visit.banner) onCanary += 1;
      if (visitor === 0) {
        // the same visitor, on every reload, gets the same build (their cookie)
        for (let reload = 0; reload < 3; reload += 1) expect(await visit.reload()).toBe(visit.banner);
      }
      await visit.close();
    }
    // binomial(20, 0.5): outside 4-16 happens about once in 800 runs
    expect(onCanary).toBeGreaterThanOrEqual(4);
    expect(onCanary).toBeLessThanOrEqual(16);
  });

  test('rolls back a canary that throws on render by itself after enough views', async () => {
    buildRemoteThatThrows('mf-blog', 'Rilis canary rusak', path.join(deploymentsDir(), 'mf-blog-broken'));
    giveRemoteCanary(manifestFile(), 'mf_blog', '/remotes/mf-blog-broken/mf-manifest.json', 100);
    const rolledBack = () =>
      readManifest(manifestFile()).remotes.find((remote) => remote.name === 'mf_blog')?.canary === undefined;

    // the e2e server judges a canary after 6 views (CANARY_MIN_VIEWS); each visitor of the broken
    // build sees the fallback, whose report reaches /api/log while their tab stays open
    const visits: Awaited<ReturnType<typeof openPage>>[] = [];
    for (let visitor = 0; visitor < 12 && !rolledBack(); visitor += 1) {
      const visit = await openPage(browser, '/blog');
      // the fallback panel (its heading is an h2), or the live blog once the rollback happened
      await expect(visit.page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
      visits.push(visit);
    }
    const deadline = Date.now() + 30_000;
    while (!rolledBack() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    await Promise.all(visits.map((visit) => visit.context.close()));
    expect(rolledBack()).toBe(true);
    const history = readFileSync(path.join(deploymentsDir(), 'remotes-history.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { aksi: string; dari: string });
    expect(history.at(-1)).toMatchObject({
      aksi: 'rollback-otomatis',
      dari: '/remotes/mf-blog-broken/mf-manifest.json',
    });
    expect(existsSync(path.join(deploymentsDir(), 'mf-blog-broken'))).toBe(true);

    const after = await openPage(browser, '/blog');
    // the blog's own h1: the fallback panel has none
    await waitForMainHeading(after.page);
    await expect(after.page.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
    await after.context.close();
  });
});

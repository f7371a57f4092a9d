import path from 'node:path';
import type { Browser } from 'playwright-core';
import { deploymentsDir, launchBrowser, openPage, waitForMainHeading } from '../src/browser';
import { buildRemoteWithBanner, hashTree, pointRemoteAt } from '../src/deployDrill';
import { repoRoot } from '../src/paths';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const BANNER = 'Versi baru blog: rilis uji deploy mandiri';

describe('independent deploy of one remote', () => {
  it('ships a new mf-blog by changing only remotes.json, and rolls it back the same way', async () => {
    const shellDist = path.join(repoRoot, 'shell', 'dist');
    const shellBefore = hashTree(shellDist);
    const manifestFile = path.join(deploymentsDir(), 'remotes.json');

    buildRemoteWithBanner('mf-blog', BANNER, path.join(deploymentsDir(), 'mf-blog-drill'));
    pointRemoteAt(manifestFile, 'mf_blog', '/remotes/mf-blog-drill/mf-manifest.json');

    const shipped = await openPage(browser, '/blog');
    await waitForMainHeading(shipped.page);
    await shipped.page.getByRole('note').filter({ hasText: BANNER }).waitFor({ timeout: 30_000 });
    expect(shipped.pageErrors).toEqual([]);
    await shipped.context.close();

    pointRemoteAt(manifestFile, 'mf_blog', '/remotes/mf-blog/mf-manifest.json');
    const rolledBack = await openPage(browser, '/blog');
    await waitForMainHeading(rolledBack.page);
    expect(await rolledBack.page.getByText(BANNER).count()).toBe(0);
    await rolledBack.context.close();

    expect(hashTree(shellDist)).toEqual(shellBefore);
  });
});

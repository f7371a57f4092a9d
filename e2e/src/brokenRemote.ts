import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { deploymentsDir } from './browser';
import { pointRemoteAt } from './deployDrill';

/** Each remote, one page of it an admin may open, and the heading that page shows once it runs. */
export interface RemotePage {
  name: string;
  folder: string;
  path: string;
  heading: string;
}

export const REMOTE_PAGES: readonly RemotePage[] = [
  {
    name: 'mf_landing',
    folder: 'mf-landing',
    path: '/referral',
    heading: 'Program Referral: Ajak Teman Les, Dapat Komisi',
  },
  { name: 'mf_search', folder: 'mf-search', path: '/biaya-les', heading: 'Cek Biaya Les Privat' },
  { name: 'mf_blog', folder: 'mf-blog', path: '/blog', heading: 'Blog' },
  { name: 'mf_order_wizard', folder: 'mf-order-wizard', path: '/admin/pesanan', heading: 'Pesanan Les' },
  { name: 'mf_job_board', folder: 'mf-job-board', path: '/admin/guru', heading: 'Verifikasi Guru' },
];

/** The page of remote `name` in REMOTE_PAGES. */
export function remotePage(name: string): RemotePage {
  const found = REMOTE_PAGES.find((remote) => remote.name === name);
  if (!found) throw new Error(`${name} is not in REMOTE_PAGES`);
  return found;
}

/**
 * How a remote's deploy breaks:
 * - `entry 500`: its `remoteEntry.js` answers 500 (the manifest answers);
 * - `chunks 404`: its manifest and entry answer, every other file of it 404 (a deploy that lost its files);
 * - `missing folder`: the server's remotes.json names a folder that does not exist.
 */
export type FailureKind = 'entry 500' | 'chunks 404' | 'missing folder';
export const FAILURE_KINDS: readonly FailureKind[] = ['entry 500', 'chunks 404', 'missing folder'];

const remotesFile = () => path.join(deploymentsDir(), 'remotes.json');

/** Breaks `remote` for `page` (before the page is opened); the returned function mends it. */
export async function breakRemote(page: Page, remote: RemotePage, kind: FailureKind): Promise<() => Promise<void>> {
  if (kind === 'missing folder') {
    pointRemoteAt(remotesFile(), remote.name, `/remotes/${remote.folder}-tidak-ada/mf-manifest.json`);
    return async () => pointRemoteAt(remotesFile(), remote.name, `/remotes/${remote.folder}/mf-manifest.json`);
  }
  const pattern = `**/remotes/${remote.folder}/**`;
  await page.route(pattern, (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (kind === 'entry 500')
      return file === 'remoteEntry.js' ? route.fulfill({ status: 500, body: 'Kesalahan server' }) : route.fallback();
    return file === 'mf-manifest.json' || file === 'remoteEntry.js'
      ? route.fallback()
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Tidak ditemukan' });
  });
  return () => page.unroute(pattern);
}

/** The remote's page runs: its heading, and no notice or panel with Coba lagi. */
export async function expectRemoteShown(page: Page, remote: RemotePage): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: remote.heading, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(main.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
}

/** The remote shows that it could not be loaded, with Coba lagi (a notice over the server's HTML, or the panel). */
export async function expectRemoteNotice(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('button', { name: 'Coba lagi' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('status').or(main.getByRole('alert')).first()).toBeVisible();
}

/** Marks the open document, so a test can tell a page reload (the mark is gone) from a retry in place. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

import { chromium, expect, type Browser, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { gotoReady } from './ready';

/**
 * Debian's Chromium with the flags this machine needs; never a downloaded browser. The runner
 * launches the suite's browser with these (playwright.config.ts); each launch gets a fresh
 * temporary profile (playwright refuses --user-data-dir).
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A second browser beside the runner's, for the visual check's own server and context settings. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through the playwright config (globalSetup)');
  return url;
}

export function deploymentsDir(): string {
  const dir = process.env.E2E_DEPLOYMENTS_DIR;
  if (!dir) throw new Error('E2E_DEPLOYMENTS_DIR is not set: run through the playwright config (globalSetup)');
  return dir;
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 800 };

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** uncaught exceptions thrown in the page */
  pageErrors: string[];
}

/** A fresh context and page; uncaught page errors are collected for assertions. */
export async function openPage(browser: Browser, urlPath: string, viewport = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await gotoReady(page, urlPath);
  return { context, page, pageErrors };
}

/**
 * Waits until the remote inside <main> has rendered its first heading. With `expected`, waits for
 * that heading: a page may show another h1 while it loads (a skeleton, a previous state).
 */
export async function waitForMainHeading(page: Page, expected?: string): Promise<string> {
  const heading = expected
    ? page.locator('main').getByRole('heading', { level: 1, name: expected, exact: true }).first()
    : page.locator('main h1').first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return (await heading.innerText()).trim();
}

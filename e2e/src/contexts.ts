import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, baseUrl, launchBrowser } from './browser';

/**
 * One browser for a test file and a fresh context per party (student, teacher, admin), each in
 * Jakarta's time zone and Indonesian; everything is closed after the file. Call at the top level.
 */
export function useBrowserContexts(): (viewport?: { width: number; height: number }) => Promise<{ context: BrowserContext; page: Page }> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser.close();
  });
  return async (viewport = DESKTOP) => {
    const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
}

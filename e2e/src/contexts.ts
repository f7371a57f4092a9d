import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP, baseUrl } from './browser';

/**
 * The worker's browser (launched by the runner with the config's options) and a new context (a person: own cookies, own session) per call,
 * in Indonesian on Jakarta time; all are closed after the file's tests. Call at the top of a file.
 */
export function peopleInOneBrowser(): (viewport?: {
  width: number;
  height: number;
}) => Promise<{ context: BrowserContext; page: Page }> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  return async (viewport = DESKTOP) => {
    const context = await browser.newContext({
      viewport,
      baseURL: baseUrl(),
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
}

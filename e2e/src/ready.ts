import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app in the page runs (the shell marks <html data-app-ready> once React has
 * committed its first render). A server-rendered page shows its content before that, and a click
 * on a button before hydration would do nothing, as it would for a person on a slow phone.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', { timeout: 30_000 });
}

/** A full page load of `path`, then until the app runs. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilAppReady(page);
}

/** Reloads the page, then until the app runs. */
export async function reloadReady(page: Page): Promise<void> {
  await page.reload();
  await untilAppReady(page);
}

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DESKTOP, baseUrl, type OpenedPage } from './browser';
import { gotoReady } from './ready';
import { E2E_ADMIN_TOTP_SECRET, unusedCode } from './twoStep';

export interface Account {
  email: string;
  password: string;
  /** two-step login's secret (base32), for an account that has it */
  totpSecret?: string;
}

/** The seeded demo accounts (server seed) and the admin the e2e server is started with (productionServer.ts). */
export const DEMO_STUDENT: Account = { email: 'siswa@pintarprivat.id', password: 'belajar-bersama-2026' };
export const DEMO_TEACHER: Account = { email: 'guru@pintarprivat.id', password: 'mengajar-bersama-2026' };
export const E2E_ADMIN: Account = {
  email: 'admin-e2e@pintarprivat.id',
  password: 'admin-e2e-rahasia-2026',
  totpSecret: E2E_ADMIN_TOTP_SECRET,
};
/** The admin's one session made by globalSetup (cookie value), shared by every context (src/twoStep.ts says why). */
export const ADMIN_SESSION_ENV = 'E2E_ADMIN_SESSION';

/**
 * Logs the context in through the API (CSRF token first), so its pages start with the session cookie.
 * The e2e admin gets the session globalSetup made with its two-step code: a logout in one test
 * must not end it, so no test logs that session out (a form login makes a session of its own).
 */
export async function logInContext(context: BrowserContext, account: Account): Promise<void> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const csrf = await context.request.get('/api/auth/csrf', { headers });
  const { token } = (await csrf.json()) as { token: string };
  const shared = process.env[ADMIN_SESSION_ENV];
  if (account.email === E2E_ADMIN.email && shared) {
    await context.addCookies([{ name: 'pp_session', value: shared, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    return;
  }
  const answer = await context.request.post('/api/auth/login', {
    data: account,
    headers: { ...headers, 'X-CSRF-Token': token },
  });
  if (answer.status() !== 200) throw new Error(`login of ${account.email} answered ${answer.status()}`);
}

/** A fresh context logged in as `account`, with a page opened at `urlPath`. */
export async function openPageAs(
  browser: Browser,
  account: Account,
  urlPath: string,
  viewport = DESKTOP,
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await logInContext(context, account);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await gotoReady(page, urlPath);
  return { context, page, pageErrors };
}

/** Fills the /login form the way a person does (the page must show it). */
export async function logInThroughForm(page: Page, account: Account): Promise<void> {
  const main = page.locator('main');
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Kata sandi', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Masuk', exact: true }).click();
  if (account.totpSecret) {
    // the second step: a code the server has not accepted yet
    const code = main.getByLabel('Kode verifikasi', { exact: true });
    await code.waitFor();
    await code.fill(await unusedCode(account.totpSecret, account.email));
    await main.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  }
}

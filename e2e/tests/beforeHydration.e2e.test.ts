import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_STUDENT } from '../src/accounts';
import { DESKTOP, MOBILE, baseUrl, waitForMainHeading } from '../src/browser';
import { untilAppReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

/**
 * A server-rendered form before its scripts run: the remote's JavaScript is held back (request
 * interception) while the test types and presses the button, as a visitor on a slow phone does.
 * Nothing may be silently lost: the form takes no input until it is live and says so, and once the
 * scripts arrive the same form works.
 */
interface FormCase {
  name: string;
  path: string;
  /** the remote whose scripts are held back: the page hydrates only once they arrive */
  remote: string;
  form: (page: Page) => Locator;
  field: string;
  submit: string;
  value: string;
  /** after hydration: fills the form with working values, submits and waits for what it does */
  works: (page: Page) => Promise<void>;
}

const CASES: FormCase[] = [
  {
    name: 'login',
    path: '/login',
    remote: 'mf-landing',
    form: (page) => page.locator('main form'),
    field: 'Email',
    submit: 'Masuk',
    value: DEMO_STUDENT.email,
    works: async (page) => {
      const form = page.locator('main form');
      await form.getByLabel('Email', { exact: true }).fill(DEMO_STUDENT.email);
      await form.getByLabel('Kata sandi', { exact: true }).fill(DEMO_STUDENT.password);
      await form.getByRole('button', { name: 'Masuk', exact: true }).click();
      await waitForMainHeading(page, 'Dasbor Siswa');
    },
  },
  {
    name: 'the discount box',
    path: '/',
    remote: 'mf-landing',
    form: (page) => page.locator('main .ui-discount-box form').first(),
    field: 'Nomor WhatsApp',
    submit: 'Dapatkan',
    value: '6281234567890',
    works: async (page) => {
      const form = page.locator('main .ui-discount-box form').first();
      await form.getByLabel('Nomor WhatsApp').fill('6281234567890');
      await form.getByRole('button', { name: /Dapatkan/ }).click();
      await page.waitForURL(
        (url) => url.pathname === '/get-diskon-25' && url.searchParams.get('number_whatsapp') === '6281234567890',
      );
    },
  },
  {
    name: 'the footer subscribe box',
    path: '/blog',
    remote: 'mf-blog',
    form: (page) => page.getByRole('form', { name: 'Berlangganan kabar terbaru' }),
    field: 'Alamat email',
    submit: 'Berlangganan',
    value: 'sebelum-hidrasi@contoh.id',
    works: async (page) => {
      const form = page.getByRole('form', { name: 'Berlangganan kabar terbaru' });
      await form.getByLabel('Alamat email').fill(`hidrasi-${Date.now()}@contoh.id`);
      await form.getByRole('button', { name: /Berlangganan/ }).click();
      await expect(form.getByRole('status').filter({ hasText: /\S/ })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'the fee search',
    path: '/biaya-les',
    remote: 'mf-search',
    form: (page) => page.getByRole('form', { name: 'Cari biaya les' }),
    field: 'Program',
    submit: 'Cari Paket',
    value: 'SMA',
    works: async (page) => {
      const form = page.getByRole('form', { name: 'Cari biaya les' });
      await form.getByRole('button', { name: 'Cari Paket' }).click();
      // without a program the search says what is missing: the button works
      await expect(form.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
    },
  },
];

async function holdScripts(page: Page, remote: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/remotes/${remote}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const [width, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`a server-rendered form before hydration at ${width}`, () => {
    for (const item of CASES) {
      test(`${item.name} takes no input until it is live, says so, and then works`, async () => {
        const context = await browser.newContext({
          viewport,
          baseURL: baseUrl(),
          locale: 'id-ID',
          timezoneId: 'Asia/Jakarta',
        });
        const page = await context.newPage();
        const release = await holdScripts(page, item.remote);
        await page.goto(item.path, { waitUntil: 'domcontentloaded' });
        const form = item.form(page);
        const field = form.getByLabel(item.field, { exact: true });
        const submit = form.getByRole('button', { name: new RegExp(item.submit) });
        await expect(field).toBeVisible();
        await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
        const valueOf = () => field.evaluate((element) => (element as HTMLInputElement).value);
        const serverValue = await valueOf(); // the WhatsApp field starts with "62"

        await expect(field).toBeDisabled();
        await expect(submit).toBeDisabled();
        await expect(form.getByText('Memuat formulir…')).toBeVisible();
        // what a person does meanwhile: nothing is taken, so nothing can be lost on hydration
        await field.click({ force: true });
        await page.keyboard.type(item.value);
        await submit.click({ force: true });
        expect(new URL(page.url()).pathname).toBe(new URL(item.path, baseUrl()).pathname);
        expect(await valueOf()).toBe(serverValue);

        release();
        await untilAppReady(page);
        await page.waitForFunction(() => document.querySelector('fieldset.ui-live-fields[disabled]') === null);
        await expect(field).toBeEnabled();
        await expect(form.getByText('Memuat formulir…')).toHaveCount(0);
        await item.works(page);
        await context.close();
      });
    }
  });
}

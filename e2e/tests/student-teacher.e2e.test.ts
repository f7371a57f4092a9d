import { test, expect, type Browser, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, openPageAs } from '../src/accounts';
import { DESKTOP, MOBILE, waitForMainHeading } from '../src/browser';

/** True when nothing sticks out sideways (the page cannot be scrolled horizontally). */
async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Opens a labelled react-select and picks the option with that exact text. */
async function chooseOption(page: Page, label: string, optionText: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: optionText, exact: true }).click();
}

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('student order wizard (mf-order-wizard)', () => {
  test('takes a package, a level and a subject through step 1 to Waktu Les at 375 px', async () => {
    const { page, context, pageErrors } = await openPageAs(browser, DEMO_STUDENT, '/siswa/pemesanan-les', MOBILE);
    expect(await waitForMainHeading(page, 'Pemesanan Les')).toBe('Pemesanan Les');
    await expect(page.title()).resolves.toMatch(/^Pemesanan Les/);
    const currentStep = page.locator('[aria-current="step"]');
    await expect(currentStep.innerText()).resolves.toMatch(/1\s+Paket dan Program/);

    const intensif = page.getByRole('radio', { name: 'Intensif', exact: true });
    await intensif.check();
    await expect(intensif).toBeChecked();
    await expect(page.getByText('Mulai Dari').first().isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('alert').first().innerText()).resolves.toContain(
      'Silahkan pilih jenjang pendidikan terlebih dahulu',
    );

    await chooseOption(page, 'Jenjang', 'SD');
    await expect(page.getByLabel('Kurikulum', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('alert').first().innerText()).resolves.toContain('Anda wajib memilih Mata Pelajaran');
    await page.getByLabel('Mata Pelajaran', { exact: true }).click();
    await page.getByRole('option').first().click();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Waktu Les' })).toBeVisible();
    await expect(currentStep.innerText()).resolves.toMatch(/2\s+Waktu Les/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('opens the wizard with the level chosen from a dashboard shortcut', async () => {
    const { page, context, pageErrors } = await openPageAs(browser, DEMO_STUDENT, '/siswa/dashbord', DESKTOP);
    expect(await waitForMainHeading(page, 'Dasbor Siswa')).toBe('Dasbor Siswa');

    await page.getByRole('link', { name: 'SMP', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pemesanan Les' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?jenjang=15');
    await expect(page.locator('.ui-select__single-value', { hasText: 'SMP' })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

test.describe('teacher job board (mf-job-board)', () => {
  test('switches the side-panel tabs and loads the cities of a province at 375 px', async () => {
    const { page, context, pageErrors } = await openPageAs(browser, DEMO_TEACHER, '/guru/loker-mengajar', MOBILE);
    expect(await waitForMainHeading(page, 'Loker Mengajar')).toBe('Loker Mengajar');
    await expect(page.getByRole('tab', { name: 'Cari Kode' })).toBeVisible();

    const codeTab = page.getByRole('tab', { name: 'Cari Kode' });
    const filterTab = page.getByRole('tab', { name: 'Filter' });
    await expect(codeTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('Kode Pemesanan').isVisible()).resolves.toBe(true);
    await codeTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(filterTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('Kode Pemesanan').isVisible()).resolves.toBe(false);

    await chooseOption(page, 'Program', 'SMA');
    await chooseOption(page, 'Provinsi', 'Jawa Barat');
    await page.getByLabel('Kota', { exact: true }).click();
    await expect(page.getByRole('option', { name: 'Kota Bandung', exact: true })).toBeVisible();
    expect(await page.getByRole('option').count()).toBeGreaterThan(10);
    await page.getByRole('option', { name: 'Kota Bandung', exact: true }).click();
    await expect(page.locator('.ui-select__single-value', { hasText: 'Kota Bandung' })).toBeVisible();

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('shows the applied list page with the way back to Lowongan Baru', async () => {
    const { page, context, pageErrors } = await openPageAs(
      browser,
      DEMO_TEACHER,
      '/guru/loker-mengajar-my-application',
      MOBILE,
    );
    expect(await waitForMainHeading(page, 'Loker Sudah Apply')).toBe('Loker Sudah Apply');

    await page.getByRole('link', { name: 'Lowongan Baru', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Loker Mengajar' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/guru/loker-mengajar');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

import { test, expect, type Browser, type Page } from '@playwright/test';
import { openPage, waitForMainHeading, DESKTOP, MOBILE } from '../src/browser';

/** A Rupiah amount as formatRupiah writes it: "Rp 450.000". */
const RUPIAH = /Rp\s\d{1,3}(\.\d{3})+/;

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

/**
 * Focuses the react-select labelled `label`, types `text` (searchable selects) or opens the menu
 * with the keyboard (the input of a non-searchable one is a hidden 1 px stand-in), then clicks the
 * option `option`.
 */
async function choose(page: Page, label: string, option: string, text?: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.focus();
  if (text) await input.pressSequentially(text, { delay: 20 });
  else await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function teacherCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d.]+ guru ditemukan$/).innerText();
  return Number(text.replace(/\D/g, ''));
}

for (const [widthName, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`search at ${widthName}`, () => {
    test('a full fee search ends in priced package cards', async () => {
      const { page, context, pageErrors } = await openPage(browser, '/biaya-les', viewport);
      expect(await waitForMainHeading(page, 'Cek Biaya Les Privat')).toBe('Cek Biaya Les Privat');

      // the default list first: lowest prices, "Mulai Dari"
      await page
        .getByRole('article', { name: /^Paket / })
        .first()
        .waitFor();
      expect(await page.getByText('Mulai Dari').count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Cari Paket' }).click();
      await expect(page.getByRole('alert').innerText()).resolves.toBe('Program harus di isi');

      await choose(page, 'Program', 'SMA', 'SMA');
      await choose(page, 'Jumlah Siswa', '2 Siswa');
      await choose(page, 'Provinsi', 'Jawa Barat', 'Jawa');
      await choose(page, 'Kab/Kota', 'Kota Bandung', 'Bandung');
      await page.getByRole('button', { name: 'Cari Paket' }).click();

      await expect(page.getByRole('heading', { name: 'Hasil Pencarian Paket' })).toBeVisible();
      const firstCard = page.getByRole('article', { name: /^Paket / }).first();
      await expect(firstCard).toBeVisible();
      expect(await firstCard.innerText()).toMatch(RUPIAH);
      expect(await firstCard.locator('s').innerText()).toMatch(RUPIAH);
      await expect(page.getByText('Mulai Dari')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);

      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.screenshot({ path: `/tmp/search-fee-${widthName.replace(' ', '')}.png`, fullPage: true });
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    test('a teacher search with a gender filter changes the count, and Back restores it', async () => {
      const { page, context, pageErrors } = await openPage(browser, '/cari-pengajar', viewport);
      expect(await waitForMainHeading(page, 'Mau cari guru privat apa?')).toBe('Mau cari guru privat apa?');
      await expect(page.getByRole('heading', { name: 'Guru-guru Terbaik' })).toBeVisible();
      const search = page.getByRole('button', { name: 'Cari Pengajar' });
      await expect(search).toBeDisabled();

      await choose(page, 'Program', 'SMA', 'SMA');
      await choose(page, 'Lokasi', 'Online');
      expect(await waitForMainHeading(page, 'Les Privat SMA dengan guru-guru terbaik di Online')).toBe(
        'Les Privat SMA dengan guru-guru terbaik di Online',
      );
      await search.click();

      await expect(page.getByText(/^[\d.]+ guru ditemukan$/)).toBeVisible();
      const all = await teacherCount(page);
      expect(all).toBeGreaterThan(0);
      const men = page.getByRole('checkbox', { name: /^Laki-laki \(/ });
      await expect(men).toBeVisible();
      const menCount = Number((await page.locator('label', { has: men }).innerText()).replace(/\D/g, ''));
      expect(menCount).toBeGreaterThan(0);
      expect(menCount).toBeLessThan(all);

      await men.click();
      await expect(page.getByText(`${menCount.toLocaleString('id-ID')} guru ditemukan`, { exact: true })).toBeVisible();
      expect(page.url()).toContain('jenis_kelamin=laki_laki');
      await expect(men).toBeChecked();

      await page.goBack();
      await expect(page.getByText(`${all.toLocaleString('id-ID')} guru ditemukan`, { exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /^Laki-laki \(/ })).not.toBeChecked();

      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.screenshot({ path: `/tmp/search-teacher-${widthName.replace(' ', '')}.png`, fullPage: true });
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
}

test.describe('teacher profile', () => {
  test('opens from a result card in a new tab', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/cari-pengajar', DESKTOP);
    await waitForMainHeading(page);
    const firstTeacher = page.getByRole('list', { name: 'Guru-guru terbaik' }).getByRole('link').first();
    await expect(firstTeacher).toBeVisible();
    const [profile] = await Promise.all([context.waitForEvent('page'), firstTeacher.click()]);
    expect(profile.url()).toMatch(/\/cari_pengajar\/guru\/profil\/\d+$/);
    const name = await waitForMainHeading(profile);
    expect(name.length).toBeGreaterThan(0);
    await expect(profile.getByRole('list', { name: 'Sebaran penilaian' })).toBeVisible();
    const order = profile.getByRole('link', { name: 'Pesan Les dengan Guru Ini' });
    expect(await order.getAttribute('href')).toMatch(/^\/siswa\/pemesanan-les\?guru=\d+$/);
    await profile.screenshot({ path: '/tmp/search-profile-1280.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('an unknown teacher shows a not-found state', async () => {
    const { page, context } = await openPage(browser, '/cari_pengajar/guru/profil/99999999', MOBILE);
    expect(await waitForMainHeading(page, 'Guru tidak ditemukan')).toBe('Guru tidak ditemukan');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForMainHeading, DESKTOP, MOBILE } from '../src/browser';

/** A Rupiah amount as formatRupiah writes it: "Rp 450.000". */
const RUPIAH = /Rp\s\d{1,3}(\.\d{3})+/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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

describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
])('search at %s', (widthName, viewport) => {
  it('a full fee search ends in priced package cards', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/biaya-les', viewport);
    expect(await waitForMainHeading(page, 'Cek Biaya Les Privat')).toBe('Cek Biaya Les Privat');

    // the default list first: lowest prices, "Mulai Dari"
    await page.getByRole('article', { name: /^Paket / }).first().waitFor();
    expect(await page.getByText('Mulai Dari').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Cari Paket' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toBe('Program harus di isi');

    await choose(page, 'Program', 'SMA', 'SMA');
    await choose(page, 'Jumlah Siswa', '2 Siswa');
    await choose(page, 'Provinsi', 'Jawa Barat', 'Jawa');
    await choose(page, 'Kab/Kota', 'Kota Bandung', 'Bandung');
    await page.getByRole('button', { name: 'Cari Paket' }).click();

    await page.getByRole('heading', { name: 'Hasil Pencarian Paket' }).waitFor();
    const firstCard = page.getByRole('article', { name: /^Paket / }).first();
    await firstCard.waitFor();
    expect(await firstCard.innerText()).toMatch(RUPIAH);
    expect(await firstCard.locator('s').innerText()).toMatch(RUPIAH);
    expect(await page.getByText('Mulai Dari').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: `/tmp/search-fee-${widthName.replace(' ', '')}.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a teacher search with a gender filter changes the count, and Back restores it', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/cari-pengajar', viewport);
    expect(await waitForMainHeading(page, 'Mau cari guru privat apa?')).toBe('Mau cari guru privat apa?');
    await page.getByRole('heading', { name: 'Guru-guru Terbaik' }).waitFor();
    const search = page.getByRole('button', { name: 'Cari Pengajar' });
    expect(await search.isDisabled()).toBe(true);

    await choose(page, 'Program', 'SMA', 'SMA');
    await choose(page, 'Lokasi', 'Online');
    expect(await waitForMainHeading(page, 'Les Privat SMA dengan guru-guru terbaik di Online')).toBe('Les Privat SMA dengan guru-guru terbaik di Online');
    await search.click();

    await page.getByText(/^[\d.]+ guru ditemukan$/).waitFor();
    const all = await teacherCount(page);
    expect(all).toBeGreaterThan(0);
    const men = page.getByRole('checkbox', { name: /^Laki-laki \(/ });
    await men.waitFor();
    const menCount = Number((await page.locator('label', { has: men }).innerText()).replace(/\D/g, ''));
    expect(menCount).toBeGreaterThan(0);
    expect(menCount).toBeLessThan(all);

    await men.click();
    await page.getByText(`${menCount.toLocaleString('id-ID')} guru ditemukan`, { exact: true }).waitFor();
    expect(page.url()).toContain('jenis_kelamin=laki_laki');
    expect(await men.isChecked()).toBe(true);

    await page.goBack();
    await page.getByText(`${all.toLocaleString('id-ID')} guru ditemukan`, { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^Laki-laki \(/ }).isChecked()).toBe(false);

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: `/tmp/search-teacher-${widthName.replace(' ', '')}.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('teacher profile', () => {
  it('opens from a result card in a new tab', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/cari-pengajar', DESKTOP);
    await waitForMainHeading(page);
    const firstTeacher = page.getByRole('list', { name: 'Guru-guru terbaik' }).getByRole('link').first();
    await firstTeacher.waitFor();
    const [profile] = await Promise.all([context.waitForEvent('page'), firstTeacher.click()]);
    expect(profile.url()).toMatch(/\/cari_pengajar\/guru\/profil\/\d+$/);
    const name = await waitForMainHeading(profile);
    expect(name.length).toBeGreaterThan(0);
    await profile.getByRole('list', { name: 'Sebaran penilaian' }).waitFor();
    const order = profile.getByRole('link', { name: 'Pesan Les dengan Guru Ini' });
    expect(await order.getAttribute('href')).toMatch(/^\/siswa\/pemesanan-les\?guru=\d+$/);
    await profile.screenshot({ path: '/tmp/search-profile-1280.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an unknown teacher shows a not-found state', async () => {
    const { page, context } = await openPage(browser, '/cari_pengajar/guru/profil/99999999', MOBILE);
    expect(await waitForMainHeading(page, 'Guru tidak ditemukan')).toBe('Guru tidak ditemukan');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await context.close();
  });
});

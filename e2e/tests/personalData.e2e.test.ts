import { readFile } from 'node:fs/promises';
import { test, expect, type Browser } from '@playwright/test';
import { logInThroughForm } from '../src/accounts';
import { DESKTOP, MOBILE, openPage, waitForMainHeading } from '../src/browser';
import { hasNoHorizontalOverflow } from '../src/navigation';
import { placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const unique = Date.now().toString(36);
const PASSWORD = 'kata-sandi-uji-2026';

test.describe('personal data (UU 27/2022)', () => {
  test('the privacy policy and the terms render from the footer, at 1280 and 375 px', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/', DESKTOP);
    await page
      .getByRole('navigation', { name: 'Tautan footer' })
      .getByRole('link', { name: 'Kebijakan Privasi' })
      .click();
    expect(await waitForMainHeading(page, 'Kebijakan Privasi')).toBe('Kebijakan Privasi');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Siapa yang dapat melihat data Anda' })).toBeVisible();
    await expect(main.getByText(/Versi \d{4}-\d{2}-\d{2}, berlaku sejak/)).toBeVisible();
    await main.getByRole('link', { name: 'Syarat & Ketentuan' }).first().click();
    expect(await waitForMainHeading(page, 'Syarat & Ketentuan')).toBe('Syarat & Ketentuan');
    await page.setViewportSize(MOBILE);
    await gotoReady(page, '/kebijakan-privasi');
    expect(await waitForMainHeading(page, 'Kebijakan Privasi')).toBe('Kebijakan Privasi');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('a student downloads their data, is refused while an order is open, then deletes the account', async () => {
    test.setTimeout(180_000);
    const email = `hapus-${unique}@contoh.id`;
    const { page, context, pageErrors } = await openPage(browser, '/', DESKTOP);
    await registerStudent(context, `Siswa Hapus ${unique}`, email);
    const kode = await placeOrderThroughApi(context, null);

    await gotoReady(page, '/akun');
    expect(await waitForMainHeading(page, 'Pengaturan Akun')).toBe('Pengaturan Akun');
    const section = page.getByRole('region', { name: 'Data pribadi' });
    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Unduh data saya' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^data-saya-pintar-privat-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      akun: { email: string; pendaftar: string };
      pesanan: { kode: string }[];
    };
    expect(file.akun).toMatchObject({ email, pendaftar: 'orang_tua' });
    expect(file.pesanan.map((row) => row.kode)).toEqual([kode]);

    // an order still open: the dialog names it
    await section.getByRole('button', { name: 'Hapus akun' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus akun?' });
    await dialog.getByLabel('Kata sandi').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`pesanan ${kode} belum selesai atau dibatalkan`);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    const cancelled = await postAs(context, `/api/pesanan/${kode}/batal`, {});
    expect(cancelled.status()).toBe(200);

    await page.setViewportSize(MOBILE);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await section.getByRole('button', { name: 'Hapus akun' }).click();
    await dialog.getByLabel('Kata sandi').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click();
    expect(await waitForMainHeading(page, 'Akun Anda sudah dihapus')).toBe('Akun Anda sudah dihapus');
    await expect(page.getByRole('status').filter({ hasText: 'sudah keluar dari semua perangkat' })).toBeVisible();
    await page.setViewportSize(DESKTOP);

    // logged out, and the account cannot log in again
    await gotoReady(page, '/login');
    await logInThroughForm(page, { email, password: PASSWORD });
    await expect(page.locator('main').getByRole('alert')).toContainText('Email atau kata sandi salah');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

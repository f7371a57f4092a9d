import { test, expect, type Browser } from '@playwright/test';
import { E2E_ADMIN, logInThroughForm, openPageAs, type Account } from '../src/accounts';
import { DESKTOP, MOBILE, openPage, waitForMainHeading } from '../src/browser';
import { promoteToAdmin } from '../src/database';
import { hasNoHorizontalOverflow } from '../src/navigation';
import { gotoReady } from '../src/ready';
import { totpCode } from '../src/twoStep';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const unique = Date.now().toString(36);

/** A new account made an admin (src/database.ts says why), without two-step login yet. */
async function newAdmin(): Promise<Account> {
  const account = { email: `admin-baru-${unique}@contoh.id`, password: 'admin-baru-rahasia-2026' };
  const { page, context } = await openPage(browser, '/register', DESKTOP);
  const main = page.locator('main');
  await page.getByRole('button', { name: /Siswa \/ Orang Tua/ }).click();
  await main.getByLabel('Nama lengkap').fill('Admin Baru');
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Nomor WhatsApp').fill('6281277' + String(Date.now()).slice(-6));
  await main.getByLabel('Kata sandi', { exact: true }).fill(account.password);
  await main.getByRole('radio', { name: /Orang tua atau wali/ }).check();
  await main.getByRole('checkbox', { name: /menyetujui Kebijakan Privasi/ }).check();
  await main.getByRole('button', { name: 'Daftar', exact: true }).click();
  await waitForMainHeading(page, 'Dasbor Siswa');
  await context.close();
  promoteToAdmin(account.email);
  return account;
}

test.describe('two-step login', () => {
  test('an admin without it is sent to /akun, enables it there, and logs in with a code', async () => {
    const admin = await newAdmin();
    const { page, context, pageErrors } = await openPage(browser, '/login', DESKTOP);
    await logInThroughForm(page, admin);
    // every admin page guides to the account page first
    expect(await waitForMainHeading(page, 'Verifikasi dua langkah diperlukan')).toBe(
      'Verifikasi dua langkah diperlukan',
    );
    await expect(
      page.getByText('Aktifkan verifikasi dua langkah terlebih dahulu untuk membuka halaman admin.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Aktifkan di Pengaturan Akun' }).click();
    expect(await waitForMainHeading(page, 'Pengaturan Akun')).toBe('Pengaturan Akun');

    const twoStep = page.getByRole('region', { name: 'Verifikasi dua langkah' });
    await twoStep.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    await expect(twoStep.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    // the key shown beside the QR code, as a person types it into an authenticator app
    const secret = ((await twoStep.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    await twoStep.getByLabel('Kode verifikasi').fill(totpCode(secret, Math.floor(Date.now() / 30_000)));
    await twoStep.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    const codes = twoStep.getByRole('region', { name: 'Kode cadangan' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: 'Saya sudah menyimpan kodenya' }).click();
    await expect(twoStep.getByText(/Kode cadangan tersisa: 10/)).toBeVisible();

    // the admin pages open now
    await gotoReady(page, '/admin/guru');
    expect(await waitForMainHeading(page, 'Verifikasi Guru')).toBe('Verifikasi Guru');

    // out, and back in: the password, then a code
    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await gotoReady(page, '/login?next=%2Fadmin%2Fpesanan');
    await logInThroughForm(page, { ...admin, totpSecret: secret });
    expect(await waitForMainHeading(page, 'Pesanan Les')).toBe('Pesanan Les');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('the account page at 375 px: the status, this session, nothing wider than the screen', async () => {
    const { page, context, pageErrors } = await openPageAs(browser, E2E_ADMIN, '/akun', MOBILE);
    expect(await waitForMainHeading(page, 'Pengaturan Akun')).toBe('Pengaturan Akun');
    const twoStep = page.getByRole('region', { name: 'Verifikasi dua langkah' });
    await expect(twoStep.getByText(/Akun admin wajib memakai verifikasi dua langkah/)).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Sesi aktif' });
    await expect(sessions.getByText('Sesi ini')).toBeVisible();
    // the shared admin session was started by globalSetup's fetch, a device the list cannot name
    await expect(sessions.getByText(/^Masuk sejak /).first()).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

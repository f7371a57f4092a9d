import { test, expect, type Browser, type Page } from '@playwright/test';
import { DEMO_STUDENT, openPageAs } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { hasNoHorizontalOverflow } from '../src/navigation';
import { chooseOption } from '../src/select';
import { addWeeklySlots } from '../src/wizard';
import { gotoReady, reloadReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

/** YYYY-MM-DD in Jakarta, `days` from today. */
function jakartaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const orderLinks = (page: Page) => page.locator('main').getByRole('link', { name: /^Pesanan / });

test.describe('a student orders lessons (issue 12)', () => {
  test('goes through the four steps at 375 px, previews, sends once, and finds the order on the dashboard after a reload', async () => {
    const { page, context, pageErrors } = await openPageAs(browser, DEMO_STUDENT, '/siswa/dashbord', MOBILE);
    expect(await waitForMainHeading(page, 'Dasbor Siswa')).toBe('Dasbor Siswa');
    await expect(page.locator('main').getByRole('heading', { name: 'Pesanan Anda' })).toBeVisible();
    await page.getByText('Memuat daftar pesanan').waitFor({ state: 'detached' });
    const ordersBefore = await orderLinks(page).count();

    await page.getByRole('link', { name: 'Pilih Program' }).click();
    expect(await waitForMainHeading(page, 'Pemesanan Les')).toBe('Pemesanan Les');

    // Step 1: Super (4 meetings), Offline, SD with one subject; the cards show this draft's price.
    await page.getByRole('radio', { name: 'Super', exact: true }).check();
    await chooseOption(page, 'Jenjang', 'SD');
    await chooseOption(page, 'Mata Pelajaran');
    await expect(page.getByText('Harga untuk pilihan Anda').first()).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Step 2: Mondays and Thursdays at 16:00 from next week, applied by the server.
    await expect(page.getByRole('heading', { level: 2, name: 'Waktu Les' })).toBeVisible();
    await page.getByText('Langkah 2 dari 4: Waktu Les').waitFor({ state: 'attached' });
    await addWeeklySlots(page, ['Senin', 'Kamis'], '16');
    await page.getByLabel('Tanggal Mulai Les').fill(jakartaDate(7));
    await page.getByRole('button', { name: 'Terapkan Jadwal' }).click();
    await expect(page.getByRole('table', { name: /^Kalender jadwal les / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jadwal les (4 pertemuan)' })).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Step 3: the profile's address.
    await expect(page.getByRole('heading', { level: 2, name: 'Lokasi' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Gunakan Alamat Profil' })).toBeChecked();
    await page.locator('main').getByText('Alamat profil:').waitFor({ state: 'attached' });
    await expect(page.getByLabel('Provinsi', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Step 4, then the preview and one order.
    await expect(page.getByRole('heading', { level: 2, name: 'Informasi Tambahan' })).toBeVisible();
    await page.getByRole('radio', { name: 'Perempuan' }).check();
    await page.getByLabel('Catatan untuk guru').fill('Uji otomatis: mohon abaikan');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview Pemesanan' });
    await expect(dialog).toBeVisible();
    await expect(dialog.innerText()).resolves.toMatch(/Rp\s?[\d.]+/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/pesanan') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Kirim Pesanan' }).click();
    expect([200, 201]).toContain((await created).status());

    const heading = page.locator('main').getByRole('heading', { level: 1, name: /^Pesanan / });
    await expect(heading).toBeVisible();
    const kode = (await heading.innerText()).replace('Pesanan ', '').trim();
    expect(new URL(page.url()).pathname).toBe(`/siswa/pesanan/${kode}`);
    await expect(page.getByText('Pesanan berhasil dikirim')).toBeVisible();
    await expect(page.getByText('Menunggu konfirmasi admin').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rincian Biaya' })).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    await page.getByRole('link', { name: '← Dasbor Siswa' }).click();
    await expect(page.locator('main').getByRole('link', { name: `Pesanan ${kode}`, exact: true })).toBeVisible();
    expect(await orderLinks(page).count()).toBe(ordersBefore + 1);

    await reloadReady(page);
    expect(await waitForMainHeading(page, 'Dasbor Siswa')).toBe('Dasbor Siswa');
    await expect(page.locator('main').getByRole('link', { name: `Pesanan ${kode}`, exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: `Pesanan ${kode}`, exact: true })).toHaveCount(1);
    expect(await orderLinks(page).count()).toBe(ordersBefore + 1);

    // The draft was forgotten: the wizard starts again at step 1.
    await gotoReady(page, '/siswa/pemesanan-les');
    await expect(page.getByRole('heading', { level: 2, name: 'Paket dan Program' })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

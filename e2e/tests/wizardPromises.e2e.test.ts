/**
 * What the wizard and the pages around it promise, done as a person does it (issue 43, items 7-10):
 * the dashboard's Olimpiade/OSN chip opens the wizard with that program chosen and offered (the
 * order switched to Online); Selanjutnya on Waktu Les applies the schedule itself from the chosen
 * days and start date; the code field says it takes a referral code only (the 25% discount is in
 * every price, with no code), refuses the old WA25 voucher with those words and takes a friend's
 * code through the preview into the order; and choosing a proposed teacher says the teacher can
 * still be changed later through Ganti Guru. At 375 and 1280 px.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { DESKTOP, MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { registerVerifiedTeacher } from '../src/lessons';
import { hasNoHorizontalOverflow } from '../src/navigation';
import { jakartaDate, placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { chooseOption } from '../src/select';
import { addWeeklySlots } from '../src/wizard';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A friend's code from the seed (server/src/db/seed/commerce.ts). */
const FRIENDS_CODE = 'RINA2024';

for (const [width, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${width} px: Olimpiade/OSN from the dashboard, Next applies the schedule, a referral code only`, async () => {
    test.setTimeout(180_000);
    const { page, context } = await newContext(viewport);
    await registerStudent(context, `Siswa OSN ${width} ${unique}`, `osn-${width}-${unique}@contoh.id`);
    await gotoReady(page, '/siswa/dashbord');
    await waitForMainHeading(page, 'Dasbor Siswa');

    // Item 10: the chip opens the wizard with the program chosen, offered, and the order Online.
    // The chip's label may break after the slash (<wbr>), which Chromium reads as a space.
    await page
      .locator('main')
      .getByRole('link', { name: /^Olimpiade\/\s?OSN$/ })
      .click();
    await waitForMainHeading(page, 'Pemesanan Les');
    await expect(page.getByRole('radio', { name: /^Online/ })).toBeChecked();
    await expect(page.locator('main').getByText('Olimpiade/OSN', { exact: true })).toBeVisible();
    await chooseOption(page, 'Mata Pelajaran');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Item 9: days and a start date are enough; Selanjutnya applies the schedule through the server.
    await expect(page.getByRole('heading', { level: 2, name: 'Waktu Les' })).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('alert')).toHaveText('Silakan tambahkan minimal satu hari dan jam les');
    await addWeeklySlots(page, ['Senin', 'Kamis'], '16');
    await page.getByLabel('Tanggal Mulai Les').fill(jakartaDate(7));
    const generated = page.waitForResponse((response) => response.url().endsWith('/api/generate/pemesanan-les-jadwal'));
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    expect((await generated).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Lokasi' })).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByRole('table', { name: /^Kalender jadwal les / })).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lokasi' })).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Item 7: the field takes a referral code only, and says the 25% needs none.
    await expect(page.getByRole('heading', { level: 2, name: 'Informasi Tambahan' })).toBeVisible();
    const code = page.getByLabel('Kode Referral (opsional)');
    await expect(code).toBeVisible();
    await expect(page.getByText(/Diskon 25% sudah termasuk di setiap harga tanpa kode/)).toBeVisible();
    await code.fill('WA25-ABCD2345');
    await page.getByRole('button', { name: 'Cek Kode' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Ini bukan kode referral. Diskon 25% sudah termasuk dalam harga setiap paket tanpa kode, jadi kolom ini cukup dikosongkan.',
    );
    await code.fill(FRIENDS_CODE);
    await page.getByRole('button', { name: 'Cek Kode' }).click();
    await expect(page.getByRole('status').filter({ hasText: FRIENDS_CODE })).toContainText('berhasil');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // The server prices the order: the 25% on every order, the friend's 5% on top, then one order.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview Pemesanan' });
    await expect(dialog.getByText('Diskon 25%', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Diskon referral 5% (${FRIENDS_CODE})`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Kirim Pesanan' }).click();
    const heading = page.locator('main').getByRole('heading', { level: 1, name: /^Pesanan / });
    await expect(heading).toBeVisible();
    const kode = (await heading.innerText()).replace('Pesanan ', '').trim();
    const order = (await (await context.request.get(`/api/pesanan/${kode}`, { headers: XHR })).json()) as {
      data: { rincian_biaya: { diskon: number; diskon_referral: number; kode_referral: string | null } };
    };
    expect(order.data.rincian_biaya.kode_referral).toBe(FRIENDS_CODE);
    expect(order.data.rincian_biaya.diskon).toBeGreaterThan(0);
    expect(order.data.rincian_biaya.diskon_referral).toBeGreaterThan(0);
  });

  test(`at ${width} px: choosing a proposed teacher says Ganti Guru stays open after payment`, async () => {
    test.setTimeout(180_000);
    const student = await newContext(viewport);
    await registerStudent(student.context, `Siswa Pilih ${width} ${unique}`, `pilih-${width}-${unique}@contoh.id`);
    const kode = await placeOrderThroughApi(student.context, null);
    const admin = await newContext();
    await logInContext(admin.context, E2E_ADMIN);
    expect((await postAs(admin.context, `/api/admin/pesanan/${kode}/konfirmasi`, {})).status()).toBe(200);
    // a fresh teacher: the demo teacher holds other suites' lessons, and a clash makes usulkan 409
    const teacher = await newContext();
    await registerVerifiedTeacher(
      teacher.context,
      admin.context,
      `Guru Pilih ${width} ${unique}`,
      `guru-pilih-${width}-${unique}@contoh.id`,
    );
    expect((await postAs(teacher.context, `/api/lowongan/${kode}/lamar`, { catatan: '' })).status()).toBe(201);
    const applicants = (await (
      await admin.context.request.get(`/api/admin/pesanan/${kode}/pelamar`, { headers: XHR })
    ).json()) as { data: { lamaran_id: number; guru: { nama: string } }[] };
    const [applicant] = applicants.data;
    if (!applicant) throw new Error('the teacher is not among the applicants');
    expect(
      (
        await postAs(admin.context, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [applicant.lamaran_id] })
      ).status(),
    ).toBe(200);

    await gotoReady(student.page, `/siswa/pesanan/${kode}`);
    await expect(student.page.getByRole('heading', { name: 'Pilih Guru Anda' })).toBeVisible();
    await student.page.getByRole('button', { name: `Pilih guru ini: ${applicant.guru.nama}` }).click();
    const confirm = student.page.getByRole('group', { name: `Konfirmasi memilih ${applicant.guru.nama}` });
    await expect(confirm).toContainText(
      'Setelah pembayaran, guru tetap bisa diganti kapan saja lewat tombol Ganti Guru di halaman pesanan.',
    );
    await expect(confirm).not.toContainText('tidak bisa diubah');
    expect(await hasNoHorizontalOverflow(student.page)).toBe(true);
    await confirm.getByRole('button', { name: `Ya, pilih ${applicant.guru.nama}` }).click();
    await expect(student.page.getByRole('heading', { name: 'Pembayaran Online' })).toBeVisible();
  });
}

/**
 * Online payment (issue 46): the student pays the first instalment by virtual account on the order
 * page, the bank (the Midtrans stand-in) takes the transfer, Midtrans' signed notification reaches
 * the server, and the page says Lunas and Aktif by itself, with no reload and nobody at the desk.
 * Then the student cancels before the first meeting: a virtual account payment goes to the admin's
 * desk for a manual refund, and the teacher is told his lessons are off.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { registerVerifiedTeacher } from '../src/lessons';
import { payVirtualAccount } from '../src/midtransStandIn';
import { placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('the student pays by virtual account and sees Lunas appear', async () => {
  test.setTimeout(240_000);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const teacher = await newContext();
  await registerVerifiedTeacher(
    teacher.context,
    admin.context,
    `Guru Bayar ${unique}`,
    `guru-bayar-${unique}@contoh.id`,
  );
  const student = await newContext(MOBILE);
  await registerStudent(student.context, `Siswa Bayar ${unique}`, `bayar-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);

  // confirm → apply → propose → choose, through the API (lifecycle.e2e.test.ts walks these pages)
  expect((await postAs(admin.context, `/api/admin/pesanan/${kode}/konfirmasi`, {})).status()).toBe(200);
  expect((await postAs(teacher.context, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap' })).status()).toBe(201);
  const applicants = (await (
    await admin.context.request.get(`/api/admin/pesanan/${kode}/pelamar`, { headers: XHR })
  ).json()) as { data: { lamaran_id: number }[] };
  const lamaranId = applicants.data[0]?.lamaran_id;
  expect(
    (await postAs(admin.context, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] })).status(),
  ).toBe(200);
  expect((await postAs(student.context, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId })).status()).toBe(
    200,
  );

  const page = student.page;
  await gotoReady(page, `/siswa/pesanan/${kode}`);
  await expect(page.getByRole('heading', { name: 'Pembayaran Online' })).toBeVisible();
  await page.getByRole('radio', { name: 'Virtual Account BCA' }).check();
  await page.getByRole('button', { name: 'Bayar dengan Virtual Account BCA' }).click();
  const charge = page.getByRole('group', { name: 'Tagihan Virtual Account BCA' });
  await expect(charge.getByRole('button', { name: 'Salin nomor virtual account' })).toBeVisible();
  const vaNumber = (await charge.getByTestId('va-number').textContent())?.trim() ?? '';
  expect(vaNumber).toMatch(/^\d{8,}$/);

  await payVirtualAccount(vaNumber);
  await expect(page.getByText('Lunas', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.order-status')).toContainText('Aktif');

  // the admin's order page lists the charge
  await gotoReady(admin.page, `/admin/pesanan/${kode}`);
  const charges = admin.page.getByRole('region', { name: 'Pembayaran Online' });
  await expect(charges.getByText('Virtual Account BCA')).toBeVisible();
  await expect(charges.getByText('Lunas')).toBeVisible();

  // cancelled before its first meeting: the dialog says where the money goes
  await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batalkan pesanan?' });
  await expect(dialog).toContainText('dikembalikan manual oleh admin');
  await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.locator('.order-status')).toContainText('Dibatalkan');
  await expect(page.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pengembalian Dana' })).toContainText(
    'Dikembalikan manual oleh admin; admin akan menghubungi Anda.',
  );
  // its schedule no longer reads as lessons to come, here and on the desk
  await expect(page.getByRole('region', { name: 'Jadwal Les' })).toContainText(
    'Pesanan ini dibatalkan: jadwal di bawah ini tidak dilaksanakan.',
  );

  // the admin's page marks the payment for a manual refund; the teacher is told
  await gotoReady(admin.page, `/admin/pesanan/${kode}`);
  await expect(charges.getByText('Perlu dikembalikan manual oleh admin')).toBeVisible();
  await expect(admin.page.getByRole('region', { name: 'Jadwal' })).toContainText(
    'Pesanan ini dibatalkan: jadwal di bawah ini tidak dilaksanakan.',
  );
  await gotoReady(teacher.page, '/notifikasi');
  await expect(
    teacher.page
      .locator('main')
      .getByText(`Pesanan ${kode} dibatalkan sebelum pertemuan pertama. Semua pertemuannya tidak jadi dilaksanakan.`),
  ).toBeVisible();
});

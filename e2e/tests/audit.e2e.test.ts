/**
 * The audit log (issue 47) in the composed site: the admin confirms an order on the desk, then finds
 * that act on /admin/audit by its object (with their name, the action and the move it made), at 1280
 * and at 375 px.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { placeOrderThroughApi, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);

test('the admin confirms an order and reads that act on the audit log', async () => {
  const student = await newContext(MOBILE);
  await registerStudent(student.context, `Siswa Audit ${unique}`, `audit-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);

  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  await gotoReady(admin.page, `/admin/pesanan/${kode}`);
  await waitForMainHeading(admin.page, `Pesanan ${kode}`);
  await admin.page.getByRole('button', { name: 'Konfirmasi Pesanan' }).click();
  await expect(admin.page.getByText('Pesanan dikonfirmasi dan kini tampil sebagai lowongan untuk guru.')).toBeVisible();

  await gotoReady(admin.page, '/admin/audit');
  await waitForMainHeading(admin.page, 'Log Audit');
  await admin.page.getByLabel('Objek').selectOption({ label: 'Pesanan' });
  await admin.page.getByRole('button', { name: 'Terapkan' }).click();
  const row = admin.page.getByRole('row').filter({ hasText: `Pesanan ${kode}` });
  await expect(row).toContainText('Pesanan dikonfirmasi');
  await expect(row).toContainText('(Admin)');
  await expect(row).toContainText('status: menunggu_konfirmasi → mencari_guru');
  await expect(row).toContainText('WIB');

  // at a phone's width the same row reads as a card, nothing cut off sideways
  await admin.page.setViewportSize(MOBILE);
  await expect(row).toBeVisible();
  const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * Perpanjang paket (issue 26), across four browser contexts: a student who came with a friend's
 * referral code renews a paid order from its page; the renewal is priced without the registration
 * fee, offered to the same teacher, who accepts it on their week; the student is then asked to pay
 * and the admin to record it; the friend's ledger shows the 5%.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { payOrderThroughApi, registerVerifiedTeacher } from '../src/lessons';
import { placeOrderThroughApi, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);

test('renews a paid order without the registration fee, offers it to the same teacher, and pays the referrer 5%', async () => {
  // four people walk the renewal through their pages on a busy 2-core machine
  test.setTimeout(180_000);
  const friend = await newContext();
  const { kodeReferral } = await registerStudent(
    friend.context,
    `Teman Panjang ${unique}`,
    `teman-panjang-${unique}@contoh.id`,
  );
  const student = await newContext(MOBILE);
  await registerStudent(student.context, `Siswa Panjang ${unique}`, `panjang-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, kodeReferral);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const teacher = await newContext();
  await registerVerifiedTeacher(
    teacher.context,
    admin.context,
    `Guru Panjang ${unique}`,
    `guru-panjang-${unique}@contoh.id`,
  );
  await payOrderThroughApi(kode, { student: student.context, teacher: teacher.context, admin: admin.context });

  // The first order carries the registration fee; "Perpanjang Paket" opens the renewal pre-filled.
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  await expect(student.page.locator('main').getByRole('table').getByText('Biaya pendaftaran')).toBeVisible();
  await student.page.getByRole('link', { name: 'Perpanjang Paket' }).click();
  await waitForMainHeading(student.page, 'Perpanjang Paket');
  const facts = student.page.getByRole('region', { name: `Detail les dari pesanan ${kode}` });
  await expect(facts.getByText('Fisika', { exact: true })).toBeVisible();
  await expect(facts.getByText('Senin 16:00, Rabu 16:00, Jumat 16:00')).toBeVisible();
  await student.page.getByRole('radio', { name: /^Super \(/ }).check();
  // The server's price is on the page before anything is sent: the package, no registration fee, the total.
  const price = student.page.getByRole('region', { name: 'Rincian Biaya' });
  await expect(price.getByText(/^Paket Super \(/)).toBeVisible();
  const previewTotal = (await price.getByRole('row', { name: /Total/ }).textContent()) ?? '';
  expect(previewTotal).toMatch(/Rp\s?[\d.]+/);
  await expect(price.getByText('Biaya pendaftaran')).toHaveCount(0);
  await student.page.getByRole('button', { name: 'Kirim Perpanjangan' }).click();

  // The renewal: its own order, no registration fee, offered to the same teacher first.
  await expect(student.page.getByText(/Perpanjangan terkirim/)).toBeVisible();
  const heading = await waitForMainHeading(student.page);
  const renewal = heading.replace('Pesanan ', '').trim();
  expect(renewal).not.toBe(kode);
  await expect(student.page.getByText(new RegExp(`Ditawarkan dulu ke Guru Panjang ${unique}`))).toBeVisible();
  await expect(student.page.locator('main').getByRole('table').getByText('Total')).toBeVisible();
  await expect(student.page.locator('main').getByRole('table').getByText('Biaya pendaftaran')).toHaveCount(0);
  // the order costs what the page showed before sending
  expect(await student.page.locator('main').getByRole('table').getByRole('row', { name: /Total/ }).textContent()).toBe(
    previewTotal,
  );

  // The admin's desk says whose answer the renewal waits for, in the list and on its page.
  await gotoReady(admin.page, '/admin/pesanan?status=mencari_guru');
  const deskRow = admin.page.getByRole('row').filter({ has: admin.page.getByRole('link', { name: renewal }) });
  await expect(deskRow.getByText(new RegExp(`Menunggu jawaban Guru Panjang ${unique} sampai`))).toBeVisible();
  await gotoReady(admin.page, `/admin/pesanan/${renewal}`);
  await expect(
    admin.page.getByRole('region', { name: 'Perpanjangan' }).getByText(new RegExp(`menunggu jawabannya sampai`)),
  ).toBeVisible();

  // The teacher sees the count from any of their pages, then accepts on their week.
  await gotoReady(teacher.page, '/guru/honor');
  await teacher.page
    .getByRole('navigation', { name: 'Halaman guru' })
    .getByRole('link', { name: 'Jadwal Mengajar 1 tawaran perpanjangan menunggu jawaban Anda' })
    .click();
  await waitForMainHeading(teacher.page, 'Jadwal Mengajar');
  await expect(teacher.page.getByRole('article', { name: `Tawaran ${renewal}` })).toBeVisible();
  await teacher.page.getByRole('button', { name: `Terima tawaran ${renewal}` }).click();
  await expect(
    teacher.page.getByText('Tawaran perpanjangan diterima. Pesanan menunggu pembayaran siswa.'),
  ).toBeVisible();

  // Accepted: the student is asked to pay (bell and order page, 375 px), the admin to record it (1280 px).
  const teacherName = `Guru Panjang ${unique}`;
  await gotoReady(student.page, '/notifikasi');
  await expect(
    student.page
      .getByRole('main')
      .getByText(`${teacherName} menerima perpanjangan pesanan ${renewal}. Silakan bayar cicilan pertama`, {
        exact: false,
      }),
  ).toBeVisible();
  await gotoReady(student.page, `/siswa/pesanan/${renewal}`);
  await waitForMainHeading(student.page, `Pesanan ${renewal}`);
  await expect(student.page.getByRole('heading', { name: 'Pembayaran Online' })).toBeVisible();
  await gotoReady(admin.page, '/notifikasi');
  await expect(
    admin.page
      .getByRole('main')
      .getByText(`${teacherName} menerima perpanjangan pesanan ${renewal}. Catat pembayaran pertamanya.`),
  ).toBeVisible();
  await gotoReady(admin.page, `/admin/pesanan/${renewal}`);
  await expect(
    admin.page.getByRole('region', { name: 'Tindakan' }).getByRole('button', { name: 'Catat Pembayaran' }),
  ).toBeVisible();

  // The friend's ledger has the renewal's 5% commission.
  await gotoReady(friend.page, '/referral/saya');
  const row = friend.page
    .locator('main')
    .getByRole('table', { name: 'Daftar komisi referral' })
    .getByRole('row')
    .filter({ hasText: renewal });
  await expect(row.getByText('5%', { exact: true })).toBeVisible();
});

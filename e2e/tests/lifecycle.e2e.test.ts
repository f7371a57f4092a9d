/**
 * From order to lesson, and the referral money, across four browser contexts (issues 13 and 14):
 * a student orders with a friend's code, the admin confirms, a verified teacher sees the opening
 * with its fit score and applies, the admin proposes, the student picks, the admin records the
 * payment, every party sees the new state, and the friend's commission is paid out.
 */
import { test, expect } from '@playwright/test';
import { DEMO_TEACHER, E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { placeOrderThroughApi, registerStudent } from '../src/orders';
import { gotoReady, reloadReady } from '../src/ready';

const newContext = peopleInOneBrowser();

const unique = Date.now().toString(36);

test('takes an order from confirmation to an active lesson, and pays the referrer', async () => {
  test.setTimeout(300_000);
  // A friend with an account shares their code; a new student orders with it.
  const friend = await newContext(MOBILE);
  const { kodeReferral } = await registerStudent(friend.context, `Teman Uji ${unique}`, `teman-${unique}@contoh.id`);
  await gotoReady(friend.page, '/referral/saya');
  await waitForMainHeading(friend.page, 'Referral Saya');
  expect(await friend.page.locator('main').getByLabel('Kode referral Anda').inputValue()).toBe(kodeReferral);

  const student = await newContext(MOBILE);
  await registerStudent(student.context, `Siswa Alur ${unique}`, `alur-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, kodeReferral);

  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  await gotoReady(admin.page, `/admin/pesanan/${kode}`);
  await waitForMainHeading(admin.page, `Pesanan ${kode}`);
  await admin.page.getByRole('button', { name: 'Konfirmasi Pesanan' }).click();
  await expect(admin.page.getByText('Pesanan dikonfirmasi dan kini tampil sebagai lowongan untuk guru.')).toBeVisible();

  // The teacher finds the opening by its code, sees the fit score, and applies.
  const teacher = await newContext();
  await logInContext(teacher.context, DEMO_TEACHER);
  const teacherName = ((await (await teacher.context.request.get('/api/auth/me')).json()) as { data: { nama: string } })
    .data.nama;
  await gotoReady(teacher.page, '/guru/loker-mengajar');
  await waitForMainHeading(teacher.page, 'Loker Mengajar');
  await teacher.page.getByRole('tab', { name: 'Cari Kode' }).click();
  await teacher.page.getByLabel('Kode Pemesanan').fill(kode);
  await teacher.page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(teacher.page.getByText(`Hasil pencarian kode ${kode}`)).toBeVisible();
  await expect(teacher.page.getByText(/Kecocokan \d+ dari 100/).first()).toBeVisible();
  await teacher.page.getByRole('button', { name: `Apply ${kode}` }).click();
  await teacher.page.getByLabel('Catatan untuk admin (opsional)').fill('Saya lulusan Fisika dan siap mengajar.');
  await teacher.page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(
    teacher.page.getByText('Lamaran terkirim. Admin akan menghubungi Anda bila Anda diusulkan ke siswa.'),
  ).toBeVisible();
  await expect(teacher.page.getByText('Sudah Apply').first()).toBeVisible();

  // The admin proposes the applicant; the student picks them.
  await reloadReady(admin.page);
  await admin.page.getByRole('checkbox', { name: `Usulkan ${teacherName}` }).check();
  await admin.page.getByRole('button', { name: 'Usulkan Guru' }).click();
  await expect(admin.page.getByText('Guru diusulkan ke siswa.')).toBeVisible();

  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await expect(student.page.getByRole('heading', { name: 'Pilih Guru Anda' })).toBeVisible();
  await student.page.getByRole('button', { name: `Pilih guru ini: ${teacherName}` }).click();
  await student.page.getByRole('button', { name: `Ya, pilih ${teacherName}` }).click();
  await expect(student.page.getByRole('heading', { name: 'Pembayaran Online' })).toBeVisible();

  // The admin records the first instalment (prefilled): the order is active for everyone.
  await reloadReady(admin.page);
  await expect(admin.page.getByLabel('Jumlah pembayaran (Rp)')).toBeVisible();
  await admin.page.getByRole('button', { name: 'Catat Pembayaran' }).click();
  await expect(admin.page.getByText('Pembayaran dicatat.')).toBeVisible();

  await gotoReady(student.page, '/siswa/dashbord');
  await expect(student.page.locator('main').getByRole('link', { name: new RegExp(kode) })).toBeVisible();
  await expect(student.page.locator('main').getByText('Aktif', { exact: true }).first()).toBeVisible();
  await gotoReady(teacher.page, '/guru/loker-mengajar-my-application');
  await waitForMainHeading(teacher.page, 'Loker Sudah Apply');
  await expect(
    teacher.page.locator('main').getByRole('article').filter({ hasText: kode }).getByText('Diterima', { exact: true }),
  ).toBeVisible();

  // The friend's commission is claimable now; they ask for it and the admin pays it.
  await reloadReady(friend.page);
  const friendMain = friend.page.locator('main');
  await expect(
    friendMain.getByRole('table', { name: 'Daftar komisi referral' }).getByText('Dapat diklaim', { exact: true }),
  ).toBeVisible();
  await friendMain.getByLabel('Nama bank').fill('BCA');
  await friendMain.getByLabel('Nomor rekening').fill('1234567890');
  await friendMain.getByLabel('Nama pemilik rekening').fill(`Teman Uji ${unique}`);
  await friendMain.getByRole('button', { name: 'Cairkan' }).click();
  await expect(
    friendMain.getByText('Permintaan pencairan terkirim. Komisi dibayar paling lambat 7 hari setelah permintaan.'),
  ).toBeVisible();

  await gotoReady(admin.page, '/admin/pencairan');
  await waitForMainHeading(admin.page, 'Pencairan Honor & Komisi');
  await admin.page.getByRole('button', { name: `Tandai Dibayar: Teman Uji ${unique}` }).click();
  await admin.page.getByRole('button', { name: 'Ya, sudah dibayar' }).click();
  await expect(admin.page.getByText(new RegExp(`untuk Teman Uji ${unique} ditandai dibayar\\.`))).toBeVisible();

  await reloadReady(friend.page);
  await expect(
    friendMain.getByRole('table', { name: 'Daftar komisi referral' }).getByText('Dibayar', { exact: true }),
  ).toBeVisible();
  // Four parties and about forty page steps: a bound for a hung run on a busy two-core machine, not a speed goal.
});

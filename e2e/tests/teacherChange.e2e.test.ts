/**
 * Ganti guru (issue 26), across four browser contexts: the student asks for another teacher on the
 * order's page, a second teacher finds the opening with its remaining meetings and applies, the
 * student picks them, and the meetings move from the first teacher's week to the second's.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { payOrderThroughApi, registerVerifiedTeacher, weeksAhead } from '../src/lessons';
import { jakartaDate, placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady, reloadReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('gives the remaining meetings to a second teacher after the student changes teacher', async () => {
  const student = await newContext(MOBILE);
  const studentName = `Siswa Ganti ${unique}`;
  await registerStudent(student.context, studentName, `ganti-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const first = await newContext();
  await registerVerifiedTeacher(
    first.context,
    admin.context,
    `Guru Pertama ${unique}`,
    `guru-pertama-${unique}@contoh.id`,
  );
  await payOrderThroughApi(kode, { student: student.context, teacher: first.context, admin: admin.context });
  const meetings = (await (await student.context.request.get(`/api/pesanan/${kode}/pertemuan`)).json()) as {
    data: { items: { tanggal: string }[] };
  };
  const firstDate = meetings.data.items[0]?.tanggal;
  if (!firstDate) throw new Error('the paid order has no meetings');

  // The student asks for another teacher with a reason and confirms.
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  await student.page.getByRole('button', { name: 'Ganti Guru' }).click();
  await student.page.getByLabel('Alasan ganti guru').fill('Jadwal guru sering berubah');
  await student.page.getByRole('button', { name: 'Lanjutkan' }).click();
  await student.page
    .getByRole('dialog', { name: 'Ganti guru?' })
    .getByRole('button', { name: 'Ya, ganti guru' })
    .click();
  await expect(
    student.page.getByText(
      'Permintaan ganti guru terkirim. Pesanan kembali mencari guru untuk pertemuan yang tersisa.',
    ),
  ).toBeVisible();
  await expect(student.page.getByText('Mencari guru', { exact: true }).first()).toBeVisible();

  // A second teacher finds the opening by its code, with the meetings left, and applies.
  const second = await newContext();
  const secondName = `Guru Kedua ${unique}`;
  await registerVerifiedTeacher(second.context, admin.context, secondName, `guru-kedua-${unique}@contoh.id`);
  await gotoReady(second.page, '/guru/loker-mengajar');
  await waitForMainHeading(second.page, 'Loker Mengajar');
  await second.page.getByRole('tab', { name: 'Cari Kode' }).click();
  await second.page.getByLabel('Kode Pemesanan').fill(kode);
  await second.page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(second.page.getByText(`Hasil pencarian kode ${kode}`)).toBeVisible();
  await expect(second.page.getByText('4 pertemuan tersisa')).toBeVisible();
  await second.page.getByRole('button', { name: `Apply ${kode}` }).click();
  await second.page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(
    second.page.getByText('Lamaran terkirim. Admin akan menghubungi Anda bila Anda diusulkan ke siswa.'),
  ).toBeVisible();

  // The admin proposes them (the desk's pages have their own test); the student picks them on the page.
  const applicants = (await (
    await admin.context.request.get(`/api/admin/pesanan/${kode}/pelamar`, { headers: XHR })
  ).json()) as { data: { lamaran_id: number; guru: { nama: string } }[] };
  const lamaranId = applicants.data.find((applicant) => applicant.guru.nama === secondName)?.lamaran_id;
  if (lamaranId === undefined) throw new Error('the second teacher is not among the applicants');
  expect(
    (await postAs(admin.context, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] })).status(),
  ).toBe(200);
  await reloadReady(student.page);
  await student.page.getByRole('button', { name: `Pilih guru ini: ${secondName}` }).click();
  await student.page.getByRole('button', { name: `Ya, pilih ${secondName}` }).click();
  await expect(student.page.getByRole('listitem', { name: 'Pertemuan 1' })).toBeVisible();
  await expect(student.page.getByText('Aktif', { exact: true }).first()).toBeVisible();

  // The meetings are in the second teacher's week and gone from the first teacher's.
  const weekOfFirstMeeting = async (page: typeof first.page) => {
    await gotoReady(page, '/guru/jadwal');
    await waitForMainHeading(page, 'Jadwal Mengajar');
    for (let week = 0; week < weeksAhead(firstDate, jakartaDate(0)); week += 1)
      await page.getByRole('button', { name: 'Minggu berikutnya' }).click();
  };
  await weekOfFirstMeeting(second.page);
  await expect(second.page.getByRole('article', { name: `16:00 WIB · ${studentName}` }).first()).toBeVisible();
  await weekOfFirstMeeting(first.page);
  await expect(first.page.getByText(/Tidak ada pertemuan minggu ini|Tidak ada pertemuan/).first()).toBeVisible();
  await expect(first.page.getByRole('article', { name: `16:00 WIB · ${studentName}` })).toHaveCount(0);
});

/**
 * Ganti guru (issue 26), across four browser contexts: the student asks for another teacher on the
 * order's page, a second teacher finds the opening with its remaining meetings and applies, the
 * student picks them, and the meetings move from the first teacher's week to the second's. The
 * first teacher's calendar feed keeps the lost lessons as CANCELLED (same UIDs) and he is told; the
 * admin is told and reads the student's reason on the order's page; neither the desk nor his board
 * offers him for the opening again.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { feedEvents, feedUrlOn, statusByUid } from '../src/calendarFeed';
import { peopleInOneBrowser } from '../src/contexts';
import { payOrderThroughApi, registerVerifiedTeacher, weeksAhead } from '../src/lessons';
import { jakartaDate, placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady, reloadReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('gives the remaining meetings to a second teacher after the student changes teacher', async () => {
  // four to five people walk the whole change through their pages on a busy 2-core machine
  test.setTimeout(240_000);
  const student = await newContext(MOBILE);
  const studentName = `Siswa Ganti ${unique}`;
  await registerStudent(student.context, studentName, `ganti-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const first = await newContext();
  const firstName = `Guru Pertama ${unique}`;
  await registerVerifiedTeacher(first.context, admin.context, firstName, `guru-pertama-${unique}@contoh.id`);
  await payOrderThroughApi(kode, { student: student.context, teacher: first.context, admin: admin.context });
  const meetings = (await (await student.context.request.get(`/api/pesanan/${kode}/pertemuan`)).json()) as {
    data: { items: { id: number; tanggal: string }[] };
  };
  const firstDate = meetings.data.items[0]?.tanggal;
  if (!firstDate) throw new Error('the paid order has no meetings');
  const uids = meetings.data.items.map((meeting) => `pertemuan-${meeting.id}@pintarprivat.id`);
  const allAre = (status: string) => uids.map(() => status);

  // Both calendar feeds, from the links on their pages, list the four lessons as happening (stamped in UTC).
  await gotoReady(first.page, '/guru/jadwal');
  await waitForMainHeading(first.page, 'Jadwal Mengajar');
  const firstFeed = await feedUrlOn(first.page);
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  const studentFeed = await feedUrlOn(student.page);
  const before = await feedEvents(firstFeed);
  expect(statusByUid(before, uids)).toEqual(allAre('CONFIRMED'));
  for (const event of before) expect(event.dtstamp).toMatch(/^\d{8}T\d{6}Z$/);
  expect(statusByUid(await feedEvents(studentFeed), uids)).toEqual(allAre('CONFIRMED'));

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

  // The first teacher's phone removes the lessons (same UIDs, CANCELLED); the student's wait for a teacher.
  expect(statusByUid(await feedEvents(firstFeed), uids)).toEqual(allAre('CANCELLED'));
  expect(statusByUid(await feedEvents(studentFeed), uids)).toEqual(allAre('TENTATIVE'));
  // He is told, and his board no longer offers the opening as "Sudah Apply".
  await gotoReady(first.page, '/notifikasi');
  await expect(
    first.page.getByRole('main').getByText(`Siswa pesanan ${kode} meminta ganti guru.`, { exact: false }),
  ).toBeVisible();
  await gotoReady(first.page, '/guru/loker-mengajar');
  await waitForMainHeading(first.page, 'Loker Mengajar');
  await first.page.getByRole('tab', { name: 'Cari Kode' }).click();
  await first.page.getByLabel('Kode Pemesanan').fill(kode);
  await first.page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(first.page.getByText('Data tidak ditemukan / kosong')).toBeVisible();
  await expect(first.page.getByRole('main').getByText('Sudah Apply', { exact: true })).toHaveCount(0);
  // The admin is told with the student's reason, which the order's page shows (1280 and 375 px),
  // and the desk offers the replaced teacher to nobody.
  await gotoReady(admin.page, '/notifikasi');
  await expect(
    admin.page.getByRole('main').getByText(`Alasan: Jadwal guru sering berubah`, { exact: false }),
  ).toBeVisible();
  const adminMobile = await newContext(MOBILE);
  await logInContext(adminMobile.context, E2E_ADMIN);
  for (const desk of [admin.page, adminMobile.page]) {
    await gotoReady(desk, `/admin/pesanan/${kode}`);
    await waitForMainHeading(desk, `Pesanan ${kode}`);
    await expect(
      desk.getByRole('region', { name: 'Ganti guru' }).getByText('Jadwal guru sering berubah'),
    ).toBeVisible();
    await expect(desk.getByText('Belum ada guru yang melamar')).toBeVisible();
    await expect(desk.getByRole('checkbox', { name: `Usulkan ${firstName}` })).toHaveCount(0);
  }

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
  // the replaced teacher's closed application is not counted as an applicant of the opening
  await expect(second.page.getByText('0 guru apply')).toBeVisible();
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

  // The feeds after the hand-over: the first teacher's keeps them cancelled, the second's lists them.
  expect(statusByUid(await feedEvents(firstFeed), uids)).toEqual(allAre('CANCELLED'));
  await gotoReady(second.page, '/guru/jadwal');
  await waitForMainHeading(second.page, 'Jadwal Mengajar');
  expect(statusByUid(await feedEvents(await feedUrlOn(second.page)), uids)).toEqual(allAre('CONFIRMED'));
  expect(statusByUid(await feedEvents(studentFeed), uids)).toEqual(allAre('CONFIRMED'));

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

/**
 * Changes after the first payment (issue 26), across three browser contexts: a student proposes a
 * new time for a meeting, the teacher agrees on their week, and the meeting moves on both pages.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { payOrderThroughApi, registerVerifiedTeacher, weeksAhead } from '../src/lessons';
import { jakartaDate, placeOrderThroughApi, registerStudent } from '../src/orders';
import { gotoReady, reloadReady } from '../src/ready';

const newContext = peopleInOneBrowser();

const unique = Date.now().toString(36);

test('moves a meeting once the student proposes a new time and the teacher agrees', async () => {
  const student = await newContext(MOBILE);
  const studentName = `Siswa Ubah ${unique}`;
  await registerStudent(student.context, studentName, `ubah-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const teacher = await newContext();
  await registerVerifiedTeacher(teacher.context, admin.context, `Guru Ubah ${unique}`, `guru-ubah-${unique}@contoh.id`);
  await payOrderThroughApi(kode, { student: student.context, teacher: teacher.context, admin: admin.context });
  const meetings = (await (await student.context.request.get(`/api/pesanan/${kode}/pertemuan`)).json()) as {
    data: { items: { tanggal: string; jam: string }[] };
  };
  const first = meetings.data.items[0];
  if (!first) throw new Error('the paid order has no meetings');

  // The student proposes the same day (a lesson day, so no holiday) two hours later.
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  const meetingOne = student.page.getByRole('listitem', { name: 'Pertemuan 1' });
  await meetingOne.getByRole('button', { name: 'Ubah jadwal pertemuan 1' }).click();
  const form = student.page.getByRole('form', { name: 'Ubah jadwal pertemuan 1' });
  await form.getByLabel('Tanggal baru').fill(first.tanggal);
  await form.getByLabel('Jam').selectOption('18');
  await form.getByRole('button', { name: 'Kirim usulan' }).click();
  await expect(meetingOne.getByText(/Usulan siswa: .* pukul 18\.00 WIB\. Menunggu jawaban guru\./)).toBeVisible();

  // The teacher sees it in the meeting's week, counted as waiting, and agrees.
  await gotoReady(teacher.page, '/guru/jadwal');
  await waitForMainHeading(teacher.page, 'Jadwal Mengajar');
  for (let week = 0; week < weeksAhead(first.tanggal, jakartaDate(0)); week += 1) {
    await teacher.page.getByRole('button', { name: 'Minggu berikutnya' }).click();
  }
  await expect(
    teacher.page.getByText('1 usulan ubah jadwal dari siswa menunggu jawaban Anda minggu ini.'),
  ).toBeVisible();
  await teacher.page.getByRole('button', { name: 'Setujui ubah jadwal pertemuan 1' }).click();
  await expect(teacher.page.getByRole('article', { name: `18:00 WIB · ${studentName}` })).toBeVisible();
  await expect(teacher.page.getByText(/usulan ubah jadwal dari siswa/)).toHaveCount(0);

  // The student's page shows the meeting at its new time.
  await reloadReady(student.page);
  await expect(student.page.getByRole('listitem', { name: 'Pertemuan 1' }).getByText(/pukul 18\.00 WIB/)).toBeVisible();
  await expect(student.page.getByRole('listitem', { name: 'Pertemuan 1' }).getByText(/Usulan/)).toHaveCount(0);
});

/**
 * The lessons after the first payment (issue 25), on the production build: a paid order's teacher
 * reports a meeting that has started (issue 43: from "Belum dilaporkan", shown above any week), the
 * student confirms it and sisa pertemuan goes down; the student's calendar feed answers
 * text/calendar with the order's meetings. An Online order's meetings open their video room on
 * both sides and in both calendar feeds; an empty week points to the teacher's next meeting; the
 * teaching teacher's steps stand at "Mengajar".
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_TEACHER, E2E_ADMIN, logInContext } from '../src/accounts';
import { DESKTOP, MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { moveMeeting, payOrderThroughApi, registerVerifiedTeacher } from '../src/lessons';
import { jakartaDate, placeOrderThroughApi, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();

const unique = Date.now().toString(36);
/** Not the lifecycle test's Monday/Wednesday/Friday 16:00: the demo teacher is never booked twice. */
const TUESDAY_THURSDAY_EVENING = [
  { hari: 'Selasa', jam: '19:00' },
  { hari: 'Kamis', jam: '19:00' },
];
/** This student's meeting 1 among the teacher's meetings passed unreported. */
const unreportedOf = (main: Locator, studentName: string) =>
  main
    .getByRole('list', { name: 'Pertemuan belum dilaporkan' })
    .getByRole('button', { name: `Laporkan pertemuan 1 ${studentName}` });

test('reports a started meeting, the student confirms it, sisa pertemuan goes down, and the calendar feed lists the meetings', async () => {
  test.setTimeout(300_000);
  const studentName = `Siswa Les ${unique}`;
  const student = await newContext(MOBILE);
  await registerStudent(student.context, studentName, `les-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null, TUESDAY_THURSDAY_EVENING);
  const teacher = await newContext();
  await logInContext(teacher.context, DEMO_TEACHER);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  await payOrderThroughApi(kode, { student: student.context, teacher: teacher.context, admin: admin.context });

  // The first meeting took place yesterday evening (moved in the database: it cannot be reported before it starts).
  moveMeeting(kode, 1, jakartaDate(-1));

  // Before the report: the student sees the teacher and every meeting left.
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  const studentMain = student.page.locator('main');
  await expect(studentMain.getByRole('region', { name: 'Guru Anda' })).toBeVisible();
  await expect(studentMain.getByText('Sisa pertemuan: 4 dari 4')).toBeVisible();

  // The teacher finds it under "Belum dilaporkan" whatever week is shown, and reports it there.
  const teacherMain = teacher.page.locator('main');
  for (const viewport of [MOBILE, DESKTOP]) {
    await teacher.page.setViewportSize(viewport);
    await gotoReady(teacher.page, '/guru/jadwal');
    await waitForMainHeading(teacher.page, 'Jadwal Mengajar');
    // a week later than the meeting's: the section is still first on the page
    await teacherMain.getByRole('button', { name: 'Minggu berikutnya' }).click();
    await expect(unreportedOf(teacherMain, studentName)).toBeVisible();
  }
  const unreported = teacherMain.getByRole('region', { name: /^Belum dilaporkan \(\d+\)$/ });
  await unreported.getByRole('button', { name: `Laporkan pertemuan 1 ${studentName}` }).click();
  await teacherMain.getByLabel('Topik yang diajarkan').fill('Hukum Newton');
  await teacherMain
    .getByLabel('Catatan perkembangan siswa')
    .fill('Sudah memahami hukum pertama, perlu latihan soal hukum kedua.');
  await teacherMain.getByRole('button', { name: 'Kirim laporan' }).click();
  // reported: the list refreshes without it
  await expect(unreportedOf(teacherMain, studentName)).toHaveCount(0);

  // The student reads the report and confirms it: one meeting fewer is left.
  await student.page.reload();
  await expect(studentMain.getByText('1 laporan pertemuan menunggu konfirmasi Anda', { exact: false })).toBeVisible();
  const first = studentMain.getByRole('listitem', { name: 'Pertemuan 1' });
  await expect(first.getByText('Sudah memahami hukum pertama, perlu latihan soal hukum kedua.')).toBeVisible();
  await first.getByRole('button', { name: 'Konfirmasi pertemuan 1' }).click();
  await expect(studentMain.getByText('Sisa pertemuan: 3 dari 4')).toBeVisible();
  await expect(first.getByText('Selesai', { exact: true })).toBeVisible();

  await gotoReady(student.page, '/siswa/dashbord');
  const card = studentMain
    .getByRole('listitem')
    .filter({ has: student.page.getByRole('link', { name: `Pesanan ${kode}` }) });
  await expect(card.getByText('3 pertemuan', { exact: true })).toBeVisible();

  // The student's private calendar feed: the link on the page, text/calendar, one event per meeting.
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  const feedUrl = await studentMain.getByRole('link', { name: 'Tambahkan ke kalender' }).getAttribute('href');
  expect(feedUrl).toMatch(/\/api\/kalender\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await fetch(feedUrl as string);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  // RFC 5545 folds long lines: unfold before reading
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  expect(ics).toContain(kode);
  expect(ics).toContain('Asia/Jakarta');
});

test("an Online order's meetings open their video room on both sides and in both feeds; an empty week points to the next meeting", async () => {
  test.setTimeout(300_000);
  const studentName = `Siswa Online ${unique}`;
  const teacherName = `Guru Online ${unique}`;
  const student = await newContext(MOBILE);
  await registerStudent(student.context, studentName, `online-${unique}@contoh.id`);
  const teacher = await newContext();
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  // a fresh teacher: no other suite's meetings in their weeks
  await registerVerifiedTeacher(teacher.context, admin.context, teacherName, `guru-online-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null, TUESDAY_THURSDAY_EVENING, 'Online');
  await payOrderThroughApi(kode, { student: student.context, teacher: teacher.context, admin: admin.context });

  // The student's meeting 1 has its room, at 375 and 1280 px.
  await gotoReady(student.page, `/siswa/pesanan/${kode}`);
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  const studentRoom = student.page
    .locator('main')
    .getByRole('listitem', { name: 'Pertemuan 1' })
    .getByRole('link', { name: 'Masuk kelas online, pertemuan 1' });
  await expect(studentRoom).toBeVisible();
  const room = await studentRoom.getAttribute('href');
  expect(room).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
  await student.page.setViewportSize(DESKTOP);
  await expect(studentRoom).toBeVisible();

  // The teacher: a week without meetings names the next one and goes there; the same room is on its card.
  const teacherMain = teacher.page.locator('main');
  for (const viewport of [MOBILE, DESKTOP]) {
    await teacher.page.setViewportSize(viewport);
    await gotoReady(teacher.page, '/guru/jadwal');
    await waitForMainHeading(teacher.page, 'Jadwal Mengajar');
    await teacherMain.getByRole('button', { name: 'Minggu sebelumnya' }).click();
    await expect(teacherMain.getByText(/^Pertemuan berikutnya: .* WIB dengan /)).toContainText(studentName);
    await expect(teacherMain.getByText(/Pertemuan muncul di sini setelah/)).toHaveCount(0);
    await teacherMain.getByRole('button', { name: /^Lihat minggu / }).click();
    const teacherRoom = teacherMain
      .getByRole('list', { name: 'Hari dalam minggu ini' })
      .getByRole('link', { name: `Masuk kelas online, pertemuan 1 ${studentName}` });
    await expect(teacherRoom).toBeVisible();
    expect(await teacherRoom.getAttribute('href')).toBe(room);
  }

  // Both calendar feeds put the room in the meeting's event (URL and LOCATION).
  const feedOf = async (page: Page) => {
    const url = await page.locator('main').getByRole('link', { name: 'Tambahkan ke kalender' }).getAttribute('href');
    const feed = await fetch(url as string);
    expect(feed.status).toBe(200);
    return (await feed.text()).replace(/\r\n[ \t]/g, '');
  };
  for (const ics of [await feedOf(teacher.page), await feedOf(student.page)]) {
    expect(ics).toContain(`\r\nURL;VALUE=URI:${room}\r\n`);
    expect(ics).toContain(`\r\nLOCATION:${room}\r\n`);
  }

  // Teaching now: the teacher's steps stand at "Mengajar", not at reading new students.
  await gotoReady(teacher.page, '/guru/profil');
  await waitForMainHeading(teacher.page, 'Profil Guru');
  const steps = teacherMain
    .getByRole('region', { name: 'Pendaftaran Pengajar' })
    .getByRole('list', { name: 'Langkah menjadi pengajar' })
    .getByRole('listitem');
  await expect(steps.nth(9)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(9)).toContainText('Mengajar');
  await expect(steps.nth(5)).toContainText('Selesai');
});

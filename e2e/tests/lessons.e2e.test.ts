/**
 * The lessons after the first payment (issue 25), on the production build: a paid order's teacher
 * reports a meeting that has started, the student confirms it and sisa pertemuan goes down; the
 * student's calendar feed answers text/calendar with the order's meetings.
 */
import { test, expect } from '@playwright/test';
import { DEMO_TEACHER, E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { moveMeeting, payOrderThroughApi } from '../src/lessons';
import { jakartaDate, placeOrderThroughApi, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();

const unique = Date.now().toString(36);
/** Not the lifecycle test's Monday/Wednesday/Friday 16:00: the demo teacher is never booked twice. */
const TUESDAY_THURSDAY_EVENING = [
  { hari: 'Selasa', jam: '19:00' },
  { hari: 'Kamis', jam: '19:00' },
];
/** Is today a Monday in Jakarta? Then yesterday is in the previous week of the teacher's page. */
const mondayInJakarta = () => new Date(Date.now() + 7 * 60 * 60 * 1000).getUTCDay() === 1;

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

  // The teacher reports it from their week.
  await gotoReady(teacher.page, '/guru/jadwal');
  await waitForMainHeading(teacher.page, 'Jadwal Mengajar');
  if (mondayInJakarta()) await teacher.page.getByRole('button', { name: 'Minggu sebelumnya' }).click();
  const teacherMain = teacher.page.locator('main');
  await teacherMain.getByRole('button', { name: `Laporkan pertemuan 1 ${studentName}` }).click();
  await teacherMain.getByLabel('Topik yang diajarkan').fill('Hukum Newton');
  await teacherMain
    .getByLabel('Catatan perkembangan siswa')
    .fill('Sudah memahami hukum pertama, perlu latihan soal hukum kedua.');
  await teacherMain.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(teacherMain.getByText('Laporan terkirim. Menunggu konfirmasi siswa.')).toBeVisible();
  await expect(
    teacherMain
      .getByRole('article', { name: `19:00 WIB · ${studentName}` })
      .filter({ hasText: 'Laporan: Hukum Newton' })
      .getByText('Menunggu konfirmasi siswa', { exact: true }),
  ).toBeVisible();

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

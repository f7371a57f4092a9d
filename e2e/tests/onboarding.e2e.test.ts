/**
 * Teacher onboarding (issue 29) in the composed site: a teacher registers, uploads a CV on
 * /guru/profil and follows the eleven steps; the admin walks them on /admin/guru through CV
 * screening, the interview and the micro teaching (scheduled, assessed) to verified; the teacher
 * sees each appointment with its calendar entry, and then appears in teacher search. Issue 43: the
 * micro-teaching form opens empty after the interview, the assessment stays closed until the micro
 * teaching has taken place (moved to yesterday in the database, as the days would), and the
 * teacher's page then says the admin decides (375 and 1280 px), not "Belum ada jadwal".
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { DESKTOP, MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { moveMicroTeachingIntoPast } from '../src/database';
import { jakartaDate, postAs } from '../src/orders';
import { gotoReady, reloadReady } from '../src/ready';

const person = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Is a teacher of this university in SMA search in Kota Bandung (cards show no full name)? */
async function searchable(context: BrowserContext, university: string): Promise<boolean> {
  for (let page = 1, last = 1; page <= last; page += 1) {
    const answer = (await (
      await context.request.get(`/api/landing/searching-guru?jenjang_id=16&lokasi_id=3273&page=${page}`, {
        headers: XHR,
      })
    ).json()) as {
      data: { perguruan_tinggi: string }[];
      last_page: number;
    };
    if (answer.data.some((teacher) => teacher.perguruan_tinggi === university)) return true;
    last = answer.last_page;
  }
  return false;
}

/** The teacher's own page after a reload: the onboarding section with its current status. */
async function teacherSees(page: Page, status: string): Promise<void> {
  await reloadReady(page);
  await expect(
    page.getByRole('region', { name: 'Pendaftaran Pengajar' }).getByText(status, { exact: true }),
  ).toBeVisible();
}

test('a registered teacher is walked through interview and micro teaching to verified, then appears in search', async () => {
  const nama = `Guru Onboarding ${unique}`;
  const university = `Universitas Onboarding ${unique}`;
  const teacher = await person();
  const subjects = (await (
    await teacher.context.request.get('/api/select2/master/mata-pelajaran?mode=all&jenjang_id=16', { headers: XHR })
  ).json()) as { data: { value: number; label: string }[] };
  const registered = await postAs(teacher.context, '/api/auth/register', {
    role: 'guru',
    setuju_kebijakan: true,
    nama,
    email: `guru-onboarding-${unique}@contoh.id`,
    whatsapp: `62813${String(Date.now()).slice(-8)}`,
    password: 'kata-sandi-guru-2026',
    jenis_kelamin: 'L',
    perguruan_tinggi: university,
    jurusan: 'Fisika',
    jenjang_ids: [16],
    mapel: [subjects.data.find((subject) => subject.label === 'Fisika')?.value],
    kota_ids: [3273],
    online: false,
    ketersediaan: [{ hari: 'Selasa', jam_mulai: '15:00', jam_selesai: '19:00' }],
  });
  expect(registered.status()).toBe(201);
  const userId = ((await registered.json()) as { data: { id: number } }).data.id;

  // The teacher (logged in by the registration) reads the steps and uploads a CV.
  const { page } = teacher;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await gotoReady(page, '/guru/profil');
  await waitForMainHeading(page, 'Profil Guru');
  const panel = page.getByRole('region', { name: 'Pendaftaran Pengajar' });
  await expect(panel.getByText('Menunggu verifikasi', { exact: true })).toBeVisible();
  const steps = panel.getByRole('list', { name: 'Langkah menjadi pengajar' }).getByRole('listitem');
  await expect(steps).toHaveCount(11);
  expect(await steps.nth(1).getAttribute('aria-current')).toBe('step');
  await panel
    .getByLabel('Unggah CV (PDF)')
    .setInputFiles({ name: 'cv-saya.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByText('CV berhasil diunggah')).toBeVisible();
  expect(await searchable(teacher.context, university)).toBe(false);

  // The admin finds them in the pipeline and starts the CV screening, then schedules the interview.
  const admin = await person();
  await logInContext(admin.context, E2E_ADMIN);
  await gotoReady(admin.page, '/admin/guru');
  await waitForMainHeading(admin.page, 'Verifikasi Guru');
  await admin.page.getByRole('link', { name: `Lihat detail ${nama}` }).click();
  await waitForMainHeading(admin.page, nama);
  const main = admin.page.locator('main');
  await expect(main.getByRole('link', { name: 'Unduh CV (cv-saya.pdf)' })).toBeVisible();
  await main.getByRole('button', { name: 'Mulai seleksi CV' }).click();
  const interview = main.getByRole('form', { name: 'Jadwalkan wawancara' });
  const day = jakartaDate(7);
  await interview.getByLabel('Tanggal').fill(day);
  await interview.getByLabel('Jam (WIB)').fill('10:00');
  await interview.getByLabel('Tempat atau tautan video').fill('https://meet.contoh.id/wawancara');
  await interview.getByRole('button', { name: 'Jadwalkan wawancara' }).click();

  // The teacher sees the interview and can save it in a calendar.
  const microForm = main.getByRole('form', { name: 'Jadwalkan micro teaching' });
  await expect(microForm).toBeVisible();
  await teacherSees(page, 'Wawancara');
  await expect(panel.getByRole('heading', { name: 'Jadwal wawancara' })).toBeVisible();
  const calendarLink = await panel.getByRole('link', { name: 'Simpan ke kalender (.ics)' }).getAttribute('href');
  const calendar = await teacher.context.request.get(calendarLink ?? '');
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await calendar.text()).toContain(`DTSTART;TZID=Asia/Jakarta:${day.replaceAll('-', '')}T100000`);

  // Micro teaching: scheduled (its form opens empty, not with the interview's date and place),
  // assessed once it has taken place, then the teacher is verified.
  for (const label of ['Tanggal', 'Jam (WIB)', 'Tempat atau tautan video'])
    await expect(microForm.getByLabel(label)).toHaveValue('');
  await microForm.getByLabel('Tanggal').fill(day);
  await microForm.getByLabel('Jam (WIB)').fill('13:00');
  await microForm.getByLabel('Tempat atau tautan video').fill('Kantor Pintar Privat, Bandung');
  await microForm.getByLabel('Jenjang yang diajarkan').fill('SMA');
  await microForm.getByLabel('Mata pelajaran').fill('Fisika');
  await microForm.getByLabel('Penilai').fill('Penilai E2E');
  await microForm.getByRole('button', { name: 'Jadwalkan micro teaching' }).click();
  const assessment = main.getByRole('form', { name: 'Penilaian micro teaching' });
  await expect(assessment).toBeVisible();
  await teacherSees(page, 'Micro teaching');
  await expect(panel.getByRole('heading', { name: 'Jadwal micro teaching' })).toBeVisible();
  await expect(panel.getByText(/Siapkan satu topik/)).toBeVisible();

  // A week before it, the assessment cannot be recorded.
  await expect(assessment.getByText(/Penilaian baru dapat dicatat setelah micro teaching dimulai/)).toBeVisible();
  await expect(assessment.getByRole('button', { name: 'Simpan penilaian' })).toBeDisabled();
  const early = await postAs(admin.context, `/api/admin/guru/${userId}/penilaian`, {
    penguasaan: 5,
    penyampaian: 4,
    sikap: 5,
    catatan: '',
  });
  expect(early.status()).toBe(409);
  expect(await early.json()).toEqual({ message: 'Penilaian baru dapat dicatat setelah micro teaching dimulai' });

  // The micro teaching took place yesterday: the admin records the assessment.
  moveMicroTeachingIntoPast(userId);
  await reloadReady(admin.page);
  await expect(assessment.getByRole('button', { name: 'Simpan penilaian' })).toBeEnabled();
  await assessment.getByLabel('Penguasaan materi').selectOption('5');
  await assessment.getByLabel('Cara menyampaikan').selectOption('4');
  await assessment.getByLabel('Sikap').selectOption('5');
  await assessment.getByLabel('Catatan penilai').fill('Penjelasan runtut dan sabar');
  await assessment.getByRole('button', { name: 'Simpan penilaian' }).click();
  await expect(main.getByRole('button', { name: 'Verifikasi guru' })).toBeVisible();

  // The teacher reads that the admin now decides: no appointment to wait for, no topic to prepare.
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await teacherSees(page, 'Micro teaching');
    await expect(panel.getByText(/Micro teaching Anda sudah dinilai/)).toBeVisible();
    await expect(panel.getByText(/Belum ada jadwal/)).toHaveCount(0);
    await expect(panel.getByText(/Siapkan satu topik/)).toHaveCount(0);
    await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
  }

  await main.getByRole('button', { name: 'Verifikasi guru' }).click();
  await expect(main.getByText('Guru sudah terverifikasi dan tampil di pencarian.')).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Riwayat' }).getByText(/Lulus micro teaching dan terverifikasi/),
  ).toBeVisible();

  await teacherSees(page, 'Terverifikasi');
  expect(await searchable(teacher.context, university)).toBe(true);
  expect(pageErrors).toEqual([]);
});

/**
 * Reviews (issue 27): a new teacher holds a paid order's four meetings (moved into the past in the
 * server's database, as days passing would), the student reviews them on the order page, and the
 * new rating shows at once in teacher search (the five-star filter) and on the public profile.
 */
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { DESKTOP, baseUrl, waitForMainHeading } from '../src/browser';
import { moveMeetingsIntoPast } from '../src/database';
import { placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';
import { passOnboardingThroughApi } from '../src/onboarding';

let browser: Browser;
const contexts: BrowserContext[] = [];
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function newContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: baseUrl(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function expectStatus(pending: ReturnType<typeof postAs>, status: number): Promise<unknown> {
  const answer = await pending;
  if (answer.status() !== status)
    throw new Error(`${answer.url()} answered ${answer.status()}: ${await answer.text()}`);
  return answer.json();
}

/** A regency of Papua whose SMA five-star search fits on one page, so the new teacher's card is on it. */
async function quietRegency(context: BrowserContext): Promise<number> {
  const regencies = (await (
    await context.request.get('/api/select2/master/regencies?mode=all&provinsi=91', { headers: XHR })
  ).json()) as { data: { value: number | string }[] };
  for (const { value } of regencies.data) {
    const counts = (await (
      await context.request.get(`/api/landing/filter-guru?jenjang_id=16&lokasi_id=${value}`, { headers: XHR })
    ).json()) as { penilaian: { bintang_5: number } };
    if (counts.penilaian.bintang_5 < 11) return Number(value);
  }
  throw new Error('no quiet regency in Papua');
}

test('a review of a new teacher shows in teacher search and on the profile at once', async () => {
  test.setTimeout(240_000);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const kota = await quietRegency(admin.context);

  // A new teacher of SMA Fisika in that regency, verified by the admin: no rating yet.
  const teacher = await newContext();
  const subjects = (await (
    await teacher.context.request.get('/api/select2/master/mata-pelajaran?mode=all&jenjang_id=16', { headers: XHR })
  ).json()) as { data: { value: number; label: string }[] };
  const fisika = subjects.data.find((subject) => subject.label === 'Fisika');
  const nama = `Guru Ulasan ${unique}`;
  const registered = (await expectStatus(
    postAs(teacher.context, '/api/auth/register', {
      role: 'guru',
      setuju_kebijakan: true,
      nama,
      email: `guru-ulasan-${unique}@contoh.id`,
      whatsapp: `62813${String(Date.now()).slice(-8)}`,
      password: 'kata-sandi-guru-2026',
      jenis_kelamin: 'P',
      perguruan_tinggi: 'Universitas Cenderawasih',
      jurusan: 'Fisika',
      jenjang_ids: [16],
      mapel: [fisika?.value],
      kota_ids: [kota, 3273],
      online: false,
      ketersediaan: ['Senin', 'Rabu', 'Jumat'].map((hari) => ({ hari, jam_mulai: '15:00', jam_selesai: '19:00' })),
    }),
    201,
  )) as { data: { id: number } };
  await passOnboardingThroughApi(admin.context, registered.data.id);

  // The order: placed, confirmed, applied to, proposed, chosen and paid, through the real API.
  const student = await newContext();
  await registerStudent(student.context, `Siswa Ulasan ${unique}`, `siswa-ulasan-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);
  await expectStatus(postAs(admin.context, `/api/admin/pesanan/${kode}/konfirmasi`, {}), 200);
  const applied = (await expectStatus(
    postAs(teacher.context, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap' }),
    201,
  )) as { data: { id: number } };
  await expectStatus(
    postAs(admin.context, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [applied.data.id] }),
    200,
  );
  const chosen = (await expectStatus(
    postAs(student.context, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: applied.data.id }),
    200,
  )) as { data: { rincian_biaya: { cicilan: number[] } } };
  await expectStatus(
    postAs(admin.context, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah: chosen.data.rincian_biaya.cicilan[0] }),
    200,
  );

  // Days pass: the four meetings are in the past; the teacher reports them and the student confirms.
  expect(moveMeetingsIntoPast(kode, '2026-01-05')).toBe(4);
  const meetings = (await (
    await student.context.request.get(`/api/pesanan/${kode}/pertemuan`, { headers: XHR })
  ).json()) as { data: { items: { id: number; guru: { id: number } }[] } };
  const teacherId = meetings.data.items[0]?.guru.id;
  for (const { id } of meetings.data.items) {
    await expectStatus(
      postAs(teacher.context, `/api/pertemuan/${id}/laporan`, { topik: 'Vektor', catatan: 'Paham penjumlahan vektor' }),
      200,
    );
    await expectStatus(postAs(student.context, `/api/pertemuan/${id}/konfirmasi`, {}), 200);
  }

  // The five-star search of the regency, seen before the review (and remembered by the server).
  const searchPath = `/cari-pengajar?program=16&lokasi=${kota}&penilaian=bintang_5`;
  // the card of this teacher (it shows the call name, "Kak ...", so it is found by its profile link)
  const cardSelector = `main article:has(a[href="/cari_pengajar/guru/profil/${teacherId}"])`;
  await gotoReady(student.page, searchPath);
  await expect(
    student.page
      .locator('main')
      .getByRole('article')
      .first()
      .or(student.page.getByText(/tidak ditemukan|Belum ada/i).first()),
  ).toBeVisible();
  await expect(student.page.locator(cardSelector)).toHaveCount(0);

  // The dashboard reminds; the order page takes the review.
  await gotoReady(student.page, '/siswa/dashbord');
  await student.page.getByRole('link', { name: `Beri ulasan untuk pesanan ${kode}` }).click();
  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  const form = student.page.getByRole('form', { name: `Ulasan untuk ${nama}` });
  await form.getByRole('radio', { name: '5 bintang' }).check();
  await form
    .getByRole('textbox', { name: `Ulasan untuk ${nama}` })
    .fill('Sabar menjelaskan <b>vektor</b> sampai paham.');
  await form.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(student.page.getByText(`Ulasan Anda untuk ${nama}`)).toBeVisible();
  await expect(student.page.getByText('Sabar menjelaskan <b>vektor</b> sampai paham.')).toBeVisible();

  // At once: the teacher is a five-star teacher in search, and the profile shows the review.
  await gotoReady(student.page, searchPath);
  await expect(student.page.locator(cardSelector).getByRole('img', { name: 'Rating 5,0 dari 5' })).toBeVisible();
  await gotoReady(student.page, `/cari_pengajar/guru/profil/${teacherId}`);
  await waitForMainHeading(student.page, nama);
  const reviews = student.page.getByRole('region', { name: 'Penilaian dan Ulasan' });
  await expect(reviews.getByRole('img', { name: 'Rating 5,0 dari 5' }).first()).toBeVisible();
  await expect(reviews.getByRole('paragraph').filter({ hasText: /^1 ulasan$/ })).toBeVisible();
  await expect(reviews.getByText('Sabar menjelaskan <b>vektor</b> sampai paham.')).toBeVisible();
});

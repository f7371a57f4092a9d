import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from '@playwright/test';
import { postAs } from './orders';
import { passOnboardingThroughApi } from './onboarding';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function expectStatus(
  answer: { status(): number; text(): Promise<string> },
  wanted: number,
  what: string,
): Promise<void> {
  if (answer.status() !== wanted) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
}

/**
 * Walks a placed order through the real lifecycle API to `aktif`, as the pages would: the admin
 * confirms, the teacher applies, the admin proposes them, the student chooses them, the admin records
 * the first instalment (the amount the server asks for). The pages of these steps have their own
 * end-to-end test (lifecycle.e2e.test.ts).
 */
export async function payOrderThroughApi(
  kode: string,
  parties: { student: BrowserContext; teacher: BrowserContext; admin: BrowserContext },
): Promise<void> {
  const { student, teacher, admin } = parties;
  await expectStatus(await postAs(admin, `/api/admin/pesanan/${kode}/konfirmasi`, {}), 200, 'confirm');
  await expectStatus(
    await postAs(teacher, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap mengajar Fisika' }),
    201,
    'apply',
  );
  const applicants = (await (
    await admin.request.get(`/api/admin/pesanan/${kode}/pelamar`, { headers: XHR })
  ).json()) as { data: { lamaran_id: number }[] };
  const lamaranId = applicants.data[0]?.lamaran_id;
  if (lamaranId === undefined) throw new Error('the application is not among the applicants');
  await expectStatus(
    await postAs(admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] }),
    200,
    'propose',
  );
  await expectStatus(
    await postAs(student, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId }),
    200,
    'choose',
  );
  const order = (await (await admin.request.get(`/api/pesanan/${kode}`, { headers: XHR })).json()) as {
    data: { rincian_biaya: { cicilan: number[] } };
  };
  await expectStatus(
    await postAs(admin, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah: order.data.rincian_biaya.cicilan[0] }),
    200,
    'payment',
  );
}

/**
 * Moves one meeting of an order to another date in the e2e server's SQLite file (a meeting cannot
 * be reported before it starts, and the test cannot wait days): data moves through the database,
 * never through a test-only route.
 */
export function moveMeeting(kode: string, nomor: number, tanggal: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through jest globalSetup');
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const moved = db
      .prepare('UPDATE meetings SET tanggal = ? WHERE nomor = ? AND order_id = (SELECT id FROM orders WHERE kode = ?)')
      .run(tanggal, nomor, kode);
    if (moved.changes !== 1) throw new Error(`meeting ${nomor} of ${kode} was not found`);
  } finally {
    db.close();
  }
}

/**
 * Registers a new SMA Fisika teacher in the context (logged in as them afterwards) and has the
 * admin walk them through onboarding to verified: a fresh teacher holds no meetings, so no other suite's lessons clash.
 */
export async function registerVerifiedTeacher(
  teacher: BrowserContext,
  admin: BrowserContext,
  nama: string,
  email: string,
): Promise<void> {
  const subjects = (await (
    await teacher.request.get('/api/select2/master/mata-pelajaran?mode=json&jenjang_id=16')
  ).json()) as { value: number; label: string }[] | { data: { value: number; label: string }[] };
  const fisika = (Array.isArray(subjects) ? subjects : subjects.data).find((subject) => subject.label === 'Fisika');
  if (!fisika) throw new Error('no Fisika among the SMA subjects');
  const answer = await postAs(teacher, '/api/auth/register', {
    role: 'guru',
    setuju_kebijakan: true,
    nama,
    email,
    whatsapp: `62813${String(Date.now()).slice(-8)}`,
    password: 'kata-sandi-guru-2026',
    jenis_kelamin: 'P',
    perguruan_tinggi: 'Universitas Padjadjaran',
    jurusan: 'Fisika',
    jenjang_ids: [16],
    mapel: [fisika.value],
    kota_ids: [3273],
    online: true,
    ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '19:00' }],
  });
  await expectStatus(answer, 201, 'register');
  const registered = (await answer.json()) as { data: { id: number } };
  await passOnboardingThroughApi(admin, registered.data.id);
}

/** How many weeks after this week (Monday first, in Jakarta) a date falls. */
export function weeksAhead(tanggal: string, today: string): number {
  const monday = (iso: string) => {
    const date = new Date(`${iso}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.getTime();
  };
  return Math.round((monday(tanggal) - monday(today)) / (7 * 24 * 3_600_000));
}

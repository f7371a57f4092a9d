/**
 * Teacher onboarding on the server: each transition, its refusals (role, unknown teacher, wrong
 * state, bad input), the history, the pipeline's counts and lateness, reapplying after 30 days,
 * and search showing only verified teachers. SQLite, and PostgreSQL with DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { testClock } from './helpers/lessons';
import { APPOINTMENT_DATE, MICRO_TEACHING_DATE, ONBOARDING_WALK } from './helpers/onboarding';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
const clock = testClock('2025-06-01T03:00:00.000Z');
let registered = 0;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
});
afterAll(async () => t.close());

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const get = (headers: Record<string, string>, url: string) => injectAs(t.app, headers, { url });
const step = (path: string) => ONBOARDING_WALK.find((item) => item.path === path)?.payload;

/** A new teacher for SMA in Kota Bandung: their user id, teacher id and session. */
async function register(app: FastifyInstance) {
  registered += 1;
  const email = `calon${registered}@contoh.id`;
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  const response = await injectAs(app, await csrfHeaders(app), {
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama: `Calon Guru ${registered}`,
      email,
      whatsapp: '6281277770000',
      password: 'rahasia-calon-1',
      jenis_kelamin: 'P',
      perguruan_tinggi: 'Institut Teknologi Bandung',
      jurusan: 'Fisika',
      jenjang_ids: [16],
      mapel: [fisika.id],
      kota_ids: [3273],
      online: false,
      ketersediaan: [{ hari: 'Rabu', jam_mulai: '15:00', jam_selesai: '19:00' }],
    },
  });
  expect(response.statusCode).toBe(201);
  const id = (response.json() as { data: { id: number } }).data.id;
  // registration stamps the real time; the waiting time is measured on the test's clock
  await t.handle.db.updateTable('users').set({ created_at: clock.now().toISOString() }).where('id', '=', id).execute();
  const { teacher_id } = await t.handle.db
    .selectFrom('users')
    .select('teacher_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, teacherId: teacher_id ?? 0, headers: await loginHeaders(app, email, 'rahasia-calon-1') };
}

/** Every teacher id teacher search shows for SMA in Kota Bandung, all pages. */
async function searchIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1, last = 1; page <= last; page += 1) {
    const answer = (
      await get(as.anonymous, `/api/landing/searching-guru?jenjang_id=16&lokasi_id=3273&page=${page}`)
    ).json() as { data: { id: number }[]; last_page: number };
    ids.push(...answer.data.map((card) => card.id));
    last = answer.last_page;
  }
  return ids;
}
const statusOf = async (headers: Record<string, string>) =>
  ((await get(headers, '/api/guru/pendaftaran')).json() as { data: { status: string; langkah: number } }).data;

describe('teacher onboarding', () => {
  it('walks a teacher from registration through interview and micro teaching to verified, with a history row per step', async () => {
    const teacher = await register(t.app);
    expect(await statusOf(teacher.headers)).toMatchObject({ status: 'menunggu_verifikasi', langkah: 1 });
    const sessionStatus = async () =>
      ((await get(teacher.headers, '/api/auth/me')).json() as { data: { status: string } }).data.status;
    // this process now remembers the session (issue 50); every move below must reach it at once
    expect(await sessionStatus()).toBe('menunggu_verifikasi');
    for (const { path, payload } of ONBOARDING_WALK) {
      const moved = await post(as.admin, `/api/admin/guru/${teacher.id}/${path}`, payload);
      expect({ path, status: moved.statusCode }).toEqual({ path, status: 200 });
      expect(await sessionStatus()).toBe((moved.json() as { data: { status: string } }).data.status);
    }
    expect(await statusOf(teacher.headers)).toMatchObject({ status: 'terverifikasi', langkah: 5 });
    expect(await sessionStatus()).toBe('terverifikasi');
    const detail = (await get(as.admin, `/api/admin/guru/${teacher.id}/pendaftaran`)).json() as {
      data: { riwayat: { ke: string; keterangan: string }[]; penilaian: unknown; micro_teaching: unknown };
    };
    expect(detail.data.riwayat.map((event) => event.ke)).toEqual([
      'seleksi_cv',
      'wawancara',
      'micro_teaching',
      'micro_teaching',
      'terverifikasi',
    ]);
    expect(detail.data.riwayat[1]?.keterangan).toContain('pukul 10.00 WIB');
    expect(detail.data.penilaian).toEqual({ penguasaan: 5, penyampaian: 4, sikap: 5, catatan: 'Jelas dan sabar' });
    expect(detail.data.micro_teaching).toMatchObject({
      jenjang: 'SMA',
      mapel: 'Fisika',
      penilai: 'Sari Penilai',
      tanggal: MICRO_TEACHING_DATE,
    });
    expect(await searchIds()).toContain(teacher.teacherId);
    expect((await get(as.anonymous, `/api/landing/guru/${teacher.teacherId}`)).statusCode).toBe(200);
  });

  it('refuses a step out of order with 409 and writes nothing', async () => {
    const teacher = await register(t.app);
    const verify = await post(as.admin, `/api/admin/guru/${teacher.id}/verifikasi`);
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toEqual({ message: 'Status pendaftaran guru sudah berubah, silakan muat ulang halaman' });
    expect(
      (await post(as.admin, `/api/admin/guru/${teacher.id}/micro-teaching`, step('micro-teaching'))).statusCode,
    ).toBe(409);
    expect((await post(as.admin, `/api/admin/guru/${teacher.id}/penilaian`, step('penilaian'))).statusCode).toBe(409);
    expect(
      await t.handle.db
        .selectFrom('teacher_onboarding_history')
        .select('id')
        .where('user_id', '=', teacher.id)
        .execute(),
    ).toEqual([]);
    expect(await statusOf(teacher.headers)).toMatchObject({ status: 'menunggu_verifikasi' });
  });

  it('verifies only after the micro teaching was assessed, and records the assessment once', async () => {
    const teacher = await register(t.app);
    for (const path of ['seleksi-cv', 'wawancara', 'micro-teaching'])
      expect((await post(as.admin, `/api/admin/guru/${teacher.id}/${path}`, step(path))).statusCode).toBe(200);
    const early = await post(as.admin, `/api/admin/guru/${teacher.id}/verifikasi`);
    expect(early.json()).toEqual({ message: 'Catat penilaian micro teaching sebelum memverifikasi guru' });
    expect(early.statusCode).toBe(409);
    const both = await Promise.all([
      post(as.admin, `/api/admin/guru/${teacher.id}/penilaian`, step('penilaian')),
      post(as.admin, `/api/admin/guru/${teacher.id}/penilaian`, step('penilaian')),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.handle.db
      .selectFrom('teacher_onboarding_history')
      .select('aksi')
      .where('user_id', '=', teacher.id)
      .where('aksi', '=', 'nilai')
      .execute();
    expect(rows).toHaveLength(1);
    const doubled = await Promise.all([
      post(as.admin, `/api/admin/guru/${teacher.id}/verifikasi`),
      post(as.admin, `/api/admin/guru/${teacher.id}/verifikasi`),
    ]);
    expect(doubled.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('checks the appointment and the scores (400 in Indonesian) and who may move a teacher', async () => {
    const teacher = await register(t.app);
    await post(as.admin, `/api/admin/guru/${teacher.id}/seleksi-cv`);
    const past = await post(as.admin, `/api/admin/guru/${teacher.id}/wawancara`, {
      tanggal: '2025-05-30',
      jam: '10:00',
      tempat: 'Kantor',
    });
    expect([past.statusCode, past.json()]).toEqual([400, { message: 'Tanggal tidak boleh sebelum hari ini' }]);
    const late = await post(as.admin, `/api/admin/guru/${teacher.id}/wawancara`, {
      tanggal: APPOINTMENT_DATE,
      jam: '22:30',
      tempat: 'Kantor',
    });
    expect([late.statusCode, late.json()]).toEqual([400, { message: 'Jam harus antara 06:00 dan 21:00' }]);
    const blank = await post(as.admin, `/api/admin/guru/${teacher.id}/wawancara`, {
      tanggal: APPOINTMENT_DATE,
      jam: '10:00',
      tempat: '   ',
    });
    expect(blank.json()).toEqual({ message: 'Tempat atau tautan video harus diisi' });
    expect(
      (
        await post(as.admin, `/api/admin/guru/${teacher.id}/penilaian`, {
          penguasaan: 6,
          penyampaian: 4,
          sikap: 5,
          catatan: '',
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(as.anonymous, `/api/admin/guru/${teacher.id}/tolak`, { alasan: 'x' })).statusCode).toBe(401);
    expect((await post(teacher.headers, `/api/admin/guru/${teacher.id}/tolak`, { alasan: 'x' })).statusCode).toBe(403);
    expect((await post(as.siswa, `/api/admin/guru/${teacher.id}/seleksi-cv`)).statusCode).toBe(403);
    expect((await post(as.admin, '/api/admin/guru/999999/seleksi-cv')).statusCode).toBe(404);
    const student = ((await get(as.siswa, '/api/auth/me')).json() as { data: { id: number } }).data.id;
    expect((await post(as.admin, `/api/admin/guru/${student}/seleksi-cv`)).statusCode).toBe(404);
    expect((await get(as.guru, `/api/admin/guru/${teacher.id}/pendaftaran`)).statusCode).toBe(403);
  });

  it('declines at any open step with a reason the teacher reads; they stay hidden and may apply again after 30 days', async () => {
    const teacher = await register(t.app);
    await post(as.admin, `/api/admin/guru/${teacher.id}/seleksi-cv`);
    await post(as.admin, `/api/admin/guru/${teacher.id}/wawancara`, step('wawancara'));
    expect((await post(as.admin, `/api/admin/guru/${teacher.id}/tolak`, { alasan: '' })).json()).toEqual({
      message: 'Alasan penolakan harus diisi',
    });
    expect(
      (await post(as.admin, `/api/admin/guru/${teacher.id}/tolak`, { alasan: 'Belum menguasai materi SMA' }))
        .statusCode,
    ).toBe(200);
    expect((await post(as.admin, `/api/admin/guru/${teacher.id}/tolak`, { alasan: 'Lagi' })).statusCode).toBe(409);
    const mine = (await get(teacher.headers, '/api/guru/pendaftaran')).json() as {
      data: { status: string; alasan_tolak: string; daftar_ulang_mulai: string; langkah: number; janji: unknown };
    };
    expect(mine.data).toMatchObject({
      status: 'ditolak',
      alasan_tolak: 'Belum menguasai materi SMA',
      daftar_ulang_mulai: '2025-07-01T03:00:00.000Z',
      langkah: 1,
      janji: null,
    });
    expect(await searchIds()).not.toContain(teacher.teacherId);
    expect((await get(as.anonymous, `/api/landing/guru/${teacher.teacherId}`)).statusCode).toBe(404);
    expect((await post(teacher.headers, '/api/lowongan/PP-0000-XXXX/lamar', { catatan: 'Siap' })).statusCode).toBe(403);

    const early = await post(teacher.headers, '/api/guru/pendaftaran/daftar-ulang');
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { message: 'Anda dapat mendaftar ulang 30 hari setelah penolakan' },
    ]);
    clock.set('2025-07-01T03:00:00.000Z');
    // pressed three times at once: one reapplication, one history row, the others 409
    const historyRows = async () =>
      (
        await t.handle.db
          .selectFrom('teacher_onboarding_history')
          .select('id')
          .where('user_id', '=', teacher.id)
          .execute()
      ).length;
    const rowsBefore = await historyRows();
    const presses = await Promise.all([1, 2, 3].map(() => post(teacher.headers, '/api/guru/pendaftaran/daftar-ulang')));
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await historyRows()).toBe(rowsBefore + 1);
    const again = presses.find((press) => press.statusCode === 200);
    expect(again?.json()).toEqual({ data: expect.objectContaining({ status: 'menunggu_verifikasi' }) });
    expect(await statusOf(teacher.headers)).toMatchObject({ status: 'menunggu_verifikasi' });
    expect((await post(teacher.headers, '/api/guru/pendaftaran/daftar-ulang')).statusCode).toBe(409);
    clock.set('2025-06-01T03:00:00.000Z');
  });

  it('starts with the demo pipeline of the seed: teachers in every open state, some late, with history', async () => {
    // the seed dates its demo from the real clock at the first start
    clock.set(new Date().toISOString());
    const all = (await get(as.admin, '/api/admin/guru/pipeline')).json() as {
      data: { jumlah: Record<string, number>; items: { id: number; email: string; terlambat: boolean }[] };
    };
    for (const state of ['menunggu_verifikasi', 'seleksi_cv', 'wawancara', 'micro_teaching', 'ditolak'])
      expect({ state, enough: (all.data.jumlah[state] ?? 0) >= 2 }).toEqual({ state, enough: true });
    const demo = all.data.items.filter((row) => row.email.startsWith('calon.guru'));
    expect(demo.some((row) => row.terlambat)).toBe(true);
    const interviewed = demo.find((row) => row.email === 'calon.guru6@pintarprivat.id');
    const detail = (await get(as.admin, `/api/admin/guru/${interviewed?.id ?? 0}/pendaftaran`)).json() as {
      data: { teacher: { status: string }; wawancara: unknown; riwayat: unknown[] };
    };
    expect(detail.data.teacher.status).toBe('wawancara');
    expect(detail.data.wawancara).toMatchObject({ jam: '10:00' });
    expect(detail.data.riwayat).toHaveLength(2);
    clock.set('2025-06-01T03:00:00.000Z');
  });

  it('counts the pipeline per state and marks a teacher waiting more than 14 days late', async () => {
    const teacher = await register(t.app);
    const before = (await get(as.admin, '/api/admin/guru/pipeline?status=menunggu_verifikasi')).json() as {
      data: { jumlah: Record<string, number>; items: { id: number; terlambat: boolean; menunggu_hari: number }[] };
    };
    expect(before.data.items.find((row) => row.id === teacher.id)).toMatchObject({
      terlambat: false,
      menunggu_hari: 0,
    });
    expect(
      before.data.items.every((row) => (row as unknown as { status: string }).status === 'menunggu_verifikasi'),
    ).toBe(true);
    clock.set('2025-06-16T04:00:00.000Z');
    const later = (await get(as.admin, '/api/admin/guru/pipeline?status=menunggu_verifikasi')).json() as typeof before;
    expect(later.data.items.find((row) => row.id === teacher.id)).toMatchObject({ terlambat: true, menunggu_hari: 15 });
    await post(as.admin, `/api/admin/guru/${teacher.id}/seleksi-cv`);
    const moved = (await get(as.admin, '/api/admin/guru/pipeline?status=seleksi_cv')).json() as typeof before;
    expect(moved.data.items.find((row) => row.id === teacher.id)).toMatchObject({ terlambat: false, menunggu_hari: 0 });
    expect(moved.data.jumlah.seleksi_cv).toBe(moved.data.items.length);
    expect(moved.data.jumlah.menunggu_verifikasi).toBe((before.data.jumlah.menunggu_verifikasi ?? 0) - 1);
    clock.set('2025-06-01T03:00:00.000Z');
  });
});

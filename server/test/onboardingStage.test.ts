/**
 * Onboarding follows what really happened (issue 43): the assessment waits for the micro teaching
 * it judges (409 before its start, by the injected clock), an assessed teacher reads that the
 * admin now decides, and a verified teacher moves on to applying and teaching.
 */
import type { MyOnboarding } from '@tutor/contract';
import { ONBOARDING_MESSAGES, ONBOARDING_PROGRESS_PREPARATION, ONBOARDING_STEPS } from '@tutor/rules';
import { fisikaId as fisikaIdOf, paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { APPOINTMENT_DATE, ONBOARDING_WALK } from './helpers/onboarding';
import { injectAs, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let fisikaId: number;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  fisikaId = await fisikaIdOf(t.handle.db);
});
afterAll(async () => t.close());

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const mine = async (headers: Record<string, string>) =>
  ((await injectAs(t.app, headers, { url: '/api/guru/pendaftaran' })).json() as { data: MyOnboarding }).data;
const stepTitle = (onboarding: MyOnboarding) => ONBOARDING_STEPS[onboarding.langkah]?.title;
const step = (path: string) => ONBOARDING_WALK.find((item) => item.path === path)?.payload;

async function registerTeacher(email: string) {
  const response = await injectAs(t.app, await csrfHeaders(t.app), {
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama: 'Kirana Putri',
      email,
      whatsapp: '6281288887777',
      password: 'rahasia-kirana-1',
      jenis_kelamin: 'P',
      perguruan_tinggi: 'Universitas Pendidikan Indonesia',
      jurusan: 'Pendidikan Fisika',
      jenjang_ids: [16],
      mapel: [fisikaId],
      kota_ids: [3273],
      online: true,
      ketersediaan: [{ hari: 'Selasa', jam_mulai: '15:00', jam_selesai: '19:00' }],
    },
  });
  expect(response.statusCode).toBe(201);
  return {
    id: (response.json() as { data: { id: number } }).data.id,
    headers: await loginHeaders(t.app, email, 'rahasia-kirana-1'),
  };
}

describe('onboarding follows what happened', () => {
  it('refuses an assessment before the micro teaching has started, then takes it and says the admin decides', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const teacher = await registerTeacher('kirana.tahap@contoh.id');
    for (const path of ['seleksi-cv', 'wawancara'])
      expect((await post(as.admin, `/api/admin/guru/${teacher.id}/${path}`, step(path))).statusCode).toBe(200);
    const micro = { ...step('micro-teaching'), tanggal: APPOINTMENT_DATE, jam: '13:00' };
    expect((await post(as.admin, `/api/admin/guru/${teacher.id}/micro-teaching`, micro)).statusCode).toBe(200);
    expect(stepTitle(await mine(teacher.headers))).toBe('Penilaian micro teaching');

    // 4 March 2031, 12:59 WIB: the micro teaching has not started
    clock.set('2031-03-04T05:59:00Z');
    const early = await post(as.admin, `/api/admin/guru/${teacher.id}/penilaian`, step('penilaian'));
    expect([early.statusCode, early.json()]).toEqual([409, { message: ONBOARDING_MESSAGES.assessmentTooEarly }]);
    const history = await t.handle.db
      .selectFrom('teacher_onboarding_history')
      .select('aksi')
      .where('user_id', '=', teacher.id)
      .where('aksi', '=', 'nilai')
      .execute();
    expect(history).toEqual([]);

    clock.set('2031-03-04T06:00:00Z');
    expect((await post(as.admin, `/api/admin/guru/${teacher.id}/penilaian`, step('penilaian'))).statusCode).toBe(200);
    const assessed = await mine(teacher.headers);
    expect(assessed).toMatchObject({
      status: 'micro_teaching',
      janji: null,
      persiapan: ONBOARDING_PROGRESS_PREPARATION.assessed,
    });
    expect(stepTitle(assessed)).toBe('Lulus dan terverifikasi');
  });

  it('moves a verified teacher on to applying, then to teaching once an order is paid', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const teacher = await verifiedTeacher(t.app, as.admin, {
      email: 'lukas.tahap@contoh.id',
      nama: 'Lukas Wibowo',
      whatsapp: '6281288886666',
      subjectId: fisikaId,
    });
    expect(stepTitle(await mine(teacher))).toBe('Cek info siswa baru setiap hari');
    const order = await paidOrder(t.app, as, teacher);
    expect(order.status).toBe('aktif');
    const teaching = await mine(teacher);
    expect(stepTitle(teaching)).toBe('Mengajar');
    expect(teaching.persiapan).toBe(ONBOARDING_PROGRESS_PREPARATION.teaching);
  });

  it('marks an application as the step after reading the openings', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const teacher = await verifiedTeacher(t.app, as.admin, {
      email: 'maya.tahap@contoh.id',
      nama: 'Maya Sari',
      whatsapp: '6281288885555',
      subjectId: fisikaId,
    });
    const created = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: '/api/pesanan',
      headers: { 'idempotency-key': 'tahap-lamaran-abcdef' },
      payload: sampleDraft(),
    });
    const kode = (created.json() as { data: { kode: string } }).data.kode;
    expect((await post(as.admin, `/api/admin/pesanan/${kode}/konfirmasi`)).statusCode).toBe(200);
    expect((await post(teacher, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap' })).statusCode).toBe(201);
    const applied = await mine(teacher);
    expect(stepTitle(applied)).toBe('Ajukan diri untuk mengajar');
    expect(applied.persiapan).toBe(ONBOARDING_PROGRESS_PREPARATION.applied);
  });
});

/**
 * A teacher's CV and certificate (PDF by its bytes, size-limited, owner or admin only) and the
 * calendar entry of their next onboarding appointment. SQLite, and PostgreSQL with DATABASE_URL.
 */
import { APPOINTMENT_DATE, MICRO_TEACHING_DATE, ONBOARDING_WALK } from './helpers/onboarding';
import { SAMPLE_PDF } from './helpers/onboardingSamples';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
let teacher: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app);
  const subject = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const response = await injectAs(t.app, await csrfHeaders(t.app), {
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama: 'Dina Dokumen',
      email: 'dina.dokumen@contoh.id',
      whatsapp: '6281266660000',
      password: 'rahasia-dina-1',
      jenis_kelamin: 'P',
      perguruan_tinggi: 'Universitas Gadjah Mada',
      jurusan: 'Kimia',
      jenjang_ids: [16],
      mapel: [subject.id],
      kota_ids: [3273],
      online: true,
      ketersediaan: [{ hari: 'Kamis', jam_mulai: '15:00', jam_selesai: '19:00' }],
    },
  });
  teacher = {
    id: (response.json() as { data: { id: number } }).data.id,
    headers: await loginHeaders(t.app, 'dina.dokumen@contoh.id', 'rahasia-dina-1'),
  };
});
afterAll(async () => t.close());

const upload = (headers: Record<string, string>, jenis: string, isi: string, nama_file = 'dokumen.pdf') =>
  injectAs(t.app, headers, { method: 'POST', url: `/api/guru/dokumen/${jenis}`, payload: { nama_file, isi } });
const get = (headers: Record<string, string>, url: string) => injectAs(t.app, headers, { url });

describe('teacher documents', () => {
  it('keeps a PDF and lets the teacher and the admin download it, nobody else', async () => {
    const sent = await upload(teacher.headers, 'cv', SAMPLE_PDF, 'CV Dina (2025).pdf');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      data: expect.objectContaining({
        jenis: 'cv',
        nama_file: 'CV-Dina-2025.pdf',
        ukuran: Buffer.from(SAMPLE_PDF, 'base64').length,
      }),
    });

    const mine = await get(teacher.headers, '/api/guru/dokumen/cv');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe('attachment; filename="CV-Dina-2025.pdf"');
    expect(mine.rawPayload.equals(Buffer.from(SAMPLE_PDF, 'base64'))).toBe(true);
    expect(
      (await get(as.admin, `/api/admin/guru/${teacher.id}/dokumen/cv`)).rawPayload.equals(
        Buffer.from(SAMPLE_PDF, 'base64'),
      ),
    ).toBe(true);

    expect((await get(as.guru, `/api/admin/guru/${teacher.id}/dokumen/cv`)).statusCode).toBe(403);
    expect((await get(as.siswa, '/api/guru/dokumen/cv')).statusCode).toBe(403);
    expect((await get(as.anonymous, '/api/guru/dokumen/cv')).statusCode).toBe(401);
    // another teacher's own address reads only their own (absent) document
    expect((await get(as.guru, '/api/guru/dokumen/cv')).statusCode).toBe(404);
    expect((await get(as.admin, `/api/admin/guru/${teacher.id}/dokumen/sertifikat`)).statusCode).toBe(404);

    const detail = (await get(as.admin, `/api/admin/guru/${teacher.id}/pendaftaran`)).json() as {
      data: { dokumen: { jenis: string }[] };
    };
    expect(detail.data.dokumen.map((document) => document.jenis)).toEqual(['cv']);
  });

  it('refuses a file that is not a PDF by its bytes, whatever it is called, and one over 2 MB', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    const disguised = await upload(teacher.headers, 'sertifikat', png, 'sertifikat.pdf');
    expect([disguised.statusCode, disguised.json()]).toEqual([400, { message: 'Dokumen harus berupa file PDF' }]);
    const text = await upload(teacher.headers, 'sertifikat', Buffer.from('Ini bukan PDF %PDF-').toString('base64'));
    expect(text.statusCode).toBe(400);
    const notBase64 = await upload(teacher.headers, 'sertifikat', '%%%PDF');
    expect(notBase64.statusCode).toBe(400);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4');
    const tooBig = await upload(teacher.headers, 'sertifikat', big.toString('base64'));
    expect(tooBig.statusCode).toBe(400);
    expect((await upload(teacher.headers, 'foto', SAMPLE_PDF)).statusCode).toBe(400);
    expect((await upload(as.admin, 'cv', SAMPLE_PDF)).statusCode).toBe(403);
    expect((await get(teacher.headers, '/api/guru/dokumen/sertifikat')).statusCode).toBe(404);
  });

  it('replaces a document on a second upload (one row per kind)', async () => {
    await upload(teacher.headers, 'sertifikat', SAMPLE_PDF, 'lama.pdf');
    await Promise.all([
      upload(teacher.headers, 'sertifikat', SAMPLE_PDF, 'baru.pdf'),
      upload(teacher.headers, 'sertifikat', SAMPLE_PDF, 'baru.pdf'),
    ]);
    const rows = await t.handle.db
      .selectFrom('teacher_documents')
      .select('nama_file')
      .where('user_id', '=', teacher.id)
      .where('jenis', '=', 'sertifikat')
      .execute();
    expect(rows).toEqual([{ nama_file: 'baru.pdf' }]);
  });
});

describe('the appointment calendar entry', () => {
  it('has none before an appointment, then the interview, then the micro teaching, in WIB', async () => {
    const none = await get(teacher.headers, '/api/guru/pendaftaran/jadwal.ics');
    expect([none.statusCode, none.json()]).toEqual([404, { message: 'Tidak ada jadwal yang akan datang' }]);
    const step = (path: string) => ONBOARDING_WALK.find((item) => item.path === path)?.payload;
    for (const path of ['seleksi-cv', 'wawancara'])
      await injectAs(t.app, as.admin, {
        method: 'POST',
        url: `/api/admin/guru/${teacher.id}/${path}`,
        payload: step(path),
      });

    const mine = (await get(teacher.headers, '/api/guru/pendaftaran')).json() as {
      data: { janji: { jenis: string; tempat: string } };
    };
    expect(mine.data.janji).toMatchObject({
      jenis: 'wawancara',
      tanggal: APPOINTMENT_DATE,
      jam: '10:00',
      tempat: 'https://meet.contoh.id/wawancara',
    });
    const interview = await get(teacher.headers, '/api/guru/pendaftaran/jadwal.ics');
    expect(interview.headers['content-type']).toMatch(/^text\/calendar/);
    expect(interview.body).toContain('SUMMARY:Wawancara guru Pintar Privat');
    expect(interview.body).toContain(`DTSTART;TZID=Asia/Jakarta:${APPOINTMENT_DATE.replaceAll('-', '')}T100000`);
    expect(interview.body).toContain('LOCATION:https://meet.contoh.id/wawancara');

    await injectAs(t.app, as.admin, {
      method: 'POST',
      url: `/api/admin/guru/${teacher.id}/micro-teaching`,
      payload: step('micro-teaching'),
    });
    const micro = await get(teacher.headers, '/api/guru/pendaftaran/jadwal.ics');
    expect(micro.body).toContain('SUMMARY:Micro teaching Pintar Privat: SMA Fisika');
    expect(micro.body).toContain(`DTSTART;TZID=Asia/Jakarta:${MICRO_TEACHING_DATE.replaceAll('-', '')}T060000`);
    expect(micro.body).toContain('Penilai: Sari Penilai.');
    expect((await get(as.guru, '/api/guru/pendaftaran/jadwal.ics')).statusCode).toBe(404);
    expect((await get(as.admin, '/api/guru/pendaftaran/jadwal.ics')).statusCode).toBe(403);
  });
});

import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestApp } from './testApp';
import { csrfHeaders, loginHeaders } from './testApp';
import { ONBOARDING_WALK } from './onboarding';

type Sample = InjectOptions | (() => Promise<InjectOptions>);
interface OnboardingSessions {
  admin: Record<string, string>;
  guru: Record<string, string>;
  siswa: Record<string, string>;
  pendingTeacherUserId: number;
}

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

/** Registers another teacher and answers their id and session (for samples that need a teacher of their own). */
async function newTeacher(
  app: FastifyInstance,
  db: TestApp['handle']['db'],
  email: string,
): Promise<{ id: number; headers: Record<string, string> }> {
  const subject = await db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 14)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(app),
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama: 'Guru Sampel',
      email,
      whatsapp: '6281311113333',
      password: 'rahasia-sampel-1',
      jenis_kelamin: 'L',
      perguruan_tinggi: 'Universitas Indonesia',
      jurusan: 'Matematika',
      jenjang_ids: [14],
      mapel: [subject.id],
      kota_ids: [3273],
      online: true,
      ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '18:00' }],
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  return {
    id: (response.json() as { data: { id: number } }).data.id,
    headers: await loginHeaders(app, email, 'rahasia-sampel-1'),
  };
}

/**
 * The onboarding routes' samples for the contract test. The pending teacher walks the pipeline in
 * the table's order (these keys come before verification); other samples make their own teacher.
 */
export function onboardingSamples(
  app: FastifyInstance,
  db: TestApp['handle']['db'],
  s: OnboardingSessions,
): Record<string, Sample[]> {
  const id = s.pendingTeacherUserId;
  const step = (path: string) => ONBOARDING_WALK.find((item) => item.path === path)?.payload;
  const guruId = async () =>
    ((await app.inject({ url: '/api/auth/me', headers: s.guru })).json() as { data: { id: number } }).data.id;
  return {
    'GET /api/admin/guru/pipeline': [
      { url: '/api/admin/guru/pipeline', headers: s.admin },
      { url: '/api/admin/guru/pipeline?status=seleksi_cv', headers: s.admin },
      { url: '/api/admin/guru/pipeline', headers: s.guru },
    ],
    'POST /api/admin/guru/:id/seleksi-cv': twice({ url: `/api/admin/guru/${id}/seleksi-cv`, headers: s.admin }),
    'POST /api/admin/guru/:id/wawancara': [
      {
        url: `/api/admin/guru/${id}/wawancara`,
        headers: s.admin,
        payload: { ...step('wawancara'), tanggal: '2020-01-06' },
      },
      { url: `/api/admin/guru/${id}/wawancara`, headers: s.admin, payload: step('wawancara') },
    ],
    'GET /api/guru/pendaftaran/jadwal.ics': [
      { url: '/api/guru/pendaftaran/jadwal.ics', headers: s.guru },
      async () => {
        const teacher = await newTeacher(app, db, 'jadwal.kontrak@contoh.id');
        for (const path of ['seleksi-cv', 'wawancara'])
          await app.inject({
            method: 'POST',
            url: `/api/admin/guru/${teacher.id}/${path}`,
            headers: s.admin,
            payload: step(path),
          });
        return { url: '/api/guru/pendaftaran/jadwal.ics', headers: teacher.headers };
      },
    ],
    'POST /api/admin/guru/:id/micro-teaching': [
      { url: `/api/admin/guru/${id}/micro-teaching`, headers: s.admin, payload: step('micro-teaching') },
    ],
    'POST /api/admin/guru/:id/penilaian': twice({
      url: `/api/admin/guru/${id}/penilaian`,
      headers: s.admin,
      payload: step('penilaian'),
    }),
    'GET /api/admin/guru/:id/pendaftaran': [
      { url: `/api/admin/guru/${id}/pendaftaran`, headers: s.admin },
      { url: '/api/admin/guru/999999/pendaftaran', headers: s.admin },
    ],
    'POST /api/admin/guru/:id/tolak': [
      { url: `/api/admin/guru/${id}/tolak`, headers: s.admin, payload: { alasan: ' ' } },
      async () => ({
        url: `/api/admin/guru/${(await newTeacher(app, db, 'tolak.kontrak@contoh.id')).id}/tolak`,
        headers: s.admin,
        payload: { alasan: 'Belum berpengalaman mengajar' },
      }),
    ],
    'POST /api/guru/pendaftaran/daftar-ulang': [
      { url: '/api/guru/pendaftaran/daftar-ulang', headers: s.guru },
      async () => {
        const teacher = await newTeacher(app, db, 'ulang.kontrak@contoh.id');
        await app.inject({
          method: 'POST',
          url: `/api/admin/guru/${teacher.id}/tolak`,
          headers: s.admin,
          payload: { alasan: 'CV belum lengkap' },
        });
        // the 30 days have passed
        await db
          .updateTable('teacher_onboarding')
          .set({ ditolak_pada: '2020-01-01T00:00:00.000Z' })
          .where('user_id', '=', teacher.id)
          .execute();
        return { url: '/api/guru/pendaftaran/daftar-ulang', headers: teacher.headers };
      },
    ],
    'GET /api/guru/pendaftaran': [
      { url: '/api/guru/pendaftaran', headers: s.guru },
      { url: '/api/guru/pendaftaran', headers: s.siswa },
    ],
    'POST /api/guru/dokumen/:jenis': [
      { url: '/api/guru/dokumen/cv', headers: s.guru, payload: { nama_file: 'cv.pdf', isi: SAMPLE_PDF } },
      {
        url: '/api/guru/dokumen/sertifikat',
        headers: s.guru,
        payload: { nama_file: 'sertifikat.pdf', isi: Buffer.from('GIF89a').toString('base64') },
      },
    ],
    'GET /api/guru/dokumen/:jenis': [
      { url: '/api/guru/dokumen/cv', headers: s.guru },
      { url: '/api/guru/dokumen/sertifikat', headers: s.guru },
    ],
    'GET /api/admin/guru/:id/dokumen/:jenis': [
      async () => ({ url: `/api/admin/guru/${await guruId()}/dokumen/cv`, headers: s.admin }),
      { url: `/api/admin/guru/${id}/dokumen/cv`, headers: s.guru },
    ],
  };
}

const twice = (request: InjectOptions): InjectOptions[] => [request, { ...request }];

/**
 * The contract test (issue 10): every route the server serves is declared in @tutor/contract, the
 * OpenAPI document lists them all, and every real answer on the seeded database matches the
 * declared schema of its status code: checked before serialisation (so a field the contract does
 * not name is caught, not silently dropped) and after (what the browser receives). It runs on
 * SQLite and, with DATABASE_URL, on PostgreSQL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { allRoutes, type RouteContract } from '@tutor/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { SAMPLE_REFERRAL_CODE } from '../src/db/seed/commerce';
import { onboardingSamples } from './helpers/onboardingSamples';
import { twoStepSamples } from './helpers/twoStepSamples';
import { ORDERS_URL, PREVIEW_URL, sampleDraft, SCHEDULE_URL } from './helpers/orderDrafts';
import { openapiChecker, type OpenApiDocument } from './helpers/openapiAnswers';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtransStandIn';
import { signatureOf } from '../src/areas/payments';

/** Online payment runs against the local Midtrans stand-in (started in beforeAll) with this key. */
const MIDTRANS_KEY = 'SB-Mid-server-kontrak';

type Violation = { route: string; status: number; stage: string; errors: string[] };

const keyOf = (route: Pick<RouteContract, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Routes a library adds for its own files: @fastify/static's wildcard for the shell's files
 * (described by GET /), and the API reference's page files and document under /api/docs/
 * (@fastify/swagger-ui; described by GET /api/docs).
 */
const servedByLibrary = (key: string) => key === 'GET /*' || key.startsWith('GET /api/docs/');

function schemaFor(route: RouteContract | undefined, status: number) {
  const responses = route?.schema.response as Record<string, unknown> | undefined;
  return responses?.[String(status)] ?? responses?.[`${Math.floor(status / 100)}xx`];
}

const isTypeBox = (schema: unknown): schema is Parameters<typeof Value.Check>[0] =>
  typeof schema === 'object' && schema !== null && !('content' in schema);

function check(route: RouteContract | undefined, status: number, payload: unknown, stage: string, into: Violation[]) {
  const schema = schemaFor(route, status);
  const name = route ? keyOf(route) : 'unknown route';
  if (schema === undefined)
    return into.push({ route: name, status, stage, errors: ['no schema declared for this status'] });
  if (!isTypeBox(schema)) return;
  if (!Value.Check(schema, payload)) {
    into.push({
      route: name,
      status,
      stage,
      errors: [...Value.Errors(schema, payload)].slice(0, 5).map((e) => `${e.path} ${e.message}`),
    });
  }
}

interface Sessions {
  csrf: Record<string, string>;
  siswa: Record<string, string>;
  guru: Record<string, string>;
  admin: Record<string, string>;
  guruProfile: unknown;
  pendingTeacherUserId: number;
  resetToken: string;
  /** an order of the demo student, made through the API */
  orderKode: string;
  /** another order, which the lifecycle samples move from confirmation to payment */
  flowKode: string;
  /** the address of a photo the demo teacher uploaded */
  guruPhoto: string;
  db: TestApp['handle']['db'];
}

/** A request, or one built when its turn comes (it needs what earlier samples made, such as an application id). */
type Sample = InjectOptions | (() => Promise<InjectOptions>);

const TEACHER_SIGN_UP = {
  role: 'guru',
  setuju_kebijakan: true,
  nama: 'Dewi Kontrak',
  email: 'dewi.kontrak@contoh.id',
  whatsapp: '6281311112222',
  password: 'rahasia-dewi-1',
  jenis_kelamin: 'P',
  perguruan_tinggi: 'Universitas Indonesia',
  jurusan: 'Pendidikan Matematika',
  jenjang_ids: [14],
  mapel: [] as number[],
  kota_ids: [3273],
  online: true,
  ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '18:00' }],
};

/** Sessions of each role, a teacher waiting for verification and a reset token, made through the API. */
async function prepareSessions(app: FastifyInstance, db: TestApp['handle']['db']): Promise<Sessions> {
  const csrf = await csrfHeaders(app);
  const subject = await db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 14)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: csrf,
    payload: { ...TEACHER_SIGN_UP, mapel: [subject.id] },
  });
  if (signUp.statusCode !== 201) throw new Error(`teacher registration answered ${signUp.statusCode}: ${signUp.body}`);
  const guru = await loginHeaders(app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
  await app.inject({
    method: 'POST',
    url: '/api/auth/lupa-password',
    headers: csrf,
    payload: { email: TEACHER_SIGN_UP.email },
  });
  await app.afterAnswer.idle();
  const mail = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', TEACHER_SIGN_UP.email)
    .executeTakeFirstOrThrow();
  const siswa = await loginHeaders(app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
  // The student's first order uses the teacher's referral code, so the ledger samples have money to move.
  const guruCode = (
    (await app.inject({ url: '/api/referral/saya', headers: guru })).json() as { data: { kode: string } }
  ).data.kode;
  const flow = await app.inject({
    method: 'POST',
    url: ORDERS_URL,
    headers: { ...siswa, 'idempotency-key': 'kontrak-pesanan-alur' },
    payload: sampleDraft({ kode_referral: guruCode }),
  });
  if (flow.statusCode !== 201) throw new Error(`order answered ${flow.statusCode}: ${flow.body}`);
  const order = await app.inject({
    method: 'POST',
    url: ORDERS_URL,
    headers: { ...siswa, 'idempotency-key': 'kontrak-pesanan-1' },
    payload: sampleDraft(),
  });
  if (order.statusCode !== 201) throw new Error(`order answered ${order.statusCode}: ${order.body}`);
  const photo = await app.inject({
    method: 'POST',
    url: '/api/guru/profil/foto',
    headers: guru,
    payload: { foto: SAMPLE_PNG },
  });
  return {
    csrf,
    guru,
    siswa,
    orderKode: (order.json() as { data: { kode: string } }).data.kode,
    flowKode: (flow.json() as { data: { kode: string } }).data.kode,
    admin: await loginHeaders(app, TEST_ADMIN.email, TEST_ADMIN.password),
    guruProfile: (
      (await app.inject({ url: '/api/guru/profil', headers: guru })).json() as {
        data: { nama: string; whatsapp: string; status: string };
      }
    ).data,
    pendingTeacherUserId: (signUp.json() as { data: { id: number } }).data.id,
    resetToken: /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '',
    guruPhoto: (photo.json() as { data: { foto: string } }).data.foto,
    db,
  };
}

/** A 1x1 PNG: the smallest picture the photo upload accepts. */
const SAMPLE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

function withoutAccountFields(profile: unknown): unknown {
  const {
    nama: _nama,
    whatsapp: _whatsapp,
    status: _status,
    foto: _foto,
    ...fields
  } = profile as Record<string, unknown>;
  return fields;
}

const twice = (request: InjectOptions): InjectOptions[] => [request, { ...request }];

/** Routes whose 200 is a JSON file declared raw (a document, a download), not a schema'd answer. */
const RAW_JSON_ROUTES = new Set(['GET /api/openapi.json', 'GET /api/akun/data-saya']);

/** A fresh student, logged in, to delete: the demo accounts stay for the other samples. */
async function studentToDelete(app: FastifyInstance, csrf: Record<string, string>): Promise<InjectOptions> {
  const password = 'rahasia-hapus-1';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: csrf,
    payload: {
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'siswa_dewasa',
      nama: 'Hapus Kontrak',
      email: 'hapus.kontrak@contoh.id',
      whatsapp: '6281355556666',
      password,
    },
  });
  const session = String(signUp.headers['set-cookie']).split(';')[0] ?? '';
  return { url: '/api/akun/hapus', headers: { ...csrf, cookie: `${csrf.cookie}; ${session}` }, payload: { password } };
}

/** Real requests per route; at least one succeeds. Filled in by the seed's known data. */
function samples(app: FastifyInstance, slug: string, teacherId: number, s: Sessions): Record<string, Sample[]> {
  const S2 = '/api/select2/master';
  return {
    [`GET ${S2}/jenjang`]: [{ url: `${S2}/jenjang?mode=all` }, { url: `${S2}/jenjang?mode=json` }],
    [`GET ${S2}/kurikulum`]: [
      { url: `${S2}/kurikulum?jenjang_id=14` },
      { url: `${S2}/kurikulum?mode=all&jenjang_id=14` },
      { url: `${S2}/kurikulum` },
    ],
    [`GET ${S2}/kelas`]: [{ url: `${S2}/kelas?jenjang_id=14` }],
    [`GET ${S2}/mata-pelajaran`]: [{ url: `${S2}/mata-pelajaran?mode=json&jenjang_id=16` }],
    [`GET ${S2}/provinces`]: [{ url: `${S2}/provinces?mode=all` }],
    [`GET ${S2}/regencies`]: [{ url: `${S2}/regencies?mode=all&provinsi=32` }],
    [`GET ${S2}/regencies-2`]: [
      { url: `${S2}/regencies-2?mode=all&provinsi=32` },
      { url: `${S2}/regencies-2?mode=json&q=bandung` },
    ],
    [`GET ${S2}/districts`]: [{ url: `${S2}/districts?mode=all&kota=3273` }],
    [`GET ${S2}/lokasi-default`]: [{ url: `${S2}/lokasi-default?mode=json` }],
    'GET /api/landing/searching-biaya-les/default': [{ url: '/api/landing/searching-biaya-les/default' }],
    'GET /api/landing/searching-biaya-les': [
      {
        url: '/api/landing/searching-biaya-les?jenjang_id=14&sistem_pembelajaran=Offline&jumlah_siswa=2&provinsi=32&kota_id=3273',
      },
      { url: '/api/landing/searching-biaya-les?sistem_pembelajaran=Offline&jumlah_siswa=1&provinsi=32&kota_id=3273' },
    ],
    // The teacher routes remember answers (platform/cachedAnswers.ts): each sample is asked twice,
    // so the remembered answer, which skips serialisation, is checked as sent.
    'GET /api/landing/searching-guru/default': twice({ url: '/api/landing/searching-guru/default?page=2' }),
    'GET /api/landing/searching-guru': [
      ...twice({ url: '/api/landing/searching-guru?jenjang_id=14&lokasi_id=online&page=1' }),
      ...twice({
        url: '/api/landing/searching-guru?jenjang_id=16&lokasi_id=3273&page=1&jenis_kelamin[]=perempuan&penilaian[]=bintang_5',
      }),
    ],
    'GET /api/landing/filter-guru': twice({ url: '/api/landing/filter-guru?jenjang_id=14&lokasi_id=online' }),
    'GET /api/landing/guru/:id': [{ url: `/api/landing/guru/${teacherId}` }, { url: '/api/landing/guru/987654' }],
    'GET /api/landing/banner-summary': [{ url: '/api/landing/banner-summary' }],
    'GET /api/landing/list-level': [{ url: '/api/landing/list-level' }],
    'GET /api/landing/best-teacher-of-the-month': [{ url: '/api/landing/best-teacher-of-the-month' }],
    'GET /api/landing/teacher-review': [{ url: '/api/landing/teacher-review' }],
    'GET /api/landing/blog': [{ url: '/api/landing/blog' }],
    'GET /api/landing/testimony': [{ url: '/api/landing/testimony?page=1' }],
    'GET /api/blog': [{ url: '/api/blog' }, { url: '/api/blog?page=0' }],
    'GET /api/blog/:slug': [{ url: `/api/blog/${slug}` }, { url: '/api/blog/tidak-ada-artikel-ini' }],
    'GET /api/blog/:slug/another': [{ url: `/api/blog/${slug}/another?limit=5` }],
    'GET /media/guru/:file': [{ url: `/media/guru/${teacherId}.svg` }, { url: '/media/guru/999999.svg' }],
    'GET /media/testimoni/:file': [{ url: '/media/testimoni/1.svg' }],
    'GET /media/blog/:file': [{ url: `/media/blog/${slug}.svg` }],
    'GET /media/jenjang/:file': [{ url: '/media/jenjang/14.svg' }],
    'GET /media/mitra/:file': [{ url: '/media/mitra/1.svg' }, { url: '/media/mitra/999999.svg' }],
    'GET /api/mitra': [{ url: '/api/mitra' }],
    'GET /media/kegiatan/:file': [{ url: '/media/kegiatan/1.svg' }],
    'GET /api/generate/diskon-active': [{ url: '/api/generate/diskon-active' }],
    'POST /api/diskon-claim': [
      { url: '/api/diskon-claim', headers: s.csrf, payload: { number_whatsapp: '6281234500001' } },
      { url: '/api/diskon-claim', headers: s.csrf, payload: { number_whatsapp: '6281234500001' } },
      { url: '/api/diskon-claim', headers: s.csrf, payload: { number_whatsapp: '0812' } },
      { url: '/api/diskon-claim', payload: { number_whatsapp: '6281234500002' } },
    ],
    'GET /kode_referral/check': [
      { url: `/kode_referral/check?kode_referral=${SAMPLE_REFERRAL_CODE}` },
      { url: '/kode_referral/check?kode_referral=TIDAKADA' },
    ],
    'POST /api/subscribe': [
      { url: '/api/subscribe', headers: s.csrf, payload: { email: 'kontrak@contoh.id' } },
      { url: '/api/subscribe', headers: s.csrf, payload: { email: 'bukan' } },
    ],
    'GET /api/health': [{ url: '/api/health' }],
    'GET /api/health/ready': [{ url: '/api/health/ready' }],
    'GET /metrics': [{ url: '/metrics' }, { url: '/metrics', headers: { authorization: 'Bearer kontrak-metrik' } }],
    'POST /api/log': [
      { url: '/api/log', headers: s.csrf, payload: { message: 'contract test', componentStack: 'at Test' } },
    ],
    'GET /remotes.json': [{ url: '/remotes.json' }],
    'GET /': [{ url: '/' }],
    'GET /remotes/:folder/*': [
      { url: '/remotes/mf-blog-v2/remoteEntry.js' },
      { url: '/remotes/mf-blog-v2/tidak-ada.js' },
    ],
    'GET /api/openapi.json': [{ url: '/api/openapi.json' }],
    'GET /api/docs': [{ url: '/api/docs' }],
    'GET /api/auth/csrf': [{ url: '/api/auth/csrf' }],
    'POST /api/auth/register': [
      {
        url: '/api/auth/register',
        headers: s.csrf,
        payload: {
          role: 'siswa',
          setuju_kebijakan: true,
          pendaftar: 'orang_tua',
          nama: 'Budi Kontrak',
          email: 'budi.kontrak@contoh.id',
          whatsapp: '6281322223333',
          password: 'rahasia-budi-1',
        },
      },
      {
        url: '/api/auth/register',
        headers: s.csrf,
        payload: {
          role: 'siswa',
          setuju_kebijakan: true,
          pendaftar: 'orang_tua',
          nama: 'Budi Lagi',
          email: 'budi.kontrak@contoh.id',
          whatsapp: '6281322223333',
          password: 'rahasia-budi-1',
        },
      },
    ],
    'POST /api/auth/login': [
      {
        url: '/api/auth/login',
        headers: s.csrf,
        payload: { email: DEMO_ACCOUNTS.siswa.email, password: DEMO_ACCOUNTS.siswa.password },
      },
      {
        url: '/api/auth/login',
        headers: s.csrf,
        payload: { email: DEMO_ACCOUNTS.siswa.email, password: 'salah-sekali' },
      },
    ],
    'POST /api/auth/logout': [{ url: '/api/auth/logout', headers: s.csrf }],
    'GET /api/auth/me': [{ url: '/api/auth/me', headers: s.siswa }, { url: '/api/auth/me' }],
    'POST /api/auth/lupa-password': [
      { url: '/api/auth/lupa-password', headers: s.csrf, payload: { email: 'tidak.ada@contoh.id' } },
    ],
    'POST /api/auth/reset-password': [
      {
        url: '/api/auth/reset-password',
        headers: s.csrf,
        payload: { token: 'bukan-token', password: 'kata-sandi-baru' },
      },
      {
        url: '/api/auth/reset-password',
        headers: s.csrf,
        payload: { token: s.resetToken, password: 'kata-sandi-baru' },
      },
    ],
    'GET /api/guru/profil': [
      { url: '/api/guru/profil', headers: s.guru },
      { url: '/api/guru/profil', headers: s.siswa },
    ],
    'PUT /api/guru/profil': [
      { url: '/api/guru/profil', headers: s.guru, payload: withoutAccountFields(s.guruProfile) as object },
    ],
    // before the upload below, which gives the photo a new address
    'GET /media/guru/foto/:file': [{ url: s.guruPhoto }, { url: '/media/guru/foto/1-1.jpg' }],
    'POST /api/guru/profil/foto': [
      { url: '/api/guru/profil/foto', headers: s.guru, payload: { foto: SAMPLE_PNG } },
      { url: '/api/guru/profil/foto', headers: s.guru, payload: { foto: Buffer.from('GIF89a').toString('base64') } },
    ],
    'GET /api/admin/guru': [
      { url: '/api/admin/guru?status=menunggu_verifikasi', headers: s.admin },
      { url: '/api/admin/guru' },
    ],
    // the pending teacher walks onboarding up to the assessment, so the verification below succeeds once
    ...onboardingSamples(app, s.db, s),
    'POST /api/admin/guru/:id/verifikasi': [
      { url: `/api/admin/guru/${s.pendingTeacherUserId}/verifikasi`, headers: s.admin },
      { url: `/api/admin/guru/${s.pendingTeacherUserId}/verifikasi`, headers: s.admin },
    ],
    [`POST ${SCHEDULE_URL}`]: [
      {
        url: SCHEDULE_URL,
        headers: s.siswa,
        payload: {
          paket: 2,
          tanggal_mulai_les: '2025-06-02',
          waktu: ['Jumat 16:00'],
          subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
        },
      },
      {
        url: SCHEDULE_URL,
        headers: s.siswa,
        payload: {
          paket: 2,
          tanggal_mulai_les: '2025-06-02',
          waktu: ['Jumat 16:00'],
          subject: [{ mata_pelajaran: 'Fisika', jumlah: 3 }],
        },
      },
      {
        url: SCHEDULE_URL,
        headers: s.guru,
        payload: {
          paket: 2,
          tanggal_mulai_les: '2025-06-02',
          waktu: ['Jumat 16:00'],
          subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
        },
      },
    ],
    'GET /api/siswa/profil': [{ url: '/api/siswa/profil', headers: s.siswa }, { url: '/api/siswa/profil' }],
    [`POST ${PREVIEW_URL}`]: [
      { url: PREVIEW_URL, headers: s.siswa, payload: sampleDraft({ kode_referral: SAMPLE_REFERRAL_CODE }) },
      {
        url: PREVIEW_URL,
        headers: s.siswa,
        payload: sampleDraft({
          sistem_pembelajaran: 'Online',
          provinsi_id: null,
          kota_id: null,
          kecamatan_id: null,
          alamat: null,
        }),
      },
      { url: PREVIEW_URL, headers: s.siswa, payload: sampleDraft({ alamat: '' }) },
    ],
    [`POST ${ORDERS_URL}`]: [
      {
        url: ORDERS_URL,
        headers: { ...s.siswa, 'idempotency-key': 'kontrak-pesanan-2' },
        payload: sampleDraft({ catatan_guru: '' }),
      },
      {
        url: ORDERS_URL,
        headers: { ...s.siswa, 'idempotency-key': 'kontrak-pesanan-2' },
        payload: sampleDraft({ catatan_guru: '' }),
      },
      {
        url: ORDERS_URL,
        headers: { ...s.siswa, 'idempotency-key': 'kontrak-pesanan-2' },
        payload: sampleDraft({ catatan_guru: 'lain' }),
      },
    ],
    [`GET ${ORDERS_URL}`]: [
      { url: ORDERS_URL, headers: s.siswa },
      { url: `${ORDERS_URL}?status=menunggu_konfirmasi`, headers: s.admin },
      { url: ORDERS_URL, headers: s.guru },
    ],
    [`GET ${ORDERS_URL}/:kode`]: [
      { url: `${ORDERS_URL}/${s.orderKode}`, headers: s.siswa },
      { url: `${ORDERS_URL}/PP-0000-XXXX`, headers: s.admin },
    ],
    [`POST ${ORDERS_URL}/:kode/batal`]: [
      { url: `${ORDERS_URL}/${s.orderKode}/batal`, headers: s.siswa },
      { url: `${ORDERS_URL}/${s.orderKode}/batal`, headers: s.admin },
    ],
    ...lifecycleSamples(app, s),
    ...meetingSamples(app, s),
    ...reviewSamples(app, s),
    ...notificationSamples(app, s),
    ...twoStepSamples(app, s),
    ...referralLedgerSamples(app, s),
    ...changeSamples(app, s),
  };
}

/**
 * Once the flow order is selesai: its renewal, the demo teacher's offers (accept one, refuse
 * another), and a teacher change on the accepted renewal once it is paid.
 */
function changeSamples(app: FastifyInstance, s: Sessions): Record<string, Sample[]> {
  const renewUrl = `/api/pesanan/${s.flowKode}/perpanjang`;
  const renewal = (key: string, tanggal: string) => ({
    url: renewUrl,
    headers: { ...s.siswa, 'idempotency-key': key },
    payload: { paket_id: 2, tanggal_mulai_les: tanggal },
  });
  const firstOffer = async () =>
    (
      (await app.inject({ url: '/api/guru/tawaran-perpanjangan', headers: s.guru })).json() as {
        data: { kode: string }[];
      }
    ).data[0]?.kode ?? '';
  let accepted = '';
  return {
    'POST /api/pesanan/:kode/perpanjang/pratinjau': [
      { url: `${renewUrl}/pratinjau`, headers: s.siswa, payload: { paket_id: 2, tanggal_mulai_les: '2025-09-01' } },
      { url: `${renewUrl}/pratinjau`, headers: s.siswa, payload: { paket_id: 2, tanggal_mulai_les: '2025-06-02' } },
    ],
    'POST /api/pesanan/:kode/perpanjang': [
      renewal('kontrak-perpanjang-1', '2025-09-01'),
      renewal('kontrak-perpanjang-1', '2025-09-01'),
      renewal('kontrak-perpanjang-9', '2025-06-02'),
    ],
    'GET /api/guru/tawaran-perpanjangan': [
      { url: '/api/guru/tawaran-perpanjangan', headers: s.guru },
      { url: '/api/guru/tawaran-perpanjangan', headers: s.siswa },
    ],
    'POST /api/guru/tawaran-perpanjangan/:kode/terima': [
      async () => {
        accepted = await firstOffer();
        return { url: `/api/guru/tawaran-perpanjangan/${accepted}/terima`, headers: s.guru };
      },
      async () => ({ url: `/api/guru/tawaran-perpanjangan/${accepted}/terima`, headers: s.guru }),
    ],
    'POST /api/guru/tawaran-perpanjangan/:kode/tolak': [
      async () => {
        await app.inject({ method: 'POST', ...renewal('kontrak-perpanjang-2', '2025-10-06') });
        return { url: `/api/guru/tawaran-perpanjangan/${await firstOffer()}/tolak`, headers: s.guru };
      },
    ],
    'POST /api/pesanan/:kode/ganti-guru': [
      async () => {
        const order = (await app.inject({ url: `${ORDERS_URL}/${accepted}`, headers: s.admin })).json() as {
          data: { rincian_biaya: { cicilan: number[] } };
        };
        await app.inject({
          method: 'POST',
          url: `/api/admin/pesanan/${accepted}/pembayaran`,
          headers: s.admin,
          payload: { jumlah: order.data.rincian_biaya.cicilan[0] ?? 0 },
        });
        return { url: `/api/pesanan/${accepted}/ganti-guru`, headers: s.siswa, payload: { alasan: 'Ingin guru lain' } };
      },
      async () => ({
        url: `/api/pesanan/${accepted}/ganti-guru`,
        headers: s.siswa,
        payload: { alasan: 'Sekali lagi' },
      }),
    ],
  };
}

/** After the flow order's first payment the teacher's commission is claimable: request it, then pay it; the money page's payout takes what is left (honor, if a meeting was held). */
function referralLedgerSamples(app: FastifyInstance, s: Sessions): Record<string, Sample[]> {
  const bank = { bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Dewi Kontrak' };
  const firstPayout = async () =>
    ((await app.inject({ url: '/api/admin/pencairan', headers: s.admin })).json() as { data: { id: number }[] }).data[0]
      ?.id ?? 0;
  return {
    'GET /api/referral/saya': [{ url: '/api/referral/saya', headers: s.guru }, { url: '/api/referral/saya' }],
    'POST /api/referral/pencairan': [
      { url: '/api/referral/pencairan', headers: s.guru, payload: { ...bank, nomor_rekening: '12' } },
      { url: '/api/referral/pencairan', headers: s.guru, payload: bank },
      { url: '/api/referral/pencairan', headers: s.guru, payload: bank },
    ],
    'GET /api/akun/data-saya': [{ url: '/api/akun/data-saya', headers: s.siswa }, { url: '/api/akun/data-saya' }],
    'POST /api/akun/hapus': [
      { url: '/api/akun/hapus', headers: s.siswa, payload: { password: 'bukan-sandinya' } },
      () => studentToDelete(app, s.csrf),
    ],
    'GET /api/keuangan/saya': [{ url: '/api/keuangan/saya', headers: s.guru }, { url: '/api/keuangan/saya' }],
    'POST /api/keuangan/pencairan': [
      { url: '/api/keuangan/pencairan', headers: s.guru, payload: { ...bank, nomor_rekening: '12' } },
      { url: '/api/keuangan/pencairan', headers: s.guru, payload: bank },
    ],
    'GET /api/admin/pencairan': [
      { url: '/api/admin/pencairan?status=diminta', headers: s.admin },
      { url: '/api/admin/pencairan', headers: s.siswa },
    ],
    'POST /api/admin/pencairan/:id/bayar': [
      async () => ({ url: `/api/admin/pencairan/${await firstPayout()}/bayar`, headers: s.admin }),
      async () => ({ url: `/api/admin/pencairan/${await firstPayout()}/bayar`, headers: s.admin }),
    ],
  };
}

/** The flow order from confirmation to the first payment, in the order the samples run. */
function lifecycleSamples(app: FastifyInstance, s: Sessions): Record<string, Sample[]> {
  const kode = s.flowKode;
  const firstApplication = async () => {
    const answer = (await app.inject({ url: `/api/admin/pesanan/${kode}/pelamar`, headers: s.admin })).json() as {
      data: { lamaran_id: number }[];
    };
    return answer.data[0]?.lamaran_id ?? 0;
  };
  return {
    'POST /api/admin/pesanan/:kode/konfirmasi': [
      { url: `/api/admin/pesanan/${kode}/konfirmasi`, headers: s.admin },
      { url: `/api/admin/pesanan/${kode}/konfirmasi`, headers: s.admin },
    ],
    'GET /guru/loker-mengajar-searching': [
      { url: '/guru/loker-mengajar-searching?type=json', headers: s.guru },
      { url: `/guru/loker-mengajar-searching?type=json&kode_pemesanan=${kode}&urut=kecocokan`, headers: s.guru },
      { url: '/guru/loker-mengajar-searching?type=json', headers: s.siswa },
    ],
    'POST /api/lowongan/:kode/lamar': [
      { url: `/api/lowongan/${kode}/lamar`, headers: s.guru, payload: { catatan: 'Siap mengajar' } },
      { url: `/api/lowongan/${kode}/lamar`, headers: s.guru, payload: {} },
    ],
    'GET /api/lamaran-saya': [{ url: '/api/lamaran-saya', headers: s.guru }],
    'GET /api/admin/pesanan/:kode/pelamar': [{ url: `/api/admin/pesanan/${kode}/pelamar`, headers: s.admin }],
    'POST /api/admin/pesanan/:kode/usulkan': [
      { url: `/api/admin/pesanan/${kode}/usulkan`, headers: s.admin, payload: { lamaran_ids: [987654] } },
      async () => ({
        url: `/api/admin/pesanan/${kode}/usulkan`,
        headers: s.admin,
        payload: { lamaran_ids: [await firstApplication()] },
      }),
    ],
    'GET /api/pesanan/:kode/usulan': [{ url: `/api/pesanan/${kode}/usulan`, headers: s.siswa }],
    'POST /api/pesanan/:kode/pilih-guru': [
      async () => ({
        url: `/api/pesanan/${kode}/pilih-guru`,
        headers: s.siswa,
        payload: { lamaran_id: await firstApplication() },
      }),
    ],
    // the order waits for its payment: the student starts paying online (the stand-in answers), then the admin records it
    'POST /api/pesanan/:kode/pembayaran-online': [
      { url: `/api/pesanan/${kode}/pembayaran-online`, headers: s.admin, payload: { metode: 'qris' } },
      { url: `/api/pesanan/${kode}/pembayaran-online`, headers: s.siswa, payload: { metode: 'bca_va' } },
      { url: `/api/pesanan/${kode}/pembayaran-online`, headers: s.siswa, payload: { metode: 'bca_va' } },
    ],
    'GET /api/pesanan/:kode/pembayaran-online': [
      { url: `/api/pesanan/${kode}/pembayaran-online`, headers: s.siswa },
      { url: `/api/pesanan/${kode}/pembayaran-online`, headers: s.admin },
    ],
    'POST /api/pembayaran/midtrans/notifikasi': [
      {
        url: '/api/pembayaran/midtrans/notifikasi',
        payload: { order_id: 'palsu', status_code: '200', gross_amount: '1.00', signature_key: '0'.repeat(128) },
      },
      async () => {
        const charges = (
          await app.inject({ url: `/api/pesanan/${kode}/pembayaran-online`, headers: s.siswa })
        ).json() as { data: { id: string; jumlah: number }[] };
        const charge = charges.data[0];
        const fields = {
          order_id: charge?.id ?? 'tidak-ada',
          status_code: '201',
          gross_amount: `${charge?.jumlah ?? 0}.00`,
          transaction_status: 'pending',
        };
        return {
          url: '/api/pembayaran/midtrans/notifikasi',
          payload: { ...fields, signature_key: signatureOf(MIDTRANS_KEY, fields) },
        };
      },
    ],
    'POST /api/admin/pesanan/:kode/pembayaran': [
      { url: `/api/admin/pesanan/${kode}/pembayaran`, headers: s.admin, payload: { jumlah: 1 } },
      { url: `/api/admin/pesanan/${kode}/pembayaran`, headers: s.admin, payload: { jumlah: 100_000_000 } },
      async () => {
        const order = (await app.inject({ url: `${ORDERS_URL}/${kode}`, headers: s.admin })).json() as {
          data: { rincian_biaya: { cicilan: number[] } };
        };
        return {
          url: `/api/admin/pesanan/${kode}/pembayaran`,
          headers: s.admin,
          payload: { jumlah: order.data.rincian_biaya.cicilan[0] ?? 0 },
        };
      },
    ],
  };
}

/** The flow order's meetings once it is paid (they start in 2025: each has started), then the calendar feed. */
function meetingSamples(app: FastifyInstance, s: Sessions): Record<string, Sample[]> {
  const kode = s.flowKode;
  const meetingId = async (index: number) => {
    const answer = (await app.inject({ url: `/api/pesanan/${kode}/pertemuan`, headers: s.admin })).json() as {
      data: { items: { id: number }[] };
    };
    return answer.data.items[index]?.id ?? 0;
  };
  const feedUrl = async () =>
    ((await app.inject({ url: '/api/kalender', headers: s.siswa })).json() as { data: { url: string } }).data.url;
  const report = { topik: 'Hukum Newton', catatan: 'Sudah paham gaya dan percepatan' };
  return {
    'GET /api/pesanan/:kode/pertemuan': [
      { url: `/api/pesanan/${kode}/pertemuan`, headers: s.siswa },
      { url: `/api/pesanan/${kode}/pertemuan`, headers: s.guru },
      { url: `/api/pesanan/${kode}/pertemuan`, headers: s.admin },
    ],
    'POST /api/pertemuan/:id/laporan': [
      async () => ({ url: `/api/pertemuan/${await meetingId(0)}/laporan`, headers: s.guru, payload: report }),
      async () => ({ url: `/api/pertemuan/${await meetingId(1)}/laporan`, headers: s.guru, payload: report }),
      async () => ({ url: `/api/pertemuan/${await meetingId(1)}/laporan`, headers: s.guru, payload: report }),
    ],
    'GET /api/guru/jadwal': [
      { url: '/api/guru/jadwal?dari=2025-06-01&sampai=2025-06-30', headers: s.guru },
      { url: '/api/guru/jadwal?dari=2025-06-30&sampai=2025-06-01', headers: s.guru },
    ],
    'GET /api/guru/pertemuan/belum-dilaporkan': [
      { url: '/api/guru/pertemuan/belum-dilaporkan', headers: s.guru },
      { url: '/api/guru/pertemuan/belum-dilaporkan', headers: s.siswa },
    ],
    'POST /api/pertemuan/:id/konfirmasi': [
      async () => ({ url: `/api/pertemuan/${await meetingId(0)}/konfirmasi`, headers: s.siswa }),
    ],
    'POST /api/pertemuan/:id/sanggah': [
      async () => ({
        url: `/api/pertemuan/${await meetingId(1)}/sanggah`,
        headers: s.siswa,
        payload: { alasan: 'Guru tidak datang' },
      }),
    ],
    'POST /api/admin/pertemuan/:id/putuskan': [
      async () => ({
        url: `/api/admin/pertemuan/${await meetingId(1)}/putuskan`,
        headers: s.admin,
        payload: { terlaksana: false },
      }),
      async () => ({
        url: `/api/admin/pertemuan/${await meetingId(1)}/putuskan`,
        headers: s.admin,
        payload: { terlaksana: true },
      }),
    ],
    'POST /api/pertemuan/:id/ubah-jadwal': [
      async () => ({
        url: `/api/pertemuan/${await meetingId(2)}/ubah-jadwal`,
        headers: s.siswa,
        payload: { tanggal: '2025-07-15', jam: '06:15' },
      }),
      async () => ({
        url: `/api/pertemuan/${await meetingId(2)}/ubah-jadwal`,
        headers: s.guru,
        payload: { tanggal: '2025-07-16', jam: '06:15' },
      }),
    ],
    'POST /api/pertemuan/:id/ubah-jadwal/setuju': [
      async () => ({ url: `/api/pertemuan/${await meetingId(2)}/ubah-jadwal/setuju`, headers: s.guru }),
    ],
    'POST /api/pertemuan/:id/ubah-jadwal/tolak': [
      async () => {
        const id = await meetingId(3);
        await app.inject({
          method: 'POST',
          url: `/api/pertemuan/${id}/ubah-jadwal`,
          headers: s.siswa,
          payload: { tanggal: '2025-07-17', jam: '06:15' },
        });
        return { url: `/api/pertemuan/${id}/ubah-jadwal/tolak`, headers: s.guru };
      },
    ],
    'GET /api/kalender': [
      { url: '/api/kalender', headers: s.siswa },
      { url: '/api/kalender', headers: s.guru },
    ],
    'GET /api/kalender/:token': [async () => ({ url: await feedUrl() }), { url: '/api/kalender/tidak-ada.ics' }],
    'POST /api/kalender/baru': [{ url: '/api/kalender/baru', headers: s.guru }],
  };
}

/** The flow order's last two meetings held through the API (the order ends), then its review and the admin's desk. */
function reviewSamples(app: FastifyInstance, s: Sessions): Record<string, Sample[]> {
  const url = `/api/pesanan/${s.flowKode}/ulasan`;
  const meetings = async () =>
    (
      (await app.inject({ url: `/api/pesanan/${s.flowKode}/pertemuan`, headers: s.admin })).json() as {
        data: { items: { id: number; status: string; guru: { id: number } }[] };
      }
    ).data.items;
  const holdTheRest = async () => {
    for (const meeting of (await meetings()).filter((item) => item.status === 'terjadwal')) {
      await app.inject({
        method: 'POST',
        url: `/api/pertemuan/${meeting.id}/laporan`,
        headers: s.guru,
        payload: { topik: 'Vektor', catatan: 'Paham' },
      });
      await app.inject({ method: 'POST', url: `/api/pertemuan/${meeting.id}/konfirmasi`, headers: s.siswa });
    }
    return (await meetings())[0]?.guru.id ?? 0;
  };
  const desk = async () =>
    (
      (await app.inject({ url: '/api/admin/ulasan', headers: s.admin })).json() as {
        data: { id: number; rating: number; ulasan: string; disembunyikan: boolean }[];
      }
    ).data;
  const latest = async () => (await desk())[0]?.id ?? 0;
  const worded = async () =>
    (await desk()).find((review) => review.rating >= 4 && review.ulasan !== '' && !review.disembunyikan)?.id ?? 0;
  return {
    'GET /api/pesanan/:kode/ulasan': [
      { url, headers: s.siswa },
      { url, headers: s.guru },
    ],
    'POST /api/pesanan/:kode/ulasan': [
      { url, headers: s.siswa, payload: { guru_id: 1, rating: 5, ulasan: 'Terlalu awal' } },
      async () => ({
        url,
        headers: s.siswa,
        payload: { guru_id: await holdTheRest(), rating: 5, ulasan: 'Sabar dan jelas' },
      }),
    ],
    'GET /api/admin/ulasan': [
      { url: '/api/admin/ulasan', headers: s.admin },
      { url: '/api/admin/ulasan?page=2', headers: s.admin },
    ],
    'POST /api/admin/ulasan/:id/testimoni': [
      async () => ({ url: `/api/admin/ulasan/${await latest()}/testimoni`, headers: s.admin }),
      async () => ({ url: `/api/admin/ulasan/${await worded()}/testimoni`, headers: s.admin }),
    ],
    'POST /api/admin/ulasan/:id/sembunyikan': [
      async () => ({
        url: `/api/admin/ulasan/${await latest()}/sembunyikan`,
        headers: s.admin,
        payload: { alasan: 'Melanggar aturan' },
      }),
    ],
  };
}

describe('the contract', () => {
  let t: TestApp;
  let midtrans: MidtransStandIn;
  let site: string;
  const violations: Violation[] = [];
  const registered: string[] = [];
  const byKey = new Map(allRoutes.map((route) => [keyOf(route), route]));

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'contract-site-'));
    mkdirSync(path.join(site, 'shell'));
    writeFileSync(path.join(site, 'shell', 'index.html'), '<!doctype html><title>Pintar Privat</title>');
    mkdirSync(path.join(site, 'deployments', 'mf-blog-v2'), { recursive: true });
    writeFileSync(path.join(site, 'deployments', 'mf-blog-v2', 'remoteEntry.js'), 'var mf_blog;');
    // canaries for the platform desk's samples to promote and roll back
    const withCanary = (name: string, folder: string, routes: string[]) => ({
      name,
      entry: `/remotes/${folder}/mf-manifest.json`,
      routes,
      canary: { entry: `/remotes/${folder}-v2/mf-manifest.json`, percent: 10 },
    });
    writeFileSync(
      path.join(site, 'deployments', 'remotes.json'),
      JSON.stringify({
        remotes: [withCanary('mf_blog', 'mf-blog', ['/blog']), withCanary('mf_search', 'mf-search', ['/biaya-les'])],
      }),
    );
    const instrument = async (app: FastifyInstance) => {
      app.addHook('onRoute', (options) => {
        for (const method of [options.method].flat())
          if (method !== 'HEAD') registered.push(`${method} ${options.url}`);
      });
      app.addHook('preSerialization', async (request, reply, payload) => {
        if (servedByLibrary(`${request.method} ${request.routeOptions.url}`)) return payload;
        check(
          byKey.get(`${request.method} ${request.routeOptions.url}`),
          reply.statusCode,
          payload,
          'before serialisation',
          violations,
        );
        return payload;
      });
    };
    midtrans = await startMidtransStandIn({ serverKey: MIDTRANS_KEY });
    t = await createTestApp(undefined, {
      env: {
        MIDTRANS_SERVER_KEY: MIDTRANS_KEY,
        MIDTRANS_API_URL: midtrans.url,
        SHELL_DIR: path.join(site, 'shell'),
        DEPLOYMENTS_DIR: path.join(site, 'deployments'),
        METRICS_TOKEN: 'kontrak-metrik',
      },
      instrument,
    });
  });

  afterAll(async () => {
    await t?.close();
    await midtrans?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('declares every route the server registers, and nothing it does not serve', () => {
    const served = registered.filter((route) => !servedByLibrary(route));
    expect([...new Set(served)].sort()).toEqual([...byKey.keys()].sort());
  });

  it('lists every route in /api/openapi.json with a response schema for its success status', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const route of allRoutes) {
      const openapiPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');
      const operation = document.paths[openapiPath]?.[route.method.toLowerCase()];
      expect({ route: keyOf(route), declared: Boolean(operation) }).toEqual({ route: keyOf(route), declared: true });
      const success = Object.keys(operation?.responses ?? {}).filter((status) => status.startsWith('2'));
      expect({ route: keyOf(route), success: success.length > 0 }).toEqual({ route: keyOf(route), success: true });
    }
  });

  it('serves the API reference at /api/docs (Swagger UI) from its own files, within the site CSP', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // nothing from another site, and no inline script the CSP (script-src 'self') would block
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/static/swagger-ui-bundle.js',
        '/api/docs/static/swagger-initializer.js',
        '/api/docs/static/swagger-ui.css',
      ]),
    );
    for (const asset of assets) {
      const answer = await t.app.inject({ url: asset });
      expect({ asset, status: answer.statusCode }).toEqual({ asset, status: 200 });
      expect(answer.body.length).toBeGreaterThan(0);
    }
    // the page reads the same document as /api/openapi.json
    const read = await t.app.inject({ url: '/api/docs/json' });
    expect(read.json()).toEqual((await t.app.inject({ url: '/api/openapi.json' })).json());
  });

  it('answers every route, on the seeded data, exactly as the contract declares', async () => {
    const blog = (await t.app.inject({ url: '/api/blog' })).json() as { data: { slug: string }[] };
    const teachers = (await t.app.inject({ url: '/api/landing/searching-guru/default' })).json() as {
      data: { id: number }[];
    };
    const sessions = await prepareSessions(t.app, t.handle.db);
    const table = samples(t.app, blog.data[0]?.slug ?? 'tidak-ada', teachers.data[0]?.id ?? 1, sessions);
    expect(Object.keys(table).sort()).toEqual([...byKey.keys()].sort());
    // what a client generated from the OpenAPI document expects, beside what the contract declares
    const documented = openapiChecker((await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument);
    const undocumented: { key: string; status: number; errors: string[] }[] = [];

    for (const [key, requests] of Object.entries(table)) {
      const route = byKey.get(key);
      const statuses: number[] = [];
      for (const sample of requests) {
        const request = typeof sample === 'function' ? await sample() : sample;
        const response = await t.app.inject({ method: route?.method ?? 'GET', ...request });
        statuses.push(response.statusCode);
        const type = String(response.headers['content-type'] ?? '');
        if (type.includes('application/json') && !RAW_JSON_ROUTES.has(key)) {
          check(route, response.statusCode, response.json(), 'as sent', violations);
          const errors = documented.answerErrors(
            route?.method ?? 'GET',
            route?.url ?? '',
            response.statusCode,
            response.json(),
          );
          if (errors.length > 0) undocumented.push({ key, status: response.statusCode, errors });
        }
      }
      expect({ key, succeeded: statuses.some((status) => status >= 200 && status < 300) }).toEqual({
        key,
        succeeded: true,
      });
      expect({ key, serverErrors: statuses.filter((status) => status >= 500) }).toEqual({ key, serverErrors: [] });
    }
    expect(violations).toEqual([]);
    expect(undocumented).toEqual([]);
  });
});

/** The bell: the student's notifications (the flow order made some), marking read, the e-mail settings; the admin's pending messages (the discount claim's sample queued the discount info). */
function notificationSamples(app: FastifyInstance, s: Sessions): Record<string, Sample[]> {
  const firstPending = async () =>
    ((await app.inject({ url: '/api/admin/pesan-keluar', headers: s.admin })).json() as { data: { id: number }[] })
      .data[0]?.id ?? 0;
  return {
    'GET /api/notifikasi': [
      { url: '/api/notifikasi', headers: s.siswa },
      { url: '/api/notifikasi?batas=1', headers: s.admin },
      { url: '/api/notifikasi' },
    ],
    'POST /api/notifikasi/baca': [
      { url: '/api/notifikasi/baca', headers: s.siswa, payload: { ids: [1] } },
      { url: '/api/notifikasi/baca', headers: s.siswa },
    ],
    'GET /api/notifikasi/email': [{ url: '/api/notifikasi/email', headers: s.guru }],
    'GET /api/admin/pesan-keluar': [
      { url: '/api/admin/pesan-keluar', headers: s.admin },
      { url: '/api/admin/pesan-keluar', headers: s.siswa },
    ],
    'POST /api/admin/pesan-keluar/:id/terkirim': [
      async () => ({ url: `/api/admin/pesan-keluar/${await firstPending()}/terkirim`, headers: s.admin }),
      { url: '/api/admin/pesan-keluar/999999/terkirim', headers: s.admin },
    ],
    'PUT /api/notifikasi/email': [
      { url: '/api/notifikasi/email', headers: s.guru, payload: { email_mati: ['ulasan'] } },
      { url: '/api/notifikasi/email', headers: s.guru, payload: { email_mati: ['x'] } },
    ],
    'GET /api/admin/platform': [
      { url: '/api/admin/platform', headers: s.admin },
      { url: '/api/admin/platform', headers: s.siswa },
    ],
    // the test's deployments folder has canaries of mf_blog and mf_search (beforeAll)
    'POST /api/admin/platform/:name/promote': [
      { url: '/api/admin/platform/mf_blog/promote', headers: s.siswa },
      { url: '/api/admin/platform/mf-blog/promote', headers: s.admin },
      { url: '/api/admin/platform/mf_blog/promote', headers: s.admin },
    ],
    'POST /api/admin/platform/:name/rollback': [
      { url: '/api/admin/platform/mf_tidak_ada/rollback', headers: s.admin },
      { url: '/api/admin/platform/mf_search/rollback', headers: s.admin },
    ],
    'GET /api/admin/audit': [
      { url: '/api/admin/audit?limit=2', headers: s.admin },
      { url: '/api/admin/audit?objek=pesanan&dari=2025-01-01&sampai=2030-12-31', headers: s.admin },
      { url: '/api/admin/audit?cursor=bukan', headers: s.admin },
      { url: '/api/admin/audit', headers: s.siswa },
    ],
  };
}

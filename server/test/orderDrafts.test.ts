import { ORDER_MESSAGES, WIZARD_MESSAGES } from '@tutor/rules';
import type { OrderDraftBody } from '@tutor/contract';
import { FORBIDDEN_FOR_ROLE, NOT_LOGGED_IN } from '../src/plugins/session';
import { injectAs, PREVIEW_URL, roleHeaders, sampleDraft, SCHEDULE_URL, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  t = await createTestApp(300);
  as = await roleHeaders(t.app);
});
afterAll(async () => t.close());

const schedule = (headers: Record<string, string>, payload: object) =>
  injectAs(t.app, headers, { method: 'POST', url: SCHEDULE_URL, payload });
const preview = (payload: object, headers: Record<string, string> = as.siswa) =>
  injectAs(t.app, headers, { method: 'POST', url: PREVIEW_URL, payload });

describe('POST /api/generate/pemesanan-les-jadwal', () => {
  it('skips a national holiday and reports it in libur', async () => {
    const response = await schedule(as.siswa, {
      paket: 2,
      tanggal_mulai_les: '2025-06-02',
      waktu: ['Jumat 16:00'],
      subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: { tanggal: string; hari: string; iterasi: number }[];
      libur: { tanggal: string; nama: string }[];
    };
    expect(body.libur).toEqual([{ tanggal: '2025-06-06', nama: 'Hari Raya Idul Adha' }]);
    expect(body.data.map((item) => item.tanggal)).toEqual(['2025-06-13', '2025-06-20', '2025-06-27', '2025-07-04']);
    expect(body.data.every((item) => item.hari === 'Jumat')).toBe(true);
  });

  it('runs across the month end and spreads subjects with their colours', async () => {
    const response = await schedule(as.siswa, {
      paket: 3,
      tanggal_mulai_les: '2025-06-27',
      waktu: ['Senin 15:30', 'Sabtu 09:00'],
      subject: [
        { mata_pelajaran: 'Matematika Wajib', jumlah: 6 },
        { mata_pelajaran: 'Kimia', jumlah: 2 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const items = (
      response.json() as { data: { tanggal: string; jam: string; mata_pelajaran: string; color: string }[] }
    ).data;
    expect(items.map((item) => item.tanggal)).toEqual([
      '2025-06-28',
      '2025-06-30',
      '2025-07-05',
      '2025-07-07',
      '2025-07-12',
      '2025-07-14',
      '2025-07-19',
      '2025-07-21',
    ]);
    expect(items.filter((item) => item.mata_pelajaran === 'Kimia')).toHaveLength(2);
    expect(new Set(items.filter((item) => item.mata_pelajaran === 'Kimia').map((item) => item.color)).size).toBe(1);
  });

  it.each([
    [{ paket: 99 }, ORDER_MESSAGES.packageNotFound],
    [{ subject: [{ mata_pelajaran: 'Fisika', jumlah: 3 }] }, WIZARD_MESSAGES.meetingsMustMatch],
    [{ tanggal_mulai_les: '2025-05-31' }, ORDER_MESSAGES.startDateInPast],
    [{ tanggal_mulai_les: '2025-02-30' }, 'Tanggal mulai les tidak valid'],
    [{ waktu: ['Senin 16:00', 'Senin 18:00'] }, WIZARD_MESSAGES.sameWeekday],
    [
      {
        subject: [
          { mata_pelajaran: 'Fisika', jumlah: 2 },
          { mata_pelajaran: 'Fisika', jumlah: 2 },
        ],
      },
      ORDER_MESSAGES.subjectDuplicate,
    ],
  ])('refuses %j with its message', async (change, message) => {
    const response = await schedule(as.siswa, {
      paket: 2,
      tanggal_mulai_les: '2025-06-02',
      waktu: ['Senin 16:00'],
      subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
      ...change,
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
  });

  it('is for students only: 401 without a session, 403 for other roles, 403 without the CSRF token', async () => {
    const payload = {
      paket: 2,
      tanggal_mulai_les: '2025-06-02',
      waktu: ['Senin 16:00'],
      subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
    };
    expect((await schedule(as.anonymous, payload)).json()).toEqual({ message: NOT_LOGGED_IN });
    expect((await schedule(as.guru, payload)).statusCode).toBe(403);
    expect((await schedule(as.admin, payload)).json()).toEqual({ message: FORBIDDEN_FOR_ROLE });
    const { 'x-csrf-token': _token, ...noToken } = as.siswa;
    expect((await schedule(noToken, payload)).statusCode).toBe(403);
  });
});

describe('GET /api/siswa/profil', () => {
  it("answers the demo student's seeded address and null for a student without one", async () => {
    const demo = await injectAs(t.app, as.siswa, { url: '/api/siswa/profil' });
    expect(demo.json()).toEqual({
      data: {
        nama: 'Ibu Sari Wulandari',
        whatsapp: '6281234560001',
        alamat: {
          provinsi_id: 32,
          provinsi: 'Jawa Barat',
          kota_id: 3273,
          kota: 'Kota Bandung',
          kecamatan_id: 327302,
          kecamatan: 'Coblong',
          alamat_lengkap: 'Jl. Ir. H. Juanda No. 125, Dago',
        },
      },
    });
    expect((await injectAs(t.app, as.otherSiswa, { url: '/api/siswa/profil' })).json()).toEqual({
      data: expect.objectContaining({ alamat: null }),
    });
    expect((await injectAs(t.app, as.guru, { url: '/api/siswa/profil' })).statusCode).toBe(403);
    expect((await injectAs(t.app, {}, { url: '/api/siswa/profil' })).statusCode).toBe(401);
  });
});

describe('POST /siswa/pemesanan-les/preview', () => {
  it('answers escaped HTML and the breakdown priced like the fee search', async () => {
    const fees = await t.app.inject({
      url: '/api/landing/searching-biaya-les?jenjang_id=16&sistem_pembelajaran=Offline&jumlah_siswa=1&provinsi=32&kota_id=3273&kurikulum_id=10&kelas=10',
    });
    const searched = (
      fees.json() as { data: { paket_id: number; harga_normal: number; harga_diskon: number }[] }
    ).data.find((pkg) => pkg.paket_id === 2);
    const response = await preview(
      sampleDraft({ alamat: '<script>alert(1)</script> & "rumah"', catatan_guru: '<img src=x onerror=alert(1)>' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      status: string;
      data: string;
      rincian_biaya: { harga_normal: number; harga_diskon: number; biaya_pendaftaran: number; total: number };
    };
    expect(body.status).toBe('success');
    expect(body.rincian_biaya).toMatchObject({
      harga_normal: searched?.harga_normal,
      harga_diskon: searched?.harga_diskon,
      biaya_pendaftaran: 50_000,
    });
    expect(body.rincian_biaya.total).toBe((searched?.harga_diskon ?? 0) + 50_000);
    expect(body.data).not.toMatch(/<script|<img/);
    expect(body.data).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;rumah&quot;');
    expect(body.data).toContain('Coblong');
    expect(body.data).toContain('Rp ');
    expect(body.data).toContain('2 Juni 2025');
  });

  it('accepts the CSRF token as _token in the body instead of the header', async () => {
    const { 'x-csrf-token': token = '', ...noHeader } = as.siswa;
    expect((await preview(sampleDraft({ _token: token }), noHeader)).statusCode).toBe(200);
    expect((await preview(sampleDraft({ _token: 'bukan.token' }), noHeader)).statusCode).toBe(403);
    expect((await preview(sampleDraft(), noHeader)).statusCode).toBe(403);
  });

  it('prices Online without an address, and refuses Offline for an online-only program', async () => {
    const online = await preview(
      sampleDraft({
        sistem_pembelajaran: 'Online',
        provinsi_id: null,
        kota_id: null,
        kecamatan_id: null,
        alamat: null,
      }),
    );
    expect(online.statusCode).toBe(200);
    expect(online.json()).toMatchObject({ data: expect.stringContaining('Online') });
    const jadwal = sampleDraft().jadwal.map((item) => ({ ...item, mata_pelajaran: `OSN ${item.mata_pelajaran}` }));
    const olympiad = sampleDraft({
      jenjang_id: 34,
      kurikulum_id: null,
      kelas: null,
      mata_pelajaran: ['OSN Fisika', 'OSN Kimia'],
      jadwal,
    });
    expect((await preview(olympiad)).json()).toEqual({
      message: 'Program Olimpiade/OSN hanya tersedia untuk les Online',
    });
    expect((await preview({ ...olympiad, sistem_pembelajaran: 'Online' })).statusCode).toBe(200);
  });

  const twice = (name: string) => sampleDraft().jadwal.map((item) => ({ ...item, mata_pelajaran: name }));
  const refusals: [string, Partial<OrderDraftBody>, string][] = [
    ['unknown package', { paket_id: 99 }, ORDER_MESSAGES.packageNotFound],
    ['unknown level', { jenjang_id: 99 }, ORDER_MESSAGES.levelNotFound],
    ['start in the past', { tanggal_mulai_les: '2025-05-30' }, ORDER_MESSAGES.startDateInPast],
    ['curriculum of another level', { kurikulum_id: 18 }, 'Kurikulum tidak sesuai dengan program'],
    ['class of another level', { kelas: 'VI' }, 'Kelas tidak sesuai dengan program'],
    ['offline without address', { alamat: ' ' }, ORDER_MESSAGES.addressRequired],
    ['offline without district', { kecamatan_id: null }, ORDER_MESSAGES.addressRequired],
    ['district of another regency', { kecamatan_id: 320101 }, ORDER_MESSAGES.addressMismatch],
    ['subject of another level', { mata_pelajaran: ['Fisika', 'Calistung'] }, ORDER_MESSAGES.subjectNotOffered],
    [
      'two subjects on a single level',
      {
        jenjang_id: 14,
        kelas: 'I',
        mata_pelajaran: ['Matematika', 'IPA'],
        jadwal: [...twice('Matematika').slice(0, 2), ...twice('IPA').slice(2)],
      },
      ORDER_MESSAGES.singleSubject,
    ],
    [
      'a subject on a level without subjects',
      { jenjang_id: 29, kurikulum_id: null, kelas: null, mata_pelajaran: ['Gaya Bebas'], jadwal: twice('Gaya Bebas') },
      ORDER_MESSAGES.subjectNotOffered,
    ],
    [
      'more subjects than meetings',
      { mata_pelajaran: ['Fisika', 'Kimia', 'Biologi', 'Ekonomi', 'Sejarah'] },
      WIZARD_MESSAGES.tooManySubjects,
    ],
    ['a schedule short of the package', { jadwal: sampleDraft().jadwal.slice(0, 3) }, ORDER_MESSAGES.scheduleMismatch],
    ['a subject without meetings', { jadwal: twice('Fisika') }, ORDER_MESSAGES.scheduleMismatch],
    [
      'a meeting of an unknown subject',
      {
        jadwal: [
          ...sampleDraft().jadwal.slice(0, 3),
          { mata_pelajaran: 'Biologi', tanggal: '2025-06-12', jam: '16:00' },
        ],
      },
      ORDER_MESSAGES.scheduleMismatch,
    ],
    [
      'a meeting off the weekly slots',
      {
        jadwal: [...sampleDraft().jadwal.slice(0, 3), { mata_pelajaran: 'Kimia', tanggal: '2025-06-13', jam: '16:00' }],
      },
      ORDER_MESSAGES.scheduleMismatch,
    ],
    ['a meeting before the start', { tanggal_mulai_les: '2025-06-03' }, ORDER_MESSAGES.scheduleMismatch],
    [
      'the same weekday twice',
      {
        waktu_les: [
          { hari: 'Senin', jam: '16:00' },
          { hari: 'Senin', jam: '18:00' },
        ],
      },
      WIZARD_MESSAGES.sameWeekday,
    ],
    [
      'an uneven split on a fixed level',
      {
        jenjang_id: 34,
        sistem_pembelajaran: 'Online',
        kurikulum_id: null,
        kelas: null,
        mata_pelajaran: ['OSN Fisika', 'OSN Kimia'],
        jadwal: [...twice('OSN Fisika').slice(0, 3), { ...twice('OSN Kimia')[3]! }],
      },
      WIZARD_MESSAGES.meetingsMustMatch,
    ],
    ['an unknown referral code', { kode_referral: 'TIDAKADA' }, 'Kode referral tidak ditemukan'],
    ['an inactive referral code', { kode_referral: 'LAMA2022' }, 'Kode referral sudah tidak berlaku'],
  ];
  it.each(refusals)('refuses %s with its message', async (_case, change, message) => {
    const response = await preview(sampleDraft(change));
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
  });

  it("refuses the student's own referral code", async () => {
    const student = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'siswa@pintarprivat.id')
      .executeTakeFirstOrThrow();
    await t.handle.db.updateTable('referral_owners').set({ user_id: student.id }).where('id', '=', 2).execute();
    const own = await t.handle.db
      .selectFrom('referral_codes')
      .select('kode')
      .where('owner_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await preview(sampleDraft({ kode_referral: own.kode.toLowerCase() }))).json()).toEqual({
      message: ORDER_MESSAGES.ownReferralCode,
    });
    await t.handle.db.updateTable('referral_owners').set({ user_id: null }).where('id', '=', 2).execute();
  });

  it('refuses a body carrying a price (400) and other roles (403)', async () => {
    expect((await preview({ ...sampleDraft(), total: 1000 })).statusCode).toBe(400);
    expect((await preview({ ...sampleDraft(), harga: 1 })).statusCode).toBe(400);
    expect((await preview(sampleDraft(), as.guru)).statusCode).toBe(403);
    expect((await preview(sampleDraft(), as.anonymous)).statusCode).toBe(401);
  });
});

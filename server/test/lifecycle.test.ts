/**
 * From order to lesson: confirm → opening → applications → proposal → the student's
 * choice → payment, with every refusal and the races of two admins and of one teacher twice.
 */
import type { Application, Candidate, Opening, OrderDetail } from '@tutor/contract';
import { ACCOUNT_MESSAGES, LIFECYCLE_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';
import { passOnboarding } from './helpers/onboarding';

let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;
let sinta: Record<string, string>;
let pending: Record<string, string>;

async function registerTeacher(
  app: FastifyInstance,
  email: string,
  nama: string,
  jenisKelamin: 'L' | 'P',
  fisikaId: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(app),
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama,
      email,
      whatsapp: '6281288887777',
      password: 'rahasia-guru-1',
      jenis_kelamin: jenisKelamin,
      perguruan_tinggi: 'Institut Teknologi Bandung',
      jurusan: 'Fisika',
      jenjang_ids: [16],
      mapel: [fisikaId],
      kota_ids: [3273],
      online: false,
      ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '19:00' }],
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`teacher registration answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app);
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  const ids = [
    await registerTeacher(t.app, 'bayu@contoh.id', 'Bayu Pratama', 'L', fisika.id),
    await registerTeacher(t.app, 'sinta@contoh.id', 'Sinta Dewi', 'P', fisika.id),
  ];
  await registerTeacher(t.app, 'tunggu@contoh.id', 'Guru Menunggu', 'L', fisika.id);
  for (const id of ids) await passOnboarding(t.app, as.admin, id);
  bayu = await loginHeaders(t.app, 'bayu@contoh.id', 'rahasia-guru-1');
  sinta = await loginHeaders(t.app, 'sinta@contoh.id', 'rahasia-guru-1');
  pending = await loginHeaders(t.app, 'tunggu@contoh.id', 'rahasia-guru-1');
});
afterAll(async () => t.close());

let keyCount = 0;
async function newOrder(): Promise<OrderDetail> {
  const response = await injectAs(t.app, as.siswa, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `lifecycle-${keyCount++}-abcdef` },
    payload: sampleDraft(),
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: OrderDetail }).data;
}
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const openingsOf = async (headers: Record<string, string>, query = '') =>
  dataOf<Opening[]>(await injectAs(t.app, headers, { url: `/guru/loker-mengajar-searching?type=json${query}` }));

describe('the way from an order to an active lesson', () => {
  it('goes confirm → opening → apply → propose → choose → pay, and every party sees each state', async () => {
    const order = await newOrder();
    expect((await openingsOf(bayu)).some((opening) => opening.kode === order.kode)).toBe(false);

    const confirmed = await post(as.admin, `/api/admin/pesanan/${order.kode}/konfirmasi`);
    expect(confirmed.statusCode).toBe(200);
    expect(dataOf<OrderDetail>(confirmed).riwayat.map((entry) => entry.ke)).toEqual([
      'menunggu_konfirmasi',
      'mencari_guru',
    ]);

    const [opening] = await openingsOf(bayu, `&kode_pemesanan=${order.kode}`);
    expect(opening).toMatchObject({
      kode: order.kode,
      judul_lowongan: 'Guru Fisika, Kimia untuk SMA',
      sistem_pembelajaran: 'Offline',
      kota: 'Kota Bandung',
      guru_apply: 0,
      sudah_apply: false,
      jenjang: 'SMA',
      jumlah_siswa: 1,
      mata_pelajaran: ['Fisika', 'Kimia'],
      skor_kecocokan: 81,
    });
    expect(opening?.alasan).toContain('1 dari 2 jadwal mingguan masuk ketersediaan Anda');

    const pendingApply = await post(pending, `/api/lowongan/${order.kode}/lamar`, { catatan: 'Saya siap' });
    expect(pendingApply.statusCode).toBe(403);
    expect(pendingApply.json()).toEqual({ message: ACCOUNT_MESSAGES.waitForVerification });

    const [first, second] = await Promise.all([
      post(bayu, `/api/lowongan/${order.kode}/lamar`, { catatan: 'Lulusan Fisika ITB' }),
      post(bayu, `/api/lowongan/${order.kode}/lamar`, {}),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect([first, second].find((response) => response.statusCode === 409)?.json()).toEqual({
      message: LIFECYCLE_MESSAGES.alreadyApplied,
    });
    expect((await post(sinta, `/api/lowongan/${order.kode}/lamar`, {})).statusCode).toBe(201);
    expect((await openingsOf(bayu, `&kode_pemesanan=${order.kode}`))[0]).toMatchObject({
      guru_apply: 2,
      sudah_apply: true,
    });

    const candidates = dataOf<Candidate[]>(
      await injectAs(t.app, as.admin, { url: `/api/admin/pesanan/${order.kode}/pelamar` }),
    );
    expect(candidates.map((candidate) => candidate.guru.nama)).toEqual(['Bayu Pratama', 'Sinta Dewi']);
    const [bayuApplication, sintaApplication] = candidates as [Candidate, Candidate];
    expect(bayuApplication).toMatchObject({
      status: 'menunggu',
      skor_kecocokan: 81,
      guru: { perguruan_tinggi: 'Institut Teknologi Bandung', avg_rating: null },
    });
    // the admin reads about the teacher: the teacher's "Anda" would be the admin
    expect(bayuApplication.alasan).toContain('1 dari 2 jadwal mingguan masuk ketersediaan guru');
    expect(bayuApplication.alasan.join(' ')).not.toMatch(/\bAnda\b/);

    expect(
      (await post(as.admin, `/api/admin/pesanan/${order.kode}/usulkan`, { lamaran_ids: [999999] })).json(),
    ).toEqual({ message: LIFECYCLE_MESSAGES.notAnApplicant });
    const proposed = await post(as.admin, `/api/admin/pesanan/${order.kode}/usulkan`, {
      lamaran_ids: [bayuApplication.lamaran_id, sintaApplication.lamaran_id],
    });
    expect(dataOf<OrderDetail>(proposed).status).toBe('guru_diusulkan');
    expect((await openingsOf(bayu)).some((item) => item.kode === order.kode)).toBe(false);

    const proposals = dataOf<Candidate[]>(
      await injectAs(t.app, as.siswa, { url: `/api/pesanan/${order.kode}/usulan` }),
    );
    expect(proposals.map((candidate) => candidate.status)).toEqual(['diusulkan', 'diusulkan']);
    expect(proposals[0]?.alasan).toEqual(bayuApplication.alasan);
    expect((await injectAs(t.app, as.otherSiswa, { url: `/api/pesanan/${order.kode}/usulan` })).statusCode).toBe(404);
    expect(
      (await post(as.otherSiswa, `/api/pesanan/${order.kode}/pilih-guru`, { lamaran_id: sintaApplication.lamaran_id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(as.admin, `/api/pesanan/${order.kode}/pilih-guru`, { lamaran_id: sintaApplication.lamaran_id }))
        .statusCode,
    ).toBe(403);

    const chosen = await post(as.siswa, `/api/pesanan/${order.kode}/pilih-guru`, {
      lamaran_id: sintaApplication.lamaran_id,
    });
    const chosenOrder = dataOf<OrderDetail>(chosen);
    expect(chosenOrder.status).toBe('menunggu_pembayaran');
    expect(chosenOrder.boleh_batal).toBe(false);
    expect(chosenOrder.dibayar).toBe(0);
    const statusesOf = async (headers: Record<string, string>) =>
      dataOf<Application[]>(await injectAs(t.app, headers, { url: '/api/lamaran-saya' })).map((item) => item.status);
    expect(await statusesOf(sinta)).toEqual(['diterima']);
    expect(await statusesOf(bayu)).toEqual(['tidak_dipilih']);

    const firstInstalment = chosenOrder.rincian_biaya.cicilan[0] ?? 0;
    expect(
      (await post(as.admin, `/api/admin/pesanan/${order.kode}/pembayaran`, { jumlah: firstInstalment - 1 })).json(),
    ).toEqual({ message: LIFECYCLE_MESSAGES.paymentTooSmall });
    const paid = await post(as.admin, `/api/admin/pesanan/${order.kode}/pembayaran`, { jumlah: firstInstalment });
    expect(dataOf<OrderDetail>(paid)).toMatchObject({ status: 'aktif', dibayar: firstInstalment });
    const seen = dataOf<OrderDetail>(await injectAs(t.app, as.siswa, { url: `${ORDERS_URL}/${order.kode}` }));
    expect(seen.riwayat.map((entry) => entry.ke)).toEqual([
      'menunggu_konfirmasi',
      'mencari_guru',
      'guru_diusulkan',
      'menunggu_pembayaran',
      'aktif',
    ]);
    expect((await post(as.admin, `/api/admin/pesanan/${order.kode}/pembayaran`, { jumlah: 1 })).statusCode).toBe(409);
  });
});

describe('refusals', () => {
  it('answers 401 without a session, 403 for another role, and 404 for an unknown order', async () => {
    const order = await newOrder();
    expect((await post(as.anonymous, `/api/admin/pesanan/${order.kode}/konfirmasi`)).statusCode).toBe(401);
    expect((await post(as.siswa, `/api/admin/pesanan/${order.kode}/konfirmasi`)).statusCode).toBe(403);
    expect((await post(as.admin, '/api/admin/pesanan/PP-0000-ZZZZ/konfirmasi')).statusCode).toBe(404);
    expect((await injectAs(t.app, as.siswa, { url: '/guru/loker-mengajar-searching?type=json' })).statusCode).toBe(403);
    expect((await injectAs(t.app, as.guru, { url: `/api/admin/pesanan/${order.kode}/pelamar` })).statusCode).toBe(403);
  });

  it('lets two admins pressing Konfirmasi at once make one move and one 409', async () => {
    const order = await newOrder();
    const answers = await Promise.all([
      post(as.admin, `/api/admin/pesanan/${order.kode}/konfirmasi`),
      post(as.admin, `/api/admin/pesanan/${order.kode}/konfirmasi`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = dataOf<OrderDetail>(await injectAs(t.app, as.admin, { url: `${ORDERS_URL}/${order.kode}` }));
    expect(detail.riwayat.filter((entry) => entry.ke === 'mencari_guru')).toHaveLength(1);
  });

  it('refuses a step out of order with 409 and a proposal of more than three', async () => {
    const order = await newOrder();
    expect((await post(as.admin, `/api/admin/pesanan/${order.kode}/pembayaran`, { jumlah: 1000 })).statusCode).toBe(
      409,
    );
    expect((await post(as.siswa, `/api/pesanan/${order.kode}/pilih-guru`, { lamaran_id: 1 })).json()).toEqual({
      message: LIFECYCLE_MESSAGES.stateChanged,
    });
    expect((await post(bayu, `/api/lowongan/${order.kode}/lamar`, {})).json()).toEqual({
      message: LIFECYCLE_MESSAGES.openingClosed,
    });
    expect(
      (await post(as.admin, `/api/admin/pesanan/${order.kode}/usulkan`, { lamaran_ids: [1, 2, 3, 4] })).statusCode,
    ).toBe(400);
  });

  it('closes an opening when its order is cancelled, and its applications end as tidak_dipilih', async () => {
    const order = await newOrder();
    await post(as.admin, `/api/admin/pesanan/${order.kode}/konfirmasi`);
    expect((await post(sinta, `/api/lowongan/${order.kode}/lamar`, {})).statusCode).toBe(201);
    expect((await post(as.siswa, `${ORDERS_URL}/${order.kode}/batal`)).statusCode).toBe(200);
    expect((await openingsOf(sinta)).some((item) => item.kode === order.kode)).toBe(false);
    const mine = dataOf<Application[]>(await injectAs(t.app, sinta, { url: '/api/lamaran-saya' }));
    expect(mine.find((item) => item.lowongan.kode === order.kode)?.status).toBe('tidak_dipilih');
  });

  it('filters the board by program and system, and sorts by fit when asked', async () => {
    const order = await newOrder();
    await post(as.admin, `/api/admin/pesanan/${order.kode}/konfirmasi`);
    expect(
      (await openingsOf(bayu, '&program=16&sistem_pembelajaran=Offline&provinsi=32&kota=3273')).map(
        (item) => item.kode,
      ),
    ).toContain(order.kode);
    expect((await openingsOf(bayu, '&program=14')).map((item) => item.kode)).not.toContain(order.kode);
    expect((await openingsOf(bayu, '&sistem_pembelajaran=Online')).map((item) => item.kode)).not.toContain(order.kode);
    const byFit = (await openingsOf(bayu, '&urut=kecocokan')).map((item) => item.skor_kecocokan);
    expect(byFit).toEqual([...byFit].sort((a, b) => b - a));
  });
});

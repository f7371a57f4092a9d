/**
 * Personal data (UU 27/2022): registration's consent and holder, "Unduh data saya" (the account's
 * data and nobody else's), "Hapus akun" (anonymised at once, no login, orders and money rows kept,
 * 409 naming what blocks it), and a review's author as the public and the admin see it.
 */
import type { AdminReviewPage, OrderDetail, PersonalDataExport, TeacherProfile } from '@tutor/contract';
import { ACCOUNT_MESSAGES, DELETED_ACCOUNT_NAME, PERSONAL_DATA_MESSAGES, PRIVACY_POLICY_VERSION } from '@tutor/rules';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';
import { enrolTwoStep } from './helpers/twoStep';

let t: TestApp;
let as: RoleHeaders;

beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app, 'rina.privasi@contoh.id');
});
afterAll(async () => t.close());

const PASSWORD = 'rahasia-privasi-1';
let people = 0;

const signUp = async (payload: Record<string, unknown>) =>
  injectAs(t.app, await csrfHeaders(t.app), { method: 'POST', url: '/api/auth/register', payload });

const studentBody = (email: string) => ({
  role: 'siswa',
  setuju_kebijakan: true,
  pendaftar: 'siswa_dewasa',
  nama: 'Dimas Anggara Putra',
  email,
  whatsapp: `628129876${String(1000 + people++)}`,
  password: PASSWORD,
});

/** A student registered and logged in through the API, with their id. */
async function newStudent(email: string) {
  const body = studentBody(email);
  const response = await signUp(body);
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  const id = (response.json() as { data: { id: number } }).data.id;
  return { id, whatsapp: body.whatsapp, headers: await loginHeaders(t.app, email, PASSWORD) };
}

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const userRow = (id: number) =>
  t.handle.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function orderOf(headers: Record<string, string>, key: string): Promise<string> {
  const created = await injectAs(t.app, headers, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': key },
    payload: sampleDraft(),
  });
  if (created.statusCode !== 201) throw new Error(`order answered ${created.statusCode}: ${created.body}`);
  return (created.json() as { data: OrderDetail }).data.kode;
}

describe('registration asks consent and, for a student, who holds the account', () => {
  it.each([
    ['without consent', { setuju_kebijakan: false }, PERSONAL_DATA_MESSAGES.consentRequired],
    ['a student without pendaftar', { pendaftar: undefined }, PERSONAL_DATA_MESSAGES.pendaftarRequired],
  ])('refuses %s in Indonesian', async (_label, change, message) => {
    const response = await signUp({ ...studentBody('tanpa.izin@contoh.id'), ...change });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
  });

  it('refuses a missing consent and an unknown holder with 400', async () => {
    const { setuju_kebijakan: _left, ...withoutConsent } = studentBody('tanpa.kolom@contoh.id');
    expect((await signUp(withoutConsent)).statusCode).toBe(400);
    expect((await signUp({ ...studentBody('kakak@contoh.id'), pendaftar: 'kakak' })).statusCode).toBe(400);
    expect(
      await t.handle.db
        .selectFrom('users')
        .select('id')
        .where('email', 'in', ['tanpa.izin@contoh.id', 'tanpa.kolom@contoh.id', 'kakak@contoh.id'])
        .execute(),
    ).toEqual([]);
  });

  it('stores the accepted version, its time and the holder', async () => {
    const student = await newStudent('izin@contoh.id');
    const row = await userRow(student.id);
    expect(row).toMatchObject({ kebijakan_versi: PRIVACY_POLICY_VERSION, pendaftar: 'siswa_dewasa', dihapus_at: null });
    expect(row.kebijakan_disetujui_at).toBe(row.created_at);
  });
});

describe('Unduh data saya', () => {
  it("answers the account's own data as a JSON attachment, and nobody else's", async () => {
    const mine = await orderOf(as.siswa, 'privasi-milik-saya-1');
    const theirs = await orderOf(as.otherSiswa, 'privasi-milik-lain-1');
    // the account's own referral code is made on its first visit of the referral page
    await injectAs(t.app, as.siswa, { url: '/api/referral/saya' });
    const response = await injectAs(t.app, as.siswa, { url: '/api/akun/data-saya' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="data-saya-pintar-privat-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json() as PersonalDataExport;
    expect(data.akun).toMatchObject({ email: 'siswa@pintarprivat.id', nama: 'Ibu Sari Wulandari', role: 'siswa' });
    expect(data.pesanan.map((order) => order.kode)).toContain(mine);
    expect(response.body).not.toContain(theirs);
    expect(response.body).not.toContain('rina.privasi@contoh.id');
    expect(data.riwayat_pesanan.length).toBeGreaterThan(0);
    expect(data.sesi.length).toBeGreaterThan(0);
    expect(data.kode_referral.length).toBe(1);
    // no secret travels in the file
    expect(response.body).not.toMatch(/password_hash|token_hash|scrypt\$/);
    expect(data.versi_kebijakan_saat_ini).toBe(PRIVACY_POLICY_VERSION);
  });

  it('needs a session', async () => {
    expect((await injectAs(t.app, {}, { url: '/api/akun/data-saya' })).statusCode).toBe(401);
  });
});

describe('Hapus akun', () => {
  it('refuses a wrong password, an open order (naming it) and an unpaid payout; then anonymises at once', async () => {
    const student = await newStudent('hapus.saya@contoh.id');
    const kode = await orderOf(student.headers, 'privasi-hapus-1');

    const wrong = await post(student.headers, '/api/akun/hapus', { password: 'bukan-ini' });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 403,
      body: { message: PERSONAL_DATA_MESSAGES.wrongPassword },
    });
    const open = await post(student.headers, '/api/akun/hapus', { password: PASSWORD });
    expect(open.statusCode).toBe(409);
    expect((open.json() as { message: string }).message).toContain(kode);

    expect((await post(student.headers, `/api/pesanan/${kode}/batal`)).statusCode).toBe(200);
    const owner = await t.handle.db
      .selectFrom('referral_owners')
      .select('id')
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const payout = await t.handle.db
      .insertInto('payouts')
      .values({
        owner_id: owner.id,
        user_id: student.id,
        jumlah: 50_000,
        status: 'diminta',
        bank: 'BCA',
        nomor_rekening: '1234567890',
        nama_pemilik: 'Dimas Anggara Putra',
        requested_at: '2025-06-01T00:00:00.000Z',
        paid_at: null,
        paid_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const waiting = await post(student.headers, '/api/akun/hapus', { password: PASSWORD });
    expect({ status: waiting.statusCode, body: waiting.json() }).toEqual({
      status: 409,
      body: { message: PERSONAL_DATA_MESSAGES.openPayout },
    });
    await t.handle.db
      .updateTable('payouts')
      .set({ status: 'dibayar', paid_at: '2025-06-02T00:00:00.000Z' })
      .where('id', '=', payout.id)
      .execute();

    // a review the student wrote, on a seeded teacher's public profile
    const teacher = await t.handle.db
      .selectFrom('teachers')
      .select('id')
      .where('terverifikasi', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('teacher_reviews')
      .values({
        teacher_id: teacher.id,
        student_id: student.id,
        nama: 'Dimas Anggara Putra',
        rating: 5,
        ulasan: 'Ulasan dari akun yang akan dihapus',
        tanggal: '2099-01-01',
      })
      .execute();
    const profile = async () =>
      ((await injectAs(t.app, {}, { url: `/api/landing/guru/${teacher.id}` })).json() as { data: TeacherProfile }).data
        .ulasan.data[0];
    expect(await profile()).toMatchObject({ nama: 'Dimas P.', ulasan: 'Ulasan dari akun yang akan dihapus' });

    // with two-step login on: its secret and recovery codes go with the account
    await enrolTwoStep(t.app, 'hapus.saya@contoh.id', student.headers);

    // two presses at once: one deletion; the other is told it is done (200), or has no session left (401)
    const presses = await Promise.all(
      [1, 2].map(() => post(student.headers, '/api/akun/hapus', { password: PASSWORD })),
    );
    const statuses = presses.map((press) => press.statusCode);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    const done = presses.find((press) => press.statusCode === 200);
    expect(done?.json()).toEqual({ message: PERSONAL_DATA_MESSAGES.deleted });
    expect(String(done?.headers['set-cookie'])).toMatch(/pp_session=;/);

    const row = await userRow(student.id);
    expect(row).toMatchObject({ nama: DELETED_ACCOUNT_NAME, whatsapp: '', password_hash: 'dihapus' });
    expect(row.email).not.toContain('hapus.saya');
    expect(row.dihapus_at).not.toBeNull();
    // the session ends at once (no remembered session serves it), and no login opens it again
    expect((await injectAs(t.app, student.headers, { url: '/api/auth/me' })).statusCode).toBe(401);
    const login = await post(await csrfHeaders(t.app), '/api/auth/login', {
      email: 'hapus.saya@contoh.id',
      password: PASSWORD,
    });
    expect({ status: login.statusCode, body: login.json() }).toEqual({
      status: 401,
      body: { message: ACCOUNT_MESSAGES.wrongCredentials },
    });
    // the order and the money rows stay, without the home address; history names nobody
    const order = await t.handle.db.selectFrom('orders').selectAll().where('kode', '=', kode).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: student.id, status: 'dibatalkan', alamat: null });
    expect(
      await t.handle.db.selectFrom('payouts').select(['status', 'jumlah']).where('id', '=', payout.id).execute(),
    ).toEqual([{ status: 'dibayar', jumlah: 50_000 }]);
    const labels = await t.handle.db
      .selectFrom('order_history')
      .select('actor_label')
      .where('actor_user_id', '=', student.id)
      .execute();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label.actor_label === DELETED_ACCOUNT_NAME)).toBe(true);
    expect(
      await t.handle.db.selectFrom('student_profiles').select('user_id').where('user_id', '=', student.id).execute(),
    ).toEqual([]);
    expect(
      await t.handle.db.selectFrom('sessions').select('user_id').where('user_id', '=', student.id).execute(),
    ).toEqual([]);
    for (const table of ['user_mfa', 'mfa_recovery_codes', 'pending_logins'] as const)
      expect(await t.handle.db.selectFrom(table).select('user_id').where('user_id', '=', student.id).execute()).toEqual(
        [],
      );
    expect(
      await t.handle.db.selectFrom('outbox').select('id').where('recipient', '=', student.whatsapp).execute(),
    ).toEqual([]);
    expect(await profile()).toMatchObject({ nama: 'Pengguna terhapus' });
  });

  it('refuses an admin', async () => {
    const response = await post(as.admin, '/api/akun/hapus', { password: 'apa-saja' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: { message: PERSONAL_DATA_MESSAGES.adminCannotDelete },
    });
  });

  it('takes a teacher out of sight: name, documents and photo gone', async () => {
    const csrf = await csrfHeaders(t.app);
    const subject = await t.handle.db
      .selectFrom('subjects')
      .select('id')
      .where('jenjang_id', '=', 14)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const registered = await injectAs(t.app, csrf, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        role: 'guru',
        setuju_kebijakan: true,
        nama: 'Guru Yang Pergi',
        email: 'guru.pergi@contoh.id',
        whatsapp: '6281266665555',
        password: PASSWORD,
        jenis_kelamin: 'P',
        perguruan_tinggi: 'Universitas Padjadjaran',
        jurusan: 'Pendidikan Biologi',
        jenjang_ids: [14],
        mapel: [subject.id],
        kota_ids: [3273],
        online: false,
        ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '18:00' }],
      },
    });
    expect(registered.statusCode).toBe(201);
    const userId = (registered.json() as { data: { id: number } }).data.id;
    expect((await userRow(userId)).pendaftar).toBeNull();
    await t.handle.db
      .insertInto('teacher_documents')
      .values({
        user_id: userId,
        jenis: 'cv',
        nama_file: 'cv-guru-pergi.pdf',
        ukuran: 4,
        pdf: Buffer.from('%PDF'),
        uploaded_at: '2025-06-01T00:00:00.000Z',
      })
      .execute();
    const headers = await loginHeaders(t.app, 'guru.pergi@contoh.id', PASSWORD);
    const file = (await injectAs(t.app, headers, { url: '/api/akun/data-saya' })).json() as PersonalDataExport;
    expect(file.dokumen_guru).toEqual([
      { jenis: 'cv', nama_file: 'cv-guru-pergi.pdf', ukuran: 4, uploaded_at: '2025-06-01T00:00:00.000Z' },
    ]);
    expect(file.profil_guru).toMatchObject({ nama: 'Guru Yang Pergi', perguruan_tinggi: 'Universitas Padjadjaran' });

    expect((await post(headers, '/api/akun/hapus', { password: PASSWORD })).statusCode).toBe(200);
    const teacherId = (await userRow(userId)).teacher_id ?? 0;
    expect(
      await t.handle.db
        .selectFrom('teachers')
        .select(['nama', 'panggilan', 'perguruan_tinggi', 'terverifikasi'])
        .where('id', '=', teacherId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ nama: DELETED_ACCOUNT_NAME, panggilan: DELETED_ACCOUNT_NAME, perguruan_tinggi: '', terverifikasi: 0 });
    expect(
      await t.handle.db.selectFrom('teacher_documents').select('user_id').where('user_id', '=', userId).execute(),
    ).toEqual([]);
    expect(
      await t.handle.db.selectFrom('teacher_search').select('teacher_id').where('teacher_id', '=', teacherId).execute(),
    ).toEqual([]);
  });
});

describe("a review's author", () => {
  it('is a first name and an initial in public, the full name on the admin desk', async () => {
    const teacher = await t.handle.db
      .selectFrom('teachers')
      .select('id')
      .where('terverifikasi', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('teacher_reviews')
      .values({
        teacher_id: teacher.id,
        student_id: null,
        nama: 'Ibu Kartika Maharani',
        rating: 4,
        ulasan: 'Anak saya jadi suka matematika',
        tanggal: '2099-01-02',
      })
      .execute();
    const profile = (await injectAs(t.app, {}, { url: `/api/landing/guru/${teacher.id}` })).json() as {
      data: TeacherProfile;
    };
    expect(profile.data.ulasan.data[0]).toMatchObject({ nama: 'Kartika M.' });
    const desk = (await injectAs(t.app, as.admin, { url: '/api/admin/ulasan' })).json() as AdminReviewPage;
    expect(desk.data.map((review) => review.nama)).toContain('Ibu Kartika Maharani');
    const testimonies = (await injectAs(t.app, {}, { url: '/api/landing/testimony?page=1' })).json() as {
      data: { full_panggilan: string }[];
    };
    for (const item of testimonies.data) expect(item.full_panggilan).toMatch(/^\S+( \p{Lu}\.)?$/u);
  });
});

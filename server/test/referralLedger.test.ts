/**
 * The referral programme as money: a code per account, 10% then 5% commissions in an
 * append-only ledger, claimable after the first payment, payout requests and the admin paying them.
 */
import type { AdminPayout, Candidate, MyReferral, OrderDetail, Payout, User } from '@tutor/contract';
import { ORDER_MESSAGES, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { checkDraft } from '../src/areas/orders/draftService';
import { draftHash } from '../src/areas/orders/idempotency';
import { placeCheckedOrder } from '../src/areas/orders/orderService';
import { injectAs, ORDERS_URL, sampleDraft } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, TEST_TODAY, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Record<string, string>;
let guru: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200);
  admin = await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  guru = await loginHeaders(t.app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
});
afterAll(async () => t.close());

async function registerStudent(nama: string, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(t.app),
    payload: {
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'orang_tua',
      nama,
      email,
      whatsapp: '6281277776666',
      password: 'rahasia-siswa-1',
    },
  });
  expect(response.statusCode).toBe(201);
  return {
    kode: (response.json() as { data: { kode_referral: string } }).data.kode_referral,
    headers: await loginHeaders(t.app, email, 'rahasia-siswa-1'),
  };
}

let keys = 0;
const order = (headers: Record<string, string>, kode: string | null) =>
  injectAs(t.app, headers, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `ledger-${keys++}-abcdef` },
    payload: sampleDraft({ kode_referral: kode }),
  });
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const mine = async (headers: Record<string, string>) =>
  data<MyReferral>(await injectAs(t.app, headers, { url: '/api/referral/saya' }));

/** Confirm → a teacher applies → proposed → chosen → the first instalment recorded. */
async function payFirstInstalment(student: Record<string, string>, kode: string) {
  await post(admin, `/api/admin/pesanan/${kode}/konfirmasi`);
  expect((await post(guru, `/api/lowongan/${kode}/lamar`, {})).statusCode).toBe(201);
  const [candidate] = data<Candidate[]>(await injectAs(t.app, admin, { url: `/api/admin/pesanan/${kode}/pelamar` }));
  await post(admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [candidate?.lamaran_id ?? 0] });
  const chosen = data<OrderDetail>(
    await post(student, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: candidate?.lamaran_id ?? 0 }),
  );
  expect(
    data<OrderDetail>(
      await post(admin, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah: chosen.rincian_biaya.cicilan[0] ?? 0 }),
    ).status,
  ).toBe('aktif');
}

describe('the referral ledger', () => {
  it('gives every account a code, pays 10% then 5%, releases on payment, and pays out once', async () => {
    const ayu = await registerStudent('Ayu Lestari', 'ayu@contoh.id');
    expect(ayu.kode).toMatch(/^AYU[2-9A-HJKMNP-Z]{4}$/);
    expect(
      data<{ kode_referral: string }>(await injectAs(t.app, ayu.headers, { url: '/api/auth/me' })).kode_referral,
    ).toBe(ayu.kode);
    const budi = await registerStudent('Budi Santoso', 'budi@contoh.id');

    expect((await order(budi.headers, budi.kode)).json()).toEqual({ message: ORDER_MESSAGES.ownReferralCode });
    const first = data<OrderDetail>(await order(budi.headers, ayu.kode));
    const tenPercent = Math.round(first.rincian_biaya.harga_paket_akhir * 0.1);
    expect(first.rincian_biaya.diskon_referral).toBeGreaterThan(0);
    expect(await mine(ayu.headers)).toMatchObject({
      kode: ayu.kode,
      tertunda: tenPercent,
      dapat_diklaim: 0,
      total: tenPercent,
      komisi: [{ siswa_inisial: 'B. S.', kode_pesanan: first.kode, persen: 10, status: 'tertunda' }],
    });

    expect((await order(budi.headers, ayu.kode)).json()).toEqual({ message: REFERRAL_LEDGER_MESSAGES.firstOrderOnly });
    const later = data<OrderDetail>(await order(budi.headers, null));
    const fivePercent = Math.round(later.rincian_biaya.harga_paket_akhir * 0.05);
    expect((await mine(ayu.headers)).tertunda).toBe(tenPercent + fivePercent);

    expect(
      (
        await post(ayu.headers, '/api/referral/pencairan', {
          bank: 'BCA',
          nomor_rekening: '1234567890',
          nama_pemilik: 'Ayu Lestari',
        })
      ).json(),
    ).toEqual({ message: REFERRAL_LEDGER_MESSAGES.nothingToClaim });
    await payFirstInstalment(budi.headers, first.kode);
    expect(await mine(ayu.headers)).toMatchObject({
      tertunda: fivePercent,
      dapat_diklaim: tenPercent,
      total: tenPercent + fivePercent,
    });

    expect(
      (
        await post(ayu.headers, '/api/referral/pencairan', { bank: 'BCA', nomor_rekening: '12ab', nama_pemilik: 'Ayu' })
      ).json(),
    ).toEqual({ message: REFERRAL_LEDGER_MESSAGES.accountNumberInvalid });
    const requests = await Promise.all(
      [1, 2].map(() =>
        post(ayu.headers, '/api/referral/pencairan', {
          bank: 'BCA',
          nomor_rekening: '1234-5678-90',
          nama_pemilik: 'Ayu Lestari',
        }),
      ),
    );
    expect(requests.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const payout = data<Payout>(requests.find((response) => response.statusCode === 201) ?? requests[0]!);
    expect(payout).toMatchObject({ jumlah: tenPercent, status: 'diminta', nomor_rekening: '••••••7890' });
    expect(await mine(ayu.headers)).toMatchObject({
      dapat_diklaim: 0,
      diminta: tenPercent,
      komisi: [{ status: 'tertunda' }, { status: 'diminta' }],
    });

    const waiting = data<AdminPayout[]>(await injectAs(t.app, admin, { url: '/api/admin/pencairan?status=diminta' }));
    expect(waiting).toEqual([
      expect.objectContaining({
        id: payout.id,
        nomor_rekening: '1234567890',
        akun: { nama: 'Ayu Lestari', email: 'ayu@contoh.id', whatsapp: '6281277776666' },
      }),
    ]);
    const marks = await Promise.all([1, 2].map(() => post(admin, `/api/admin/pencairan/${payout.id}/bayar`)));
    expect(marks.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await mine(ayu.headers)).toMatchObject({
      diminta: 0,
      dibayar: tenPercent,
      tertunda: fivePercent,
      total: tenPercent + fivePercent,
    });

    // A cancelled order's pending commission is reversed by a new row; nothing is changed or deleted.
    const rowsBefore = await t.handle.db.selectFrom('money_ledger').selectAll().orderBy('id').execute();
    expect((await post(budi.headers, `${ORDERS_URL}/${later.kode}/batal`)).statusCode).toBe(200);
    const rowsAfter = await t.handle.db.selectFrom('money_ledger').selectAll().orderBy('id').execute();
    expect(rowsAfter.slice(0, rowsBefore.length)).toEqual(rowsBefore);
    expect(await mine(ayu.headers)).toMatchObject({
      tertunda: 0,
      total: tenPercent,
      komisi: [{ kode_pesanan: later.kode, status: 'dibatalkan' }, { status: 'dibayar' }],
    });
  });

  it('counts only one of two first orders as the first: a draft priced before the other was placed is priced again, and its code refused, leaving nothing', async () => {
    const friend = await registerStudent('Tante Race', 'tante.race@contoh.id');
    const student = await registerStudent('Siswa Race', 'siswa.race@contoh.id');
    const me = data<User>(await injectAs(t.app, student.headers, { url: '/api/auth/me' }));
    const user = { ...me, teacher_id: null, mfa_aktif: false };
    const body = sampleDraft({ kode_referral: friend.kode });
    // Both requests were checked as a first order before either was written (two processes).
    const stale = await checkDraft(t.handle.db, user, body, TEST_TODAY);
    if ('problem' in stale) throw new Error(stale.problem);
    expect(stale.draft.firstOrder).toBe(true);
    expect((await order(student.headers, friend.kode)).statusCode).toBe(201);
    const commissionsBefore = await t.handle.db.selectFrom('money_ledger').select('id').execute();

    const late = await placeCheckedOrder(
      t.handle.db,
      user,
      'race-stale-abcdef',
      draftHash(body),
      stale.draft,
      TEST_TODAY,
      new Date(),
    );
    expect(late).toEqual({ status: 400, message: REFERRAL_LEDGER_MESSAGES.firstOrderOnly });
    expect(data<unknown[]>(await injectAs(t.app, student.headers, { url: ORDERS_URL }))).toHaveLength(1);
    expect(await t.handle.db.selectFrom('money_ledger').select('id').execute()).toEqual(commissionsBefore);
    // the refused key was rolled back with the order: sent again it is checked anew, as a later order again
    const again = await injectAs(t.app, student.headers, {
      method: 'POST',
      url: ORDERS_URL,
      headers: { 'idempotency-key': 'race-stale-abcdef' },
      payload: body,
    });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 400,
      body: { message: REFERRAL_LEDGER_MESSAGES.firstOrderOnly },
    });
  });

  it('keeps the ledger to its owners: 401 without a session, 403 for the admin desk, 404 for an unknown payout', async () => {
    expect((await t.app.inject({ url: '/api/referral/saya' })).statusCode).toBe(401);
    const siswa = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    expect((await injectAs(t.app, siswa, { url: '/api/admin/pencairan' })).statusCode).toBe(403);
    expect((await post(siswa, '/api/admin/pencairan/1/bayar')).statusCode).toBe(403);
    expect((await post(admin, '/api/admin/pencairan/987654/bayar')).statusCode).toBe(404);
    // an account older than the programme gets its code on its first visit
    expect((await mine(guru)).kode).toMatch(/^[A-Z]{1,6}[2-9A-HJKMNP-Z]{4}$/);
  });
});

/**
 * Perpanjang (issue 26): a renewal continues an order after its last meeting, priced as a later
 * order (no registration fee, no referral discount) with the referrer's 5% recorded, is offered to
 * the same teacher first, and becomes an ordinary opening when refused or left unanswered 48 hours.
 */
import type {
  Application,
  MyReferral,
  Opening,
  OrderDetail,
  OrderSummary,
  RenewalOffer,
  RenewalPreview,
} from '@tutor/contract';
import {
  CHANGE_MESSAGES,
  changeNotes,
  clashMessage,
  ORDER_MESSAGES,
  renewalStartMessage,
  SYSTEM_ACTOR_LABEL,
} from '@tutor/rules';
import { lapseDueOffers } from '../src/areas/lifecycle/renewalOfferJob';
import { payWithTeacher, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;
let dina: Record<string, string>;
let ayu: { kode: string; headers: Record<string, string> };
let budi: { kode: string; headers: Record<string, string> };
/** Budi's first order (with Ayu's code), paid, taught by Bayu: meetings 2, 5, 9 and 12 June */
let first: OrderDetail;

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const post = (headers: Record<string, string>, url: string, payload?: object, extra: Record<string, string> = {}) =>
  injectAs(t.app, headers, { method: 'POST', url, headers: extra, ...(payload ? { payload } : {}) });
const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, response.json()];
let keys = 0;
const renew = (
  headers: Record<string, string>,
  kode: string,
  body: object = { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
  key = `perpanjang-${keys++}-abcdef`,
) => post(headers, `/api/pesanan/${kode}/perpanjang`, body, { 'idempotency-key': key });
const preview = (
  headers: Record<string, string>,
  kode: string,
  body: object = { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
) => post(headers, `/api/pesanan/${kode}/perpanjang/pratinjau`, body);
const offersOf = async (teacher: Record<string, string>) =>
  dataOf<RenewalOffer[]>(await injectAs(t.app, teacher, { url: '/api/guru/tawaran-perpanjangan' }));
const openingsFor = async (teacher: Record<string, string>, kode: string) =>
  dataOf<Opening[]>(await injectAs(t.app, teacher, { url: `/guru/loker-mengajar-searching?kode_pemesanan=${kode}` }));
const orderOf = async (kode: string) =>
  dataOf<OrderDetail>(await injectAs(t.app, budi.headers, { url: `/api/pesanan/${kode}` }));

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

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  bayu = await verifiedTeacher(t.app, as.admin, {
    email: 'bayu.panjang@contoh.id',
    nama: 'Bayu Pratama',
    whatsapp: '6281211113333',
    subjectId: fisika.id,
  });
  dina = await verifiedTeacher(t.app, as.admin, {
    email: 'dina.panjang@contoh.id',
    nama: 'Dina Lestari',
    whatsapp: '6281255557777',
    subjectId: fisika.id,
  });
  ayu = await registerStudent('Ayu Perujuk', 'ayu.perujuk@contoh.id');
  budi = await registerStudent('Budi Santoso', 'budi.panjang@contoh.id');
  const created = await post(budi.headers, ORDERS_URL, sampleDraft({ kode_referral: ayu.kode }), {
    'idempotency-key': 'budi-pertama-abcdef',
  });
  expect(created.statusCode).toBe(201);
  const kode = dataOf<OrderDetail>(created).kode;
  expect((await post(as.admin, `/api/admin/pesanan/${kode}/konfirmasi`)).statusCode).toBe(200);
  const lamaranId = dataOf<Application>(await post(bayu, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap' })).id;
  first = await payWithTeacher(t.app, { ...as, siswa: budi.headers }, kode, lamaranId);
});
afterAll(async () => t.close());

describe('a renewal', () => {
  it('continues after the last meeting, priced without the registration fee, and earns the referrer 5%', async () => {
    clock.set('2025-06-01T00:00:00Z');
    expect(first.rincian_biaya.biaya_pendaftaran).toBeGreaterThan(0);
    expect(refusal(await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-06-12' }))).toEqual([
      400,
      { message: renewalStartMessage('2025-06-13') },
    ]);

    const created = await renew(
      budi.headers,
      first.kode,
      { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
      'perpanjang-satu-abcdef',
    );
    expect(created.statusCode).toBe(201);
    const renewal = dataOf<OrderDetail>(created);
    expect(renewal).toMatchObject({
      status: 'mencari_guru',
      perpanjangan_dari: first.kode,
      tawaran_guru: { nama: 'Bayu Pratama', batas_jawab: '2025-06-03T00:00:00.000Z' },
      jenjang: first.jenjang,
      kurikulum: first.kurikulum,
      kelas: first.kelas,
      mata_pelajaran: first.mata_pelajaran,
      waktu_les: first.waktu_les,
      alamat: first.alamat,
      tanggal_mulai_les: '2025-06-16',
    });
    expect(renewal.rincian_biaya).toMatchObject({
      biaya_pendaftaran: 0,
      diskon_referral: 0,
      kode_referral: null,
      total: renewal.rincian_biaya.harga_paket_akhir,
    });
    // 26 June 2025 is a national holiday: the wizard's schedule skips it
    expect(renewal.jadwal.map((item) => item.tanggal)).toEqual([
      '2025-06-16',
      '2025-06-19',
      '2025-06-23',
      '2025-06-30',
    ]);
    expect(renewal.riwayat).toEqual([
      expect.objectContaining({ dari: null, ke: 'mencari_guru', keterangan: changeNotes.renewal(first.kode) }),
    ]);

    // the same key again is the same order
    const again = await renew(
      budi.headers,
      first.kode,
      { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
      'perpanjang-satu-abcdef',
    );
    expect([again.statusCode, dataOf<OrderDetail>(again).kode]).toEqual([200, renewal.kode]);

    const ledger = dataOf<MyReferral>(await injectAs(t.app, ayu.headers, { url: '/api/referral/saya' }));
    expect(ledger.komisi.find((row) => row.kode_pesanan === renewal.kode)).toEqual(
      expect.objectContaining({
        persen: 5,
        jumlah: Math.round(renewal.rincian_biaya.harga_paket_akhir * 0.05),
        status: 'tertunda',
      }),
    );
  });

  it('makes one order of a double submit', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const before = await t.handle.db
      .selectFrom('orders')
      .select('id')
      .where(
        'user_id',
        '=',
        (
          await t.handle.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'budi.panjang@contoh.id')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    const answers = await Promise.all([
      renew(budi.headers, first.kode, undefined, 'perpanjang-dobel-abcdef'),
      renew(budi.headers, first.kode, undefined, 'perpanjang-dobel-abcdef'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => dataOf<OrderDetail>(answer).kode)).size).toBe(1);
    const after = await t.handle.db
      .selectFrom('orders')
      .select('id')
      .where(
        'user_id',
        '=',
        (
          await t.handle.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'budi.panjang@contoh.id')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(after.length).toBe(before.length + 1);
    // a refused teacher of the double submit's order leaves it an opening (tidied for the next tests)
    expect(
      (await post(bayu, `/api/guru/tawaran-perpanjangan/${dataOf<OrderDetail>(answers[0]).kode}/tolak`)).statusCode,
    ).toBe(200);
  });

  it('answers who may not with 401, 403 and 404, bad input with 400, and a wrong state with 409', async () => {
    expect((await renew(as.anonymous, first.kode)).statusCode).toBe(401);
    expect((await renew(as.admin, first.kode)).statusCode).toBe(403);
    expect((await renew(bayu, first.kode)).statusCode).toBe(403);
    expect(refusal(await renew(as.otherSiswa, first.kode))).toEqual([404, { message: ORDER_MESSAGES.notFound }]);
    expect(
      (
        await post(budi.headers, `/api/pesanan/${first.kode}/perpanjang`, {
          paket_id: 2,
          tanggal_mulai_les: '2025-06-16',
        })
      ).statusCode,
    ).toBe(400);
    expect((await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-02-30' })).statusCode).toBe(
      400,
    );
    expect(
      refusal(await renew(budi.headers, first.kode, { paket_id: 99999, tanggal_mulai_les: '2025-06-16' })),
    ).toEqual([400, { message: ORDER_MESSAGES.packageNotFound }]);
    const unpaid = dataOf<OrderDetail>(
      await post(
        budi.headers,
        ORDERS_URL,
        sampleDraft({
          tanggal_mulai_les: '2025-07-07',
          jadwal: sampleDraft().jadwal.map((item, index) => ({
            ...item,
            tanggal: ['2025-07-07', '2025-07-10', '2025-07-14', '2025-07-17'][index] ?? item.tanggal,
          })),
        }),
        { 'idempotency-key': 'budi-belum-bayar-abcdef' },
      ),
    );
    expect(refusal(await renew(budi.headers, unpaid.kode))).toEqual([
      409,
      { message: CHANGE_MESSAGES.renewalNotAllowed },
    ]);
  });
});

describe('the renewal preview', () => {
  it('shows the price and meetings the renewal gets, and stores nothing', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const ordersBefore = await t.handle.db.selectFrom('orders').select('id').execute();
    const shown = await preview(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-06-16' });
    expect(shown.statusCode).toBe(200);
    const { rincian_biaya, jadwal, libur } = dataOf<RenewalPreview>(shown);
    expect(rincian_biaya).toMatchObject({
      biaya_pendaftaran: 0,
      diskon_referral: 0,
      kode_referral: null,
      total: rincian_biaya.harga_paket_akhir,
    });
    expect(jadwal.map((item) => item.tanggal)).toEqual(['2025-06-16', '2025-06-19', '2025-06-23', '2025-06-30']);
    expect(libur.map((holiday) => holiday.tanggal)).toContain('2025-06-26');
    expect(await t.handle.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);

    // the order it previews is priced the same
    const renewal = dataOf<OrderDetail>(
      await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-06-16' }),
    );
    expect(renewal.rincian_biaya).toEqual(rincian_biaya);
    expect((await post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/tolak`)).statusCode).toBe(200);
  });

  it('refuses as the renewal does: 401, 403, 404, 400 and 409', async () => {
    clock.set('2025-06-01T00:00:00Z');
    expect((await preview(as.anonymous, first.kode)).statusCode).toBe(401);
    expect((await preview(as.admin, first.kode)).statusCode).toBe(403);
    expect((await preview(bayu, first.kode)).statusCode).toBe(403);
    expect(refusal(await preview(as.otherSiswa, first.kode))).toEqual([404, { message: ORDER_MESSAGES.notFound }]);
    expect(refusal(await preview(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-06-12' }))).toEqual([
      400,
      { message: renewalStartMessage('2025-06-13') },
    ]);
    expect(
      refusal(await preview(budi.headers, first.kode, { paket_id: 99999, tanggal_mulai_les: '2025-06-16' })),
    ).toEqual([400, { message: ORDER_MESSAGES.packageNotFound }]);
    expect((await preview(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-02-30' })).statusCode).toBe(
      400,
    );
    expect((await preview(budi.headers, first.kode, { paket_id: 'dua' })).statusCode).toBe(400);
    const waiting = (
      await t.handle.db
        .selectFrom('orders')
        .select('kode')
        .where('status', '=', 'mencari_guru')
        .where('renewal_of_order_id', 'is not', null)
        .executeTakeFirstOrThrow()
    ).kode;
    expect(refusal(await preview(budi.headers, waiting))).toEqual([
      409,
      { message: CHANGE_MESSAGES.renewalNotAllowed },
    ]);
  });
});

describe('the offer to the same teacher', () => {
  it('is seen and accepted only by that teacher; the order then waits for payment', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const renewal = dataOf<OrderDetail>(await renew(budi.headers, first.kode));
    expect((await offersOf(bayu)).map((offer) => offer.kode)).toContain(renewal.kode);
    expect((await offersOf(bayu)).find((offer) => offer.kode === renewal.kode)).toMatchObject({
      perpanjangan_dari: first.kode,
      siswa: 'Budi Santoso',
      jumlah_pertemuan: 4,
      tgl_mulai_les: '2025-06-16',
    });
    expect(await offersOf(dina)).toEqual([]);
    expect(await openingsFor(dina, renewal.kode)).toEqual([]);
    // the admin's list says whose answer it waits for, and until when
    const deskRow = async () =>
      dataOf<OrderSummary[]>(await injectAs(t.app, as.admin, { url: '/api/pesanan?status=mencari_guru' })).find(
        (order) => order.kode === renewal.kode,
      );
    expect((await deskRow())?.tawaran_guru).toEqual({ nama: 'Bayu Pratama', batas_jawab: '2025-06-03T00:00:00.000Z' });
    expect(refusal(await post(dina, `/api/lowongan/${renewal.kode}/lamar`, { catatan: 'Saya mau' }))).toEqual([
      409,
      { message: CHANGE_MESSAGES.offerOpen },
    ]);
    expect(refusal(await post(dina, `/api/guru/tawaran-perpanjangan/${renewal.kode}/terima`))).toEqual([
      404,
      { message: CHANGE_MESSAGES.offerNotFound },
    ]);
    expect((await post(budi.headers, `/api/guru/tawaran-perpanjangan/${renewal.kode}/terima`)).statusCode).toBe(403);

    const answers = await Promise.all([
      post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/terima`),
      post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/terima`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const accepted = await orderOf(renewal.kode);
    expect(accepted).toMatchObject({ status: 'menunggu_pembayaran', tawaran_guru: null });
    expect(
      dataOf<OrderSummary[]>(await injectAs(t.app, as.admin, { url: '/api/pesanan' })).find(
        (order) => order.kode === renewal.kode,
      )?.tawaran_guru,
    ).toBeNull();
    expect(accepted.riwayat.at(-1)).toMatchObject({
      dari: 'mencari_guru',
      ke: 'menunggu_pembayaran',
      oleh: 'Guru: Bayu Pratama',
      keterangan: changeNotes.offerAccepted,
    });

    const paid = await post(as.admin, `/api/admin/pesanan/${renewal.kode}/pembayaran`, {
      jumlah: accepted.rincian_biaya.cicilan[0] ?? accepted.rincian_biaya.total,
    });
    expect(dataOf<OrderDetail>(paid)).toMatchObject({ status: 'aktif', guru: { nama: 'Bayu Pratama' } });
  });

  it('turns into an ordinary opening when the teacher refuses', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const renewal = dataOf<OrderDetail>(
      await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-06-30' }),
    );
    // a double click: one refusal moves the order, the other presses find no offer left
    const presses = await Promise.all(
      [1, 2, 3].map(() => post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/tolak`)),
    );
    // the others find the offer gone (404) or, while the first is still writing, the order moved (409)
    const statuses = presses.map((press) => press.statusCode).sort();
    expect(statuses[0]).toBe(200);
    for (const status of statuses.slice(1)) expect([404, 409]).toContain(status);
    const refused = presses.find((press) => press.statusCode === 200);
    expect(refused && dataOf(refused)).toEqual({ message: CHANGE_MESSAGES.offerRefused, kode: renewal.kode });
    expect(refusal(await post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/tolak`))).toEqual([
      404,
      { message: CHANGE_MESSAGES.offerNotFound },
    ]);
    expect((await openingsFor(dina, renewal.kode)).map((opening) => opening.kode)).toEqual([renewal.kode]);
    const history = (await orderOf(renewal.kode)).riwayat;
    expect(history.at(-1)).toMatchObject({
      ke: 'mencari_guru',
      oleh: 'Guru: Bayu Pratama',
      keterangan: changeNotes.offerRefused,
    });
    expect(history.filter((entry) => entry.keterangan === changeNotes.offerRefused)).toHaveLength(1);
  });

  it('lapses after 48 hours without an answer, each offer once however many runs', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const renewals = [
      dataOf<OrderDetail>(await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-07-07' })),
      dataOf<OrderDetail>(await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-07-21' })),
    ];
    clock.set('2025-06-02T23:59:59Z');
    expect(await lapseDueOffers(t.handle.db, t.handle.kind, clock.now())).toBe(0);
    clock.set('2025-06-03T00:00:01Z');
    expect(await offersOf(bayu)).toEqual([]);
    // these two and any earlier renewal still waiting for its teacher
    const due = await t.handle.db
      .selectFrom('orders')
      .select('id')
      .where('offer_until', '<=', clock.now().toISOString())
      .execute();
    expect(due.length).toBeGreaterThanOrEqual(2);
    const runs = await Promise.all([
      lapseDueOffers(t.handle.db, t.handle.kind, clock.now()),
      lapseDueOffers(t.handle.db, t.handle.kind, clock.now()),
    ]);
    expect(runs[0] + runs[1]).toBe(due.length);
    expect(await lapseDueOffers(t.handle.db, t.handle.kind, clock.now())).toBe(0);
    for (const renewal of renewals) {
      const history = (await orderOf(renewal.kode)).riwayat;
      expect(history.filter((entry) => entry.keterangan === changeNotes.offerExpired)).toEqual([
        expect.objectContaining({ oleh: SYSTEM_ACTOR_LABEL }),
      ]);
      expect((await openingsFor(dina, renewal.kode)).length).toBe(1);
    }
    expect(refusal(await post(bayu, `/api/guru/tawaran-perpanjangan/${renewals[0]?.kode ?? ''}/terima`))).toEqual([
      404,
      { message: CHANGE_MESSAGES.offerNotFound },
    ]);
  });

  it("is refused with 409 naming the dates when it clashes with the teacher's other scheduled meetings, and stays open", async () => {
    clock.set('2025-06-01T00:00:00Z');
    const august = ['2025-08-04', '2025-08-07', '2025-08-11', '2025-08-14'];
    const subjects = ['Fisika', 'Kimia', 'Fisika', 'Kimia'];
    const jadwal = august.map((tanggal, index) => ({
      mata_pelajaran: subjects[index] ?? 'Fisika',
      tanggal,
      jam: '16:00',
    }));
    // Ayu's own order, taught by Bayu at the very times the renewal would take
    const created = await post(ayu.headers, ORDERS_URL, sampleDraft({ tanggal_mulai_les: '2025-08-04', jadwal }), {
      'idempotency-key': 'ayu-agustus-abcdef',
    });
    const kode = dataOf<OrderDetail>(created).kode;
    expect((await post(as.admin, `/api/admin/pesanan/${kode}/konfirmasi`)).statusCode).toBe(200);
    const lamaranId = dataOf<Application>(await post(bayu, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap' })).id;
    await payWithTeacher(t.app, { ...as, siswa: ayu.headers }, kode, lamaranId);

    const renewal = dataOf<OrderDetail>(
      await renew(budi.headers, first.kode, { paket_id: 2, tanggal_mulai_les: '2025-08-04' }),
    );
    expect(renewal.jadwal.map((item) => item.tanggal)).toEqual(august);
    const clashes = august.map((tanggal) => ({ tanggal, jam: '16:00' }));
    expect(refusal(await post(bayu, `/api/guru/tawaran-perpanjangan/${renewal.kode}/terima`))).toEqual([
      409,
      { message: clashMessage(clashes) },
    ]);
    expect(await orderOf(renewal.kode)).toMatchObject({
      status: 'mencari_guru',
      tawaran_guru: { nama: 'Bayu Pratama' },
    });
    expect((await offersOf(bayu)).map((offer) => offer.kode)).toContain(renewal.kode);
  });
});

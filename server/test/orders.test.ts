import type { OrderAnswer, OrderList } from '@tutor/contract';
import { ORDER_MESSAGES, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { claimIdempotencyKey } from '../src/areas/orders/data/orderWrites';
import { SAMPLE_REFERRAL_CODE } from '../src/db/seed/commerce';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  t = await createTestApp(300);
  as = await roleHeaders(t.app);
});
afterAll(async () => t.close());

let keys = 0;
const newKey = () => `kunci-uji-${(keys += 1)}-${Date.now().toString(36)}`;
const order = (headers: Record<string, string>, key: string, payload: object) =>
  injectAs(t.app, headers, { method: 'POST', url: ORDERS_URL, payload, headers: { 'idempotency-key': key } });
const read = (headers: Record<string, string>, url: string) => injectAs(t.app, headers, { url });
const cancel = (headers: Record<string, string>, kode: string) =>
  injectAs(t.app, headers, { method: 'POST', url: `${ORDERS_URL}/${kode}/batal` });
const count = async (table: 'orders' | 'money_ledger' | 'order_history') =>
  Number(
    (
      await t.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/pesanan', () => {
  let first: OrderAnswer['data'];

  it('creates the order from the draft with the price computed by the server', async () => {
    const key = newKey();
    const response = await order(as.siswa, key, sampleDraft());
    expect(response.statusCode).toBe(201);
    first = (response.json() as OrderAnswer).data;
    expect(first.kode).toMatch(/^PP-2506-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
    expect(first).toMatchObject({
      status: 'menunggu_konfirmasi',
      jenjang: 'SMA',
      kurikulum: 'Nasional',
      kelas: '10',
      boleh_batal: true,
      catatan_guru: 'Fokus persiapan ulangan',
    });
    expect(first.mata_pelajaran).toEqual([
      { nama: 'Fisika', jumlah: 2 },
      { nama: 'Kimia', jumlah: 2 },
    ]);
    expect(first.jadwal.map((item) => [item.iterasi, item.tanggal, item.hari])).toEqual([
      [1, '2025-06-02', 'Senin'],
      [2, '2025-06-05', 'Kamis'],
      [3, '2025-06-09', 'Senin'],
      [4, '2025-06-12', 'Kamis'],
    ]);
    expect(first.pertemuan_berikutnya).toEqual({ tanggal: '2025-06-02', jam: '16:00', mata_pelajaran: 'Fisika' });
    expect(first.riwayat).toEqual([
      { dari: null, ke: 'menunggu_konfirmasi', oleh: 'Siswa: Ibu Sari Wulandari', waktu: expect.any(String) },
    ]);
    expect(first.alamat).toMatchObject({ kecamatan: 'Coblong', alamat_lengkap: 'Jl. Dipati Ukur No. 35' });
    const preview = (
      await injectAs(t.app, as.siswa, { method: 'POST', url: '/siswa/pemesanan-les/preview', payload: sampleDraft() })
    ).json() as { rincian_biaya: unknown };
    // The preview now sees the first order: no registration fee any more.
    expect(first.rincian_biaya.biaya_pendaftaran).toBe(50_000);
    expect(preview.rincian_biaya).toMatchObject({
      biaya_pendaftaran: 0,
      harga_normal: first.rincian_biaya.harga_normal,
    });
  });

  it('answers the same order (200) for the same key, and 422 for the same key with another draft', async () => {
    const key = newKey();
    const created = await order(as.siswa, key, sampleDraft({ catatan_guru: 'ulang' }));
    const again = await order(as.siswa, key, { ...sampleDraft({ catatan_guru: 'ulang' }), _token: 'tidak dihitung' });
    expect([created.statusCode, again.statusCode]).toEqual([201, 200]);
    expect((again.json() as OrderAnswer).data.kode).toBe((created.json() as OrderAnswer).data.kode);
    const other = await order(as.siswa, key, sampleDraft({ catatan_guru: 'lain' }));
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 422,
      body: { message: ORDER_MESSAGES.idempotencyReused },
    });
  });

  it('creates exactly one order for two concurrent requests with one key', async () => {
    const before = await count('orders');
    const key = newKey();
    const [a, b] = await Promise.all([order(as.siswa, key, sampleDraft()), order(as.siswa, key, sampleDraft())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((a.json() as OrderAnswer).data.kode).toBe((b.json() as OrderAnswer).data.kode);
    expect(await count('orders')).toBe(before + 1);
  });

  it('claims a key once: a second claim finds it taken without an error that would abort the transaction', async () => {
    const student = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'siswa@pintarprivat.id')
      .executeTakeFirstOrThrow();
    const row = {
      user_id: student.id,
      idempotency_key: newKey(),
      request_hash: 'x',
      created_at: '2025-06-01T00:00:00.000Z',
    };
    expect(await t.handle.db.transaction().execute((trx) => claimIdempotencyKey(trx, row))).toBe(true);
    const second = await t.handle.db.transaction().execute(async (trx) => {
      const claimed = await claimIdempotencyKey(trx, row);
      // The transaction is still usable after the refused claim (PostgreSQL aborts one on an error).
      await trx.selectFrom('orders').select('id').limit(1).execute();
      return claimed;
    });
    expect(second).toBe(false);
    await t.handle.db.deleteFrom('order_idempotency_keys').where('idempotency_key', '=', row.idempotency_key).execute();
  });

  it('never takes a price from the body, and wants the Idempotency-Key header', async () => {
    const before = await count('orders');
    for (const field of ['total', 'harga', 'harga_normal', 'rincian_biaya']) {
      const response = await order(as.siswa, newKey(), { ...sampleDraft(), [field]: 1000 });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
    }
    const noKey = await injectAs(t.app, as.siswa, { method: 'POST', url: ORDERS_URL, payload: sampleDraft() });
    expect(noKey.statusCode).toBe(400);
    expect((await order(as.siswa, 'pendek', sampleDraft())).statusCode).toBe(400);
    expect((await order(as.siswa, newKey(), sampleDraft({ alamat: null }))).json()).toEqual({
      message: ORDER_MESSAGES.addressRequired,
    });
    expect(await count('orders')).toBe(before);
  });

  it('is for students only', async () => {
    expect((await order(as.anonymous, newKey(), sampleDraft())).statusCode).toBe(401);
    expect((await order(as.guru, newKey(), sampleDraft())).statusCode).toBe(403);
    expect((await order(as.admin, newKey(), sampleDraft())).statusCode).toBe(403);
  });

  it('lets the owner and the admin read it; another student gets 404, a teacher 403, nobody 401', async () => {
    const url = `${ORDERS_URL}/${first.kode}`;
    expect((await read(as.siswa, url)).json()).toEqual({ data: first });
    expect((await read(as.admin, url)).statusCode).toBe(200);
    expect((await read(as.siswa, url.toLowerCase().replace('/api/pesanan', ORDERS_URL))).statusCode).toBe(200);
    expect({
      status: (await read(as.otherSiswa, url)).statusCode,
      body: (await read(as.otherSiswa, url)).json(),
    }).toEqual({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
    expect((await read(as.guru, url)).statusCode).toBe(403);
    expect((await read({}, url)).statusCode).toBe(401);
    expect((await read(as.siswa, `${ORDERS_URL}/PP-0000-XXXX`)).statusCode).toBe(404);
  });

  it('lists own orders newest first; the admin lists all with the student, optionally by status', async () => {
    const own = (await read(as.siswa, ORDERS_URL)).json() as OrderList;
    expect(own.data.length).toBeGreaterThanOrEqual(3);
    expect(own.data.at(-1)?.kode).toBe(first.kode);
    expect(own.data.every((summary) => summary.siswa === undefined)).toBe(true);
    expect((await read(as.otherSiswa, ORDERS_URL)).json()).toEqual({ data: [], nextCursor: null });
    const all = (await read(as.admin, `${ORDERS_URL}?status=menunggu_konfirmasi`)).json() as OrderList;
    expect(all.data.find((summary) => summary.kode === first.kode)).toMatchObject({
      siswa: 'Ibu Sari Wulandari',
      paket: 'Super',
      total: first.rincian_biaya.total,
    });
    expect((await read(as.admin, `${ORDERS_URL}?status=aktif`)).json()).toEqual({ data: [], nextCursor: null });
    expect((await read(as.guru, ORDERS_URL)).statusCode).toBe(403);
  });
});

describe('referral commission and cancelling', () => {
  it('saves an Offline address as the profile of a student without one', async () => {
    const response = await order(
      as.otherSiswa,
      newKey(),
      sampleDraft({ kode_referral: SAMPLE_REFERRAL_CODE.toLowerCase(), alamat: 'Jl. Tamansari No. 1' }),
    );
    expect(response.statusCode).toBe(201);
    const profile = (await read(as.otherSiswa, '/api/siswa/profil')).json() as {
      data: { nama: string; alamat: { alamat_lengkap: string } | null };
    };
    expect(profile.data.nama).toBe('Rina <b>Lain</b>');
    expect(profile.data.alamat?.alamat_lengkap).toBe('Jl. Tamansari No. 1');
  });

  it('writes a pending 10% commission on a first order, reverses it with a new row on cancel, and then refuses 409', async () => {
    const orders = ((await read(as.otherSiswa, ORDERS_URL)).json() as OrderList).data;
    const kode = orders[0]?.kode ?? '';
    const detail = ((await read(as.otherSiswa, `${ORDERS_URL}/${kode}`)).json() as OrderAnswer).data;
    expect(detail.rincian_biaya).toMatchObject({
      kode_referral: SAMPLE_REFERRAL_CODE,
      diskon_referral: Math.round(detail.rincian_biaya.harga_diskon * 0.05),
    });
    const ledger = () =>
      t.handle.db
        .selectFrom('money_ledger as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.jenis', 'c.amount', 'c.state', 'c.owner_id'])
        .where('o.kode', '=', kode)
        .orderBy('c.id')
        .execute();
    const commission = Math.round(detail.rincian_biaya.harga_paket_akhir * 0.1);
    expect(await ledger()).toEqual([{ jenis: 'komisi', amount: commission, state: 'tertunda', owner_id: 1 }]);

    const cancelled = await cancel(as.otherSiswa, kode);
    expect(cancelled.statusCode).toBe(200);
    const after = (cancelled.json() as OrderAnswer).data;
    expect(after).toMatchObject({ status: 'dibatalkan', boleh_batal: false });
    expect(after.riwayat.map((entry) => [entry.dari, entry.ke, entry.oleh])).toEqual([
      [null, 'menunggu_konfirmasi', 'Siswa: Rina <b>Lain</b>'],
      ['menunggu_konfirmasi', 'dibatalkan', 'Siswa: Rina <b>Lain</b>'],
    ]);
    expect(await ledger()).toEqual([
      { jenis: 'komisi', amount: commission, state: 'tertunda', owner_id: 1 },
      { jenis: 'pembalikan', amount: -commission, state: 'tertunda', owner_id: 1 },
    ]);
    const history = await count('order_history');
    expect({
      status: (await cancel(as.otherSiswa, kode)).statusCode,
      body: (await cancel(as.otherSiswa, kode)).json(),
    }).toEqual({ status: 409, body: { message: ORDER_MESSAGES.notCancellable } });
    expect(await ledger()).toHaveLength(2);
    expect(await count('order_history')).toBe(history);
  });

  it('refuses a code on a later order and lets the admin cancel; a later status is 409; strangers get 404', async () => {
    // 5% on later orders goes to the first order's referrer by itself (test/referralLedger.test.ts)
    expect((await order(as.siswa, newKey(), sampleDraft({ kode_referral: SAMPLE_REFERRAL_CODE }))).json()).toEqual({
      message: REFERRAL_LEDGER_MESSAGES.firstOrderOnly,
    });
    const created = await order(as.siswa, newKey(), sampleDraft());
    const detail = (created.json() as OrderAnswer).data;
    expect(detail.rincian_biaya).toMatchObject({ diskon_referral: 0, kode_referral: null, biaya_pendaftaran: 0 });
    const rows = await t.handle.db
      .selectFrom('money_ledger as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .select('c.amount')
      .where('o.kode', '=', detail.kode)
      .execute();
    expect(rows).toEqual([]);

    expect((await cancel(as.otherSiswa, detail.kode)).statusCode).toBe(404);
    expect((await cancel(as.guru, detail.kode)).statusCode).toBe(403);
    expect((await cancel(as.anonymous, detail.kode)).statusCode).toBe(401);
    const byAdmin = await cancel(as.admin, detail.kode);
    expect((byAdmin.json() as OrderAnswer).data.riwayat.at(-1)).toMatchObject({
      ke: 'dibatalkan',
      oleh: expect.stringMatching(/^Admin: /),
    });

    // a finished order is never cancelled (a paid aktif one may be until its first meeting: paidCancel.test.ts)
    const active = (await order(as.siswa, newKey(), sampleDraft({ catatan_guru: 'aktif' }))).json() as OrderAnswer;
    await t.handle.db.updateTable('orders').set({ status: 'selesai' }).where('kode', '=', active.data.kode).execute();
    expect((await read(as.siswa, `${ORDERS_URL}/${active.data.kode}`)).json()).toMatchObject({
      data: { status: 'selesai', boleh_batal: false },
    });
    expect((await cancel(as.siswa, active.data.kode)).json()).toEqual({ message: ORDER_MESSAGES.notCancellable });
  });
});

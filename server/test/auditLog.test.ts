/**
 * The audit log itself (issue 47): the database refuses to change or delete a row, money moves that
 * are not an admin's act still leave their rows (referral commission, its release and reversal, a
 * payout request), and GET /api/admin/audit filters by person, object and WIB days and pages newest
 * first by keyset. SQLite and PostgreSQL.
 */
import type { AuditListAnswer, OrderDetail } from '@tutor/contract';
import { sql } from 'kysely';
import { AUDIT_APPEND_ONLY } from '../src/db/migrations/050_audit_log';
import { auditRowsAfter, lastAuditId } from './helpers/auditRows';
import { fisikaTeacher, payWithTeacher, testClock } from './helpers/lessons';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, loginHeaders, STUDENT_CONSENT, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T02:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let teacher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  teacher = await fisikaTeacher(t.app, t.handle.db, as.admin, {
    email: 'citra.audit@contoh.id',
    nama: 'Citra Audit',
    whatsapp: '6281288887777',
  });

  // a seeded database and a teacher walked through onboarding: slow on a busy machine
}, 300_000);
afterAll(async () => t.close());

const list = async (query: string, headers = as.admin) => {
  const response = await injectAs(t.app, headers, { url: `/api/admin/audit${query}` });
  return { status: response.statusCode, body: response.json() as AuditListAnswer };
};

let keys = 0;
async function placeOrder(headers: Record<string, string>, kode: string | null): Promise<OrderDetail> {
  const response = await injectAs(t.app, headers, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `audit-log-${keys++}-abcdef` },
    payload: sampleDraft({ kode_referral: kode }),
  });
  if (response.statusCode !== 201) throw new Error(`order answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: OrderDetail }).data;
}

async function newStudent(email: string): Promise<{ headers: Record<string, string>; kode: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await csrfHeaders(t.app),
    payload: {
      role: 'siswa',
      ...STUDENT_CONSENT,
      nama: 'Tia Audit',
      email,
      whatsapp: '6281277770000',
      password: 'rahasia-siswa-1',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const kode = (response.json() as { data: { kode_referral: string } }).data.kode_referral;
  return { headers: await loginHeaders(t.app, email, 'rahasia-siswa-1'), kode };
}

describe('the audit log', () => {
  it('is append-only: the database refuses UPDATE and DELETE of its rows', async () => {
    const order = await placeOrder(as.siswa, null);
    await injectAs(t.app, as.admin, { method: 'POST', url: `/api/admin/pesanan/${order.kode}/konfirmasi` });
    // the driver's error, matched by its message: better-sqlite3 makes its SqliteError in the realm of the
    // first test file of a jest worker, so in a later file it is no `instanceof Error` (toThrow says "did not throw")
    const refused = { message: expect.stringContaining(AUDIT_APPEND_ONLY) };
    const row = await t.handle.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const change = t.handle.db.updateTable('audit_log').set({ action: 'diubah' }).where('id', '=', row.id).execute();
    await expect(change).rejects.toMatchObject(refused);
    const removal = t.handle.db.deleteFrom('audit_log').where('id', '=', row.id).execute();
    await expect(removal).rejects.toMatchObject(refused);
    await expect(sql`delete from audit_log`.execute(t.handle.db)).rejects.toMatchObject(refused);
    expect(
      await t.handle.db.selectFrom('audit_log').select('action').where('id', '=', row.id).executeTakeFirst(),
    ).toEqual({
      action: 'pesanan.dikonfirmasi',
    });
  });

  it('records the money moves no admin makes: commission earned, released, reversed; a payout request', async () => {
    const referrer = await newStudent('perujuk.audit@contoh.id');
    const student = await newStudent('tia.audit@contoh.id');
    let before = await lastAuditId(t.handle.db);
    const first = await placeOrder(student.headers, referrer.kode);
    expect(
      (await auditRowsAfter(t.handle.db, before)).map((row) => [row.action, row.actor_role, row.object_id]),
    ).toEqual([['komisi.dicatat', 'sistem', first.kode]]);

    // its first payment releases the commission, in the payment's transaction
    await injectAs(t.app, as.admin, { method: 'POST', url: `/api/admin/pesanan/${first.kode}/konfirmasi` });
    const applied = await injectAs(t.app, teacher, {
      method: 'POST',
      url: `/api/lowongan/${first.kode}/lamar`,
      payload: { catatan: 'Siap' },
    });
    const lamaranId = (applied.json() as { data: { id: number } }).data.id;
    before = await lastAuditId(t.handle.db);
    await payWithTeacher(t.app, { ...as, siswa: student.headers }, first.kode, lamaranId);
    expect((await auditRowsAfter(t.handle.db, before)).map((row) => [row.action, row.actor_role])).toEqual([
      ['pesanan.guru_diusulkan', 'admin'],
      ['pesanan.guru_dipilih', 'siswa'],
      ['komisi.dapat_diklaim', 'admin'],
      ['pembayaran.dicatat', 'admin'],
    ]);

    // a later order earns the referrer 5%; the student cancels it: the reversal is a money move of theirs
    const later = await placeOrder(student.headers, null);
    before = await lastAuditId(t.handle.db);
    await injectAs(t.app, student.headers, { method: 'POST', url: `/api/pesanan/${later.kode}/batal` });
    const cancelled = await auditRowsAfter(t.handle.db, before);
    expect(cancelled.map((row) => [row.action, row.actor_role, row.object_id])).toEqual([
      ['pesanan.dibatalkan', 'siswa', later.kode],
      ['komisi.dibalik', 'siswa', later.kode],
    ]);
    expect(JSON.parse(cancelled[1]?.after_json ?? '{}')).toMatchObject({ jumlah: expect.any(Number) });

    // the referrer asks for the released commission: one row, theirs
    before = await lastAuditId(t.handle.db);
    const bank = { bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Perujuk' };
    const asked = await injectAs(t.app, referrer.headers, {
      method: 'POST',
      url: '/api/referral/pencairan',
      payload: bank,
    });
    expect(asked.statusCode).toBe(201);
    expect(
      (await auditRowsAfter(t.handle.db, before)).map((row) => [row.action, row.actor_role, row.object_type]),
    ).toEqual([['pencairan.diminta', 'siswa', 'pencairan']]);
  });

  it('lists newest first a page at a time, by person, object and WIB day, for admins only', async () => {
    expect((await list('', as.siswa)).status).toBe(403);
    expect((await list('', as.anonymous)).status).toBe(401);

    const all: AuditListAnswer['data'] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(3);
      all.push(...page.body.data);
      cursor = page.body.nextCursor;
    }
    const total = Number(
      (
        await t.handle.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(all).toHaveLength(total);
    expect(new Set(all.map((row) => row.id)).size).toBe(total);
    const order = all.map((row) => [row.waktu, row.id] as const);
    expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)));

    const admins = (await list('?aktor=admin@contoh')).body.data;
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((row) => row.aktor.peran === 'admin' && row.aktor.nama !== null)).toBe(true);
    const system = (await list('?aktor=sistem')).body.data;
    expect(system.length).toBeGreaterThan(0);
    expect(system.every((row) => row.aktor.id === null && row.aktor.peran === 'sistem')).toBe(true);
    const payouts = (await list('?objek=pencairan')).body.data;
    expect(payouts.map((row) => row.aksi)).toEqual(['pencairan.diminta']);
    expect(payouts[0]?.sesudah).toMatchObject({ status: 'diminta' });

    // the rows are stamped 2025-06-01T02:00Z (09:00 WIB on 1 June): in that WIB day, not in the next
    expect((await list('?dari=2025-06-01&sampai=2025-06-01')).body.data).toHaveLength(Math.min(total, 50));
    expect((await list('?dari=2025-06-02')).body.data).toEqual([]);
    expect((await list('?sampai=2025-05-31')).body.data).toEqual([]);

    expect((await list('?dari=2025-06-02&sampai=2025-06-01')).status).toBe(400);
    expect((await list('?cursor=bukan-kursor')).status).toBe(400);
    expect((await list('?objek=Pesanan%20X')).status).toBe(400);
  });
});

/**
 * The long lists read a page at a time by keyset (issue 32): the admin's desk with its search, a
 * student's orders, the job board and a teacher's applications. Pages neither overlap nor skip rows
 * with one timestamp, a row added between two pages does not shift the next, a cursor not made by
 * the server is a 400 in Indonesian, and each list keeps its role and owner checks.
 */
import type { ApplicationList, OpeningList, OrderList } from '@tutor/contract';
import { LIST_PAGE_MESSAGES } from '@tutor/rules';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { encodeCursor } from '../src/lib/keyset';
import { testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
let teacher: Record<string, string>;
/** the desk's late orders are measured against this clock; every order here is younger than a day */
const clock = testClock('2025-06-01T03:00:00Z');
const SAME_TIME = '2025-06-01T02:00:00.000Z';
let keys = 0;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app, 'halaman.lain@contoh.id');
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  teacher = await verifiedTeacher(t.app, as.admin, {
    email: 'halaman.guru@contoh.id',
    nama: 'Guru Halaman',
    whatsapp: '6281277775555',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

async function placeOrder(headers: Record<string, string>): Promise<string> {
  const placed = await injectAs(t.app, headers, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `halaman-${keys++}-abcdef` },
    payload: sampleDraft(),
  });
  expect(placed.statusCode).toBe(201);
  return (placed.json() as { data: { kode: string } }).data.kode;
}

const setTimes = (kodes: string[], times: { created_at?: string; updated_at?: string }) =>
  t.handle.db.updateTable('orders').set(times).where('kode', 'in', kodes).execute();

async function getPage<T>(headers: Record<string, string>, url: string, expected = 200): Promise<T> {
  const response = await injectAs(t.app, headers, { url });
  expect([response.statusCode, response.body]).toEqual([expected, expect.any(String)]);
  return response.json() as T;
}

/** Every page of a list, following nextCursor; the list's own query and the page size in `query`. */
async function allPages<T extends { data: unknown[]; nextCursor: string | null }>(
  headers: Record<string, string>,
  url: string,
  query: string,
): Promise<T['data'][]> {
  const pages: T['data'][] = [];
  let cursor: string | null = null;
  do {
    const answer: T = await getPage<T>(headers, `${url}?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(answer.data);
    cursor = answer.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

describe("a student's orders and the admin's desk, a page at a time", () => {
  let mine: string[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 5; index++) mine.push(await placeOrder(as.siswa));
    // one timestamp for all five: only the id orders them
    await setTimes(mine, { created_at: SAME_TIME });
    mine = [...mine].reverse();
  });

  it('splits orders with one timestamp by id: pages neither overlap nor skip, the last says so', async () => {
    const pages = await allPages<OrderList>(as.siswa, ORDERS_URL, 'limit=2');
    const kodes = pages.flat().map((order) => order.kode);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(kodes.filter((kode) => mine.includes(kode))).toEqual(mine);
    expect(new Set(kodes).size).toBe(kodes.length);
  });

  it('keeps the next page where it was when a new order arrives between two pages', async () => {
    const first = await getPage<OrderList>(as.siswa, `${ORDERS_URL}?limit=2`);
    const newer = await placeOrder(as.siswa);
    const second = await getPage<OrderList>(as.siswa, `${ORDERS_URL}?limit=2&cursor=${first.nextCursor}`);
    expect(first.data.map((order) => order.kode)).toEqual(mine.slice(0, 2));
    expect(second.data.map((order) => order.kode)).toEqual(mine.slice(2, 4));
    expect(second.data.map((order) => order.kode)).not.toContain(newer);
    expect((await getPage<OrderList>(as.siswa, `${ORDERS_URL}?limit=1`)).data[0]?.kode).toBe(newer);
  });

  it("shows a student only their own orders; the desk everyone's, searched by code, name and status", async () => {
    const other = await placeOrder(as.otherSiswa);
    // a name with LIKE's wildcards: they are searched as the characters they are
    await t.handle.db
      .updateTable('users')
      .set({ nama: 'Budi 100%_Santoso' })
      .where('email', '=', 'halaman.lain@contoh.id')
      .execute();
    const theirs = (await allPages<OrderList>(as.otherSiswa, ORDERS_URL, 'limit=3')).flat().map((order) => order.kode);
    expect(theirs).toEqual([other]);
    expect(
      (await allPages<OrderList>(as.siswa, ORDERS_URL, 'limit=3')).flat().map((order) => order.kode),
    ).not.toContain(other);

    const byName = await allPages<OrderList>(as.admin, ORDERS_URL, `siswa=${encodeURIComponent('0%_s')}&limit=1`);
    expect(byName.flat().map((order) => [order.kode, order.siswa])).toEqual([[other, 'Budi 100%_Santoso']]);
    expect(
      (await getPage<OrderList>(as.admin, `${ORDERS_URL}?siswa=${encodeURIComponent('%')}`)).data.map(
        (order) => order.kode,
      ),
    ).toEqual([other]);
    expect((await getPage<OrderList>(as.admin, `${ORDERS_URL}?siswa=_`)).data.map((order) => order.kode)).toEqual([
      other,
    ]);

    const target = mine[3] ?? '';
    const byCode = await getPage<OrderList>(
      as.admin,
      `${ORDERS_URL}?kode=${encodeURIComponent(target.slice(-4).toLowerCase())}`,
    );
    expect(byCode.data.map((order) => order.kode)).toContain(target);
    expect(byCode.data.every((order) => order.kode.includes(target.slice(-4)))).toBe(true);
    // the start of a code (two letters and a dash: searched as a prefix), in any case: every order whose code starts so
    const start = target.slice(0, 7);
    const byStart = (await allPages<OrderList>(as.admin, ORDERS_URL, `kode=${start.toLowerCase()}&limit=100`)).flat();
    const startingSo = await t.handle.db
      .selectFrom('orders')
      .select('kode')
      .where('kode', 'like', `${start}%`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(byStart.map((order) => order.kode)).toEqual(startingSo.map((order) => order.kode));
    expect(byStart.map((order) => order.kode)).toContain(target);
    expect((await getPage<OrderList>(as.admin, `${ORDERS_URL}?kode=${encodeURIComponent('PP-%')}`)).data).toEqual([]);
    // a whole code, as typed: that order alone
    expect(
      (await getPage<OrderList>(as.admin, `${ORDERS_URL}?kode=${target.toLowerCase()}`)).data.map(
        (order) => order.kode,
      ),
    ).toEqual([target]);

    // the search combined with paging and a status: the student's five waiting orders, two at a time
    const studentName = (
      await t.handle.db
        .selectFrom('users')
        .select('nama')
        .where('email', '=', DEMO_ACCOUNTS.siswa.email)
        .executeTakeFirst()
    )?.nama;
    const query = `status=menunggu_konfirmasi&siswa=${encodeURIComponent(studentName?.slice(1, 5).toUpperCase() ?? 'x')}&limit=2`;
    const waiting = (await allPages<OrderList>(as.admin, ORDERS_URL, query)).flat();
    expect(waiting.map((order) => order.kode).filter((kode) => mine.includes(kode))).toEqual(mine);
    expect(waiting.every((order) => order.status === 'menunggu_konfirmasi')).toBe(true);
  });

  it('refuses a cursor it did not make, a bad limit and a status outside the set with 400 in Indonesian', async () => {
    const bad = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'bukan-penanda',
      bad('[1,2]'),
      bad('["2025-06-01T02:00:00.000Z",0]'),
      bad('["drop table", 5]'),
      bad('{"at":"x"}'),
    ]) {
      expect(await getPage(as.admin, `${ORDERS_URL}?cursor=${cursor}`, 400)).toEqual({
        message: LIST_PAGE_MESSAGES.badCursor,
      });
    }
    for (const query of ['cursor=a%25b', 'limit=0', 'limit=101', 'limit=dua', 'status=hilang']) {
      const answer = await getPage<{ message: string }>(as.admin, `${ORDERS_URL}?${query}`, 400);
      expect(answer.message).toEqual(expect.any(String));
    }
    const good = encodeCursor({ at: SAME_TIME, id: 1 });
    expect(await getPage(as.guru, `${ORDERS_URL}?cursor=${good}`, 403)).toEqual({ message: expect.any(String) });
  });
});

describe("the job board and a teacher's applications, a page at a time", () => {
  const openings: string[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 4; index++) {
      const kode = await placeOrder(as.siswa);
      expect(
        (await injectAs(t.app, as.admin, { method: 'POST', url: `/api/admin/pesanan/${kode}/konfirmasi` })).statusCode,
      ).toBe(200);
      openings.push(kode);
    }
    await setTimes(openings, { updated_at: '2030-01-01T00:00:00.000Z' });
    openings.reverse();
  });

  it('pages the openings newest change first, ties by id, and a new opening does not shift the next page', async () => {
    const first = await getPage<OpeningList>(teacher, '/guru/loker-mengajar-searching?limit=2');
    expect(first.data.map((opening) => opening.kode)).toEqual(openings.slice(0, 2));
    const later = await placeOrder(as.siswa);
    await injectAs(t.app, as.admin, { method: 'POST', url: `/api/admin/pesanan/${later}/konfirmasi` });
    await setTimes([later], { updated_at: '2030-01-02T00:00:00.000Z' });
    const second = await getPage<OpeningList>(
      teacher,
      `/guru/loker-mengajar-searching?limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.data.map((opening) => opening.kode)).toEqual(openings.slice(2, 4));
    const everything = (await allPages<OpeningList>(teacher, '/guru/loker-mengajar-searching', 'limit=3'))
      .flat()
      .map((opening) => opening.kode);
    expect(everything.slice(0, 5)).toEqual([later, ...openings]);
    expect(new Set(everything).size).toBe(everything.length);
  });

  it("pages a teacher's own applications, and no one else's", async () => {
    const applied: string[] = [];
    for (const kode of openings) {
      expect(
        (await injectAs(t.app, teacher, { method: 'POST', url: `/api/lowongan/${kode}/lamar`, payload: {} }))
          .statusCode,
      ).toBe(201);
      applied.push(kode);
    }
    await t.handle.db.updateTable('order_applications').set({ created_at: SAME_TIME }).execute();
    const pages = await allPages<ApplicationList>(teacher, '/api/lamaran-saya', 'limit=3');
    expect(pages.map((page) => page.length)).toEqual([3, 1]);
    expect(new Set(pages.flat().map((application) => application.lowongan.kode))).toEqual(new Set(applied));
    expect((await getPage<ApplicationList>(as.guru, '/api/lamaran-saya')).data).toEqual([]);
  });

  it('refuses a bad cursor on both lists and keeps them for teachers', async () => {
    for (const url of ['/guru/loker-mengajar-searching', '/api/lamaran-saya']) {
      expect(await getPage(teacher, `${url}?cursor=AAAA`, 400)).toEqual({ message: LIST_PAGE_MESSAGES.badCursor });
      await getPage(teacher, `${url}?limit=500`, 400);
      await getPage(as.siswa, url, 403);
    }
  });
});

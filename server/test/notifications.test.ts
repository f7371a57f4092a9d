/**
 * Notifications: every transition tells the people it concerns in its own transaction (a refused
 * one tells nobody), with an e-mail in the outbox unless the person turned that kind off; the bell's
 * routes answer only the user's own notifications and mark them read.
 */
import type { NotificationListAnswer, OrderList, PendingMessageList, UnreadAnswer } from '@tutor/contract';
import type { OrderDetail } from '@tutor/contract';
import { orderPage } from '../src/areas/orderViews/orderView';
import { paidOrder, testClock, verifiedTeacher, orderWithApplication } from './helpers/lessons';
import { injectAs, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
let teacher: Record<string, string>;
const clock = testClock('2025-06-01T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app, 'notif.lain@contoh.id');
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  teacher = await verifiedTeacher(t.app, as.admin, {
    email: 'notif.guru@contoh.id',
    nama: 'Guru Notifikasi',
    whatsapp: '6281277776666',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

const list = async (headers: Record<string, string>, query = '') => {
  const response = await injectAs(t.app, headers, { url: `/api/notifikasi${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as NotificationListAnswer).data;
};
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const userId = async (email: string) =>
  (await t.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const rowsOf = async (email: string) =>
  t.handle.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', await userId(email))
    .orderBy('id')
    .execute();
const emailsTo = async (email: string) =>
  t.handle.db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', '=', 'email')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();

describe('each transition notifies the people it concerns', () => {
  it('order, application, proposal, choice and payment reach the student, the admin and the teacher with a link where they act', async () => {
    const { kode, lamaranId } = await orderWithApplication(t.app, as, teacher);
    const student = await list(as.siswa);
    expect(student.items.map((item) => item.teks)).toEqual([
      `Pesanan ${kode} sudah dikonfirmasi. Kami sedang mencarikan guru untuk Anda.`,
      `Pesanan ${kode} kami terima. Admin akan menghubungi Anda dalam 1x24 jam.`,
    ]);
    expect(student.items[0]).toMatchObject({ jenis: 'pesanan', tautan: `/siswa/pesanan/${kode}`, dibaca: false });
    const admin = (await list(as.admin)).items.map((item) => [item.teks, item.tautan]);
    expect(admin).toContainEqual([`Pesanan baru ${kode} menunggu konfirmasi.`, `/admin/pesanan/${kode}`]);
    expect(admin).toContainEqual([`Guru Notifikasi melamar lowongan ${kode}.`, `/admin/pesanan/${kode}`]);

    const before = (await list(as.siswa)).belum_dibaca;
    expect((await post(as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] })).statusCode).toBe(
      200,
    );
    const after = await list(as.siswa);
    expect(after.belum_dibaca).toBe(before + 1);
    expect(after.items[0]).toMatchObject({
      teks: `Admin mengusulkan guru untuk pesanan ${kode}. Silakan pilih guru Anda.`,
      tautan: `/siswa/pesanan/${kode}`,
    });
    expect((await list(teacher)).items[0]).toMatchObject({
      jenis: 'lamaran',
      teks: `Anda diusulkan kepada siswa untuk lowongan ${kode}. Tunggu pilihan siswa.`,
      tautan: '/guru/loker-mengajar-my-application',
    });

    const chosen = await post(as.siswa, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId });
    expect(chosen.statusCode).toBe(200);
    // the student chose: they are not told what they just did
    expect((await list(as.siswa)).items[0]?.teks).not.toContain('memilih');
    expect((await list(teacher)).items[0]?.teks).toBe(
      `Anda dipilih siswa untuk lowongan ${kode}. Les dimulai setelah pembayaran.`,
    );
    expect((await list(as.admin)).items[0]?.teks).toBe(
      `Siswa memilih guru untuk pesanan ${kode}. Catat pembayaran pertamanya.`,
    );

    const { total, cicilan } = (chosen.json() as { data: { rincian_biaya: { total: number; cicilan: number[] } } }).data
      .rincian_biaya;
    expect(
      (await post(as.admin, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah: cicilan[0] ?? total })).statusCode,
    ).toBe(200);
    expect((await list(as.siswa)).items[0]?.teks).toBe(
      `Pembayaran pesanan ${kode} tercatat. Jadwal pertemuan Anda sudah dibuat.`,
    );
    expect((await list(teacher)).items[0]).toMatchObject({
      teks: `Pesanan ${kode} sudah dibayar. Jadwal mengajar Anda sudah dibuat.`,
      tautan: '/guru/jadwal',
    });

    // each of the student's notifications has its e-mail in the outbox, with the link
    const mails = await emailsTo('siswa@pintarprivat.id');
    expect(mails.map((mail) => mail.link)).toEqual(expect.arrayContaining([`/siswa/pesanan/${kode}`]));
    expect(mails.at(-1)).toMatchObject({
      subject: `Pintar Privat: Pembayaran pesanan ${kode} tercatat. Jadwal pertemuan Anda sudah dibuat.`,
      sent_at: null,
      attempts: 0,
    });
    expect(mails.at(-1)?.body).toContain('Halo ');
  });

  it('a refused transition (wrong state, not an applicant) makes no notification and no e-mail', async () => {
    const { kode } = await orderWithApplication(t.app, as, teacher);
    const counts = async () =>
      [
        (
          await t.handle.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
        (
          await t.handle.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ].map(Number);
    const before = await counts();
    expect((await post(as.admin, `/api/admin/pesanan/${kode}/konfirmasi`)).statusCode).toBe(409);
    // the move happens, then the applicants check refuses: the move and its notifications roll back together
    expect((await post(as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [2_000_000] })).statusCode).toBe(
      400,
    );
    expect((await post(as.otherSiswa, `/api/pesanan/${kode}/batal`)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('a cancel tells the admins and closes the teacher’s application with a notification', async () => {
    const { kode } = await orderWithApplication(t.app, as, teacher);
    expect((await post(as.siswa, `/api/pesanan/${kode}/batal`)).statusCode).toBe(200);
    expect((await list(teacher)).items[0]?.teks).toBe(`Lowongan ${kode} ditutup karena pesanannya dibatalkan.`);
    expect((await list(as.admin)).items.map((item) => item.teks)).toContain(`Pesanan ${kode} dibatalkan.`);
  });
});

describe('a renewal', () => {
  it('tells the student it is offered to their teacher, the teacher where to answer, and the admin whose answer it waits for', async () => {
    clock.set('2025-06-01T03:00:00Z');
    // a teacher of their own: the others' meetings already hold these dates
    const fisika = await t.handle.db
      .selectFrom('subjects')
      .select('id')
      .where('jenjang_id', '=', 16)
      .where('nama', '=', 'Fisika')
      .executeTakeFirstOrThrow();
    const rina = await verifiedTeacher(t.app, as.admin, {
      email: 'notif.perpanjang@contoh.id',
      nama: 'Rina Perpanjang',
      whatsapp: '6281277775555',
      subjectId: fisika.id,
    });
    const first = await paidOrder(t.app, as, rina);
    const placed = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: `/api/pesanan/${first.kode}/perpanjang`,
      headers: { 'idempotency-key': 'notif-perpanjang-abcdef' },
      payload: { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
    });
    expect(placed.statusCode).toBe(201);
    const { kode, siswa } = (placed.json() as { data: OrderDetail }).data;

    const student = (await list(as.siswa)).items.filter((item) => item.teks.includes(kode));
    expect(student.map((item) => [item.teks, item.tautan])).toEqual([
      [
        `Perpanjangan pesanan ${first.kode} sudah dibuat sebagai pesanan ${kode} dan kami tawarkan kepada Rina Perpanjang selama 2x24 jam.`,
        `/siswa/pesanan/${kode}`,
      ],
    ]);
    expect((await list(rina)).items[0]).toMatchObject({
      teks: `${siswa.nama} memperpanjang les pesanan ${first.kode} (pesanan ${kode}). Terima atau tolak tawarannya di Jadwal Mengajar dalam 2x24 jam.`,
      tautan: '/guru/jadwal',
    });
    const admin = (await list(as.admin)).items.filter((item) => item.teks.includes(kode));
    expect(admin.map((item) => [item.teks, item.tautan])).toEqual([
      [
        `Perpanjangan ${kode} dari pesanan ${first.kode} ditawarkan kepada Rina Perpanjang selama 2x24 jam.`,
        `/admin/pesanan/${kode}`,
      ],
    ]);
  });
});

describe('the bell’s routes', () => {
  it('answer 401 without a session', async () => {
    expect((await injectAs(t.app, as.anonymous, { url: '/api/notifikasi' })).statusCode).toBe(401);
    expect((await post(as.anonymous, '/api/notifikasi/baca', {})).statusCode).toBe(401);
  });

  it('page by id, mark some read (never another user’s), then all without ids', async () => {
    const first = await list(as.siswa, '?batas=2');
    expect(first.items).toHaveLength(2);
    expect(first.ada_lagi).toBe(true);
    const next = await list(as.siswa, `?batas=2&sebelum=${first.items[1]?.id}`);
    expect(next.items[0]?.id).toBeLessThan(first.items[1]?.id ?? 0);

    const theirs = (await list(teacher)).items[0];
    const mine = first.items[0];
    if (!theirs || !mine) throw new Error('expected notifications');
    const marked = await post(as.siswa, '/api/notifikasi/baca', { ids: [mine.id, theirs.id] });
    expect(marked.statusCode).toBe(200);
    expect((marked.json() as UnreadAnswer).data.belum_dibaca).toBe(first.belum_dibaca - 1);
    expect((await list(as.siswa, '?batas=1')).items[0]?.dibaca).toBe(true);
    expect((await list(teacher)).items.find((item) => item.id === theirs.id)?.dibaca).toBe(false);

    const all = await injectAs(t.app, as.siswa, { method: 'POST', url: '/api/notifikasi/baca' });
    expect(all.statusCode).toBe(200);
    expect((all.json() as UnreadAnswer).data.belum_dibaca).toBe(0);
    expect((await list(as.siswa)).belum_dibaca).toBe(0);
  });

  it('e-mail off for a kind keeps the in-app notification and queues no e-mail of that kind', async () => {
    const saved = await injectAs(t.app, as.siswa, {
      method: 'PUT',
      url: '/api/notifikasi/email',
      payload: { email_mati: ['pesanan', 'pesanan'] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await injectAs(t.app, as.siswa, { url: '/api/notifikasi/email' })).json()).toEqual({
      data: { email_mati: ['pesanan'] },
    });
    expect(
      (
        await injectAs(t.app, as.siswa, {
          method: 'PUT',
          url: '/api/notifikasi/email',
          payload: { email_mati: ['rahasia'] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await injectAs(t.app, as.otherSiswa, { url: '/api/notifikasi/email' })).json()).toEqual({
      data: { email_mati: [] },
    });

    const mailsBefore = (await emailsTo('siswa@pintarprivat.id')).length;
    const { kode } = await orderWithApplication(t.app, as, teacher);
    expect((await rowsOf('siswa@pintarprivat.id')).at(-1)?.text).toBe(
      `Pesanan ${kode} sudah dikonfirmasi. Kami sedang mencarikan guru untuk Anda.`,
    );
    expect(await emailsTo('siswa@pintarprivat.id')).toHaveLength(mailsBefore);
    // the admin did not turn anything off
    expect((await emailsTo(TEST_ADMIN.email)).at(-1)?.link).toBe(`/admin/pesanan/${kode}`);
  });

  it('the admin hears of a new teacher to verify; the teacher hears of each onboarding step and of the verification once', async () => {
    const texts = (await rowsOf(TEST_ADMIN.email)).map((row) => row.text);
    expect(texts).toContain('Guru baru Guru Notifikasi menunggu verifikasi.');
    const teacherTexts = (await rowsOf('notif.guru@contoh.id')).map((row) => row.text);
    expect(teacherTexts[0]).toMatch(/^Pendaftaran pengajar: Seleksi CV\./);
    expect(
      teacherTexts.filter(
        (text) => text === 'Akun guru Anda sudah terverifikasi. Sekarang Anda bisa melamar lowongan.',
      ),
    ).toHaveLength(1);
  });
});

describe("the admin's desk keeps the site's promises", () => {
  it('puts orders waiting for contact past 24 hours and openings without proposals past 48 hours first, marked late', async () => {
    const placedAt = clock.now().getTime();
    const placed = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: '/api/pesanan',
      headers: { 'idempotency-key': 'terlambat-kontak-abcdef' },
      payload: sampleDraft(),
    });
    expect(placed.statusCode).toBe(201);
    const kode = (placed.json() as { data: { kode: string } }).data.kode;
    const deskList = async () =>
      injectAs(t.app, as.admin, { url: '/api/pesanan' }).then((response) => (response.json() as OrderList).data);

    clock.set(new Date(placedAt + 23 * 3_600_000).toISOString());
    expect((await deskList()).every((order) => order.terlambat === null)).toBe(true);

    clock.set(new Date(placedAt + 25 * 3_600_000).toISOString());
    const dayLater = await deskList();
    expect(dayLater[0]).toMatchObject({ kode, terlambat: 'kontak_admin' });
    expect(dayLater.filter((order) => order.terlambat !== null)).toHaveLength(1);

    clock.set(new Date(placedAt + 49 * 3_600_000).toISOString());
    const twoDaysLater = await deskList();
    const late = twoDaysLater.filter((order) => order.terlambat !== null);
    expect(late.map((order) => order.terlambat)).toEqual(expect.arrayContaining(['kontak_admin', 'usulan_guru']));
    // the late ones come first, then the rest
    expect(twoDaysLater.slice(0, late.length)).toEqual(late);
    expect(late.every((order) => order.status === 'menunggu_konfirmasi' || order.status === 'mencari_guru')).toBe(true);
    // the student's own list carries no timer
    expect(((await injectAs(t.app, as.siswa, { url: '/api/pesanan' })).json() as OrderList).data[0]).not.toHaveProperty(
      'terlambat',
    );
    clock.set('2025-06-01T03:00:00Z');
  });

  it('keeps a late order on the desk however many newer orders came after it', async () => {
    const placed = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: '/api/pesanan',
      headers: { 'idempotency-key': 'terlambat-lama-abcdef' },
      payload: sampleDraft(),
    });
    const kode = (placed.json() as { data: { kode: string } }).data.kode;
    // placed long ago and never contacted: older than anything else in this database
    await t.handle.db
      .updateTable('orders')
      .set({ created_at: '2020-01-06T03:00:00.000Z' })
      .where('kode', '=', kode)
      .execute();
    const newer = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: '/api/pesanan',
      headers: { 'idempotency-key': 'terlambat-baru-abcdef' },
      payload: sampleDraft({ catatan_guru: 'Pesanan yang lebih baru' }),
    });
    const newest = (newer.json() as { data: { kode: string } }).data.kode;

    // a list as long as one order: the newest alone, and the late one besides it, first
    const desk = (await orderPage(t.handle.db, { limit: 1 }, '2025-06-01', true, clock.now().getTime())).data;
    expect(desk.map((order) => [order.kode, order.terlambat])).toEqual([
      [kode, 'kontak_admin'],
      [newest, null],
    ]);
  });
});

describe("the admin's pending messages", () => {
  it('lists unsent WhatsApp messages (the discount info) and failed e-mails, marks one sent once, and refuses others', async () => {
    const claim = await injectAs(t.app, as.anonymous, {
      method: 'POST',
      url: '/api/diskon-claim',
      payload: { number_whatsapp: '6281311112222' },
    });
    expect(claim.statusCode).toBe(201);
    const failed = await t.handle.db
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'email')
      .where('sent_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const waiting = await t.handle.db
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'email')
      .where('sent_at', 'is', null)
      .where('id', '!=', failed.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('outbox')
      .set({ failed_at: '2025-06-01T03:00:00.000Z', attempts: 8, last_error: '550 Kotak surat tidak ada' })
      .where('id', '=', failed.id)
      .execute();

    const pending = await injectAs(t.app, as.admin, { url: '/api/admin/pesan-keluar' });
    expect(pending.statusCode).toBe(200);
    const list = (pending.json() as PendingMessageList).data;
    const voucher = list.find((message) => message.penerima === '6281311112222');
    expect(voucher).toMatchObject({ saluran: 'whatsapp', subjek: null, percobaan: 0 });
    expect(voucher?.isi).toMatch(/diskon 25%/i);
    expect(list.find((message) => message.id === failed.id)).toMatchObject({
      saluran: 'email',
      percobaan: 8,
      galat: '550 Kotak surat tidak ada',
    });
    expect(list.some((message) => message.id === waiting.id)).toBe(false);

    expect((await injectAs(t.app, as.siswa, { url: '/api/admin/pesan-keluar' })).statusCode).toBe(403);
    const url = `/api/admin/pesan-keluar/${voucher?.id}/terkirim`;
    expect((await post(as.siswa, url)).statusCode).toBe(403);
    const sent = await post(as.admin, url);
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as { data: { id: number } }).data.id).toBe(voucher?.id);
    expect((await post(as.admin, url)).json()).toEqual({ message: 'Pesan ini sudah ditandai terkirim' });
    expect((await post(as.admin, `/api/admin/pesan-keluar/${waiting.id}/terkirim`)).statusCode).toBe(409);
    expect((await post(as.admin, '/api/admin/pesan-keluar/9999999999/terkirim')).statusCode).toBe(404);
    const after = ((await injectAs(t.app, as.admin, { url: '/api/admin/pesan-keluar' })).json() as PendingMessageList)
      .data;
    expect(after.some((message) => message.id === voucher?.id)).toBe(false);
  });
});

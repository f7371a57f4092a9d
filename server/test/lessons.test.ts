/**
 * The lessons (issue 25): from the first payment to the order's end, every move of a meeting with
 * its refusals, the teacher's week, and the contacts each side sees only once the order is paid.
 */
import type {
  Application,
  Candidate,
  Meeting,
  Opening,
  OrderDetail,
  OrderMeetings,
  OrderSummary,
  TeacherMeeting,
} from '@tutor/contract';
import { MEETING_MESSAGES, holidayMessage } from '@tutor/rules';
import { orderWithApplication, paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, ORDERS_URL, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let bayu: Record<string, string>;
let sinta: Record<string, string>;
/** each teacher holds one order's meetings (every test order has the same dates) */
let dina: Record<string, string>;
let eko: Record<string, string>;

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
    email: 'bayu.pelajaran@contoh.id',
    nama: 'Bayu Pratama',
    whatsapp: '6281211112222',
    subjectId: fisika.id,
  });
  sinta = await verifiedTeacher(t.app, as.admin, {
    email: 'sinta.pelajaran@contoh.id',
    nama: 'Sinta Dewi',
    whatsapp: '6281233334444',
    subjectId: fisika.id,
  });
  dina = await verifiedTeacher(t.app, as.admin, {
    email: 'dina.pelajaran@contoh.id',
    nama: 'Dina Lestari',
    whatsapp: '6281255556666',
    subjectId: fisika.id,
  });
  eko = await verifiedTeacher(t.app, as.admin, {
    email: 'eko.pelajaran@contoh.id',
    nama: 'Eko Saputra',
    whatsapp: '6281277778888',
    subjectId: fisika.id,
  });
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const get = (headers: Record<string, string>, url: string) => injectAs(t.app, headers, { url });
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const meetingsOf = async (kode: string, headers = as.siswa) =>
  dataOf<OrderMeetings>(await get(headers, `/api/pesanan/${kode}/pertemuan`));
const report = { topik: 'Hukum Newton', catatan: 'Sudah bisa menghitung gaya dan percepatan' };

describe('contacts appear only once the order is paid', () => {
  it('hides the WhatsApp of each side before payment and shows both after it', async () => {
    const { kode, lamaranId } = await orderWithApplication(t.app, as, sinta);
    const before = dataOf<OrderDetail>(await get(as.siswa, `${ORDERS_URL}/${kode}`));
    expect(before.guru).toBeNull();
    expect(dataOf<OrderDetail>(await get(as.admin, `${ORDERS_URL}/${kode}`)).guru).toBeNull();
    expect(
      dataOf<Application[]>(await get(sinta, '/api/lamaran-saya')).find((item) => item.lowongan.kode === kode)?.siswa,
    ).toBeNull();
    expect(dataOf<OrderSummary[]>(await get(as.siswa, ORDERS_URL)).find((item) => item.kode === kode)).toMatchObject({
      guru: null,
      sisa_pertemuan: null,
    });

    // chosen but not paid: still nothing
    await post(as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] });
    await post(as.siswa, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId });
    expect(dataOf<OrderDetail>(await get(as.siswa, `${ORDERS_URL}/${kode}`)).guru).toBeNull();
    expect(
      dataOf<Application[]>(await get(sinta, '/api/lamaran-saya')).find((item) => item.lowongan.kode === kode)?.siswa,
    ).toBeNull();
    expect(dataOf<OrderSummary[]>(await get(as.siswa, ORDERS_URL)).find((item) => item.kode === kode)?.guru).toBeNull();
    // the admin reaches the chosen teacher from the choice on (the desk's WhatsApp link)
    expect(dataOf<OrderDetail>(await get(as.admin, `${ORDERS_URL}/${kode}`)).guru).toMatchObject({
      nama: 'Sinta Dewi',
      whatsapp: '6281233334444',
    });
    const chosen = dataOf<OrderDetail>(await get(as.siswa, `${ORDERS_URL}/${kode}`));
    await post(as.admin, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah: chosen.rincian_biaya.cicilan[0] });

    expect(dataOf<OrderDetail>(await get(as.siswa, `${ORDERS_URL}/${kode}`)).guru).toMatchObject({
      nama: 'Sinta Dewi',
      whatsapp: '6281233334444',
    });
    expect(dataOf<OrderSummary[]>(await get(as.siswa, ORDERS_URL)).find((item) => item.kode === kode)).toMatchObject({
      guru: { nama: 'Sinta Dewi', whatsapp: '6281233334444', foto: expect.any(String) },
      sisa_pertemuan: 4,
    });
    // the list's contact is the detail's, field for field
    expect(dataOf<OrderSummary[]>(await get(as.siswa, ORDERS_URL)).find((item) => item.kode === kode)?.guru).toEqual(
      dataOf<OrderDetail>(await get(as.siswa, `${ORDERS_URL}/${kode}`)).guru,
    );
    const student = dataOf<Application[]>(await get(sinta, '/api/lamaran-saya')).find(
      (item) => item.lowongan.kode === kode,
    )?.siswa;
    expect(student).toMatchObject({
      nama: 'Ibu Sari Wulandari',
      jenjang: 'SMA',
      kelas: '10',
      mata_pelajaran: ['Fisika', 'Kimia'],
      sistem_pembelajaran: 'Offline',
      catatan_guru: 'Fokus persiapan ulangan',
    });
    expect(student?.whatsapp).toMatch(/^62/);
    expect(student?.alamat).toContain('Jl. Dipati Ukur No. 35');
    expect(student?.alamat).toContain('Coblong');
    // the whole line, place names in order, as the teacher's meetings show it
    expect(student?.alamat).toMatch(/^Jl\. Dipati Ukur No\. 35, Coblong, [^,]+, [^,]+$/);
  });
});

describe('the life of a meeting', () => {
  it('goes from payment through reports, a dispute and a decision to the order being selesai', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, bayu);
    const first = await meetingsOf(order.kode);
    expect(first).toMatchObject({ sisa: 4, total: 4 });
    expect(
      first.items.map((item) => [item.nomor, item.tanggal, item.jam, item.mata_pelajaran, item.status, item.guru.nama]),
    ).toEqual([
      [1, '2025-06-02', '16:00', 'Fisika', 'terjadwal', 'Bayu Pratama'],
      [2, '2025-06-05', '16:00', 'Kimia', 'terjadwal', 'Bayu Pratama'],
      [3, '2025-06-09', '16:00', 'Fisika', 'terjadwal', 'Bayu Pratama'],
      [4, '2025-06-12', '16:00', 'Kimia', 'terjadwal', 'Bayu Pratama'],
    ]);
    const [m1, m2, m3, m4] = first.items as [Meeting, Meeting, Meeting, Meeting];
    expect(m1.riwayat).toEqual([expect.objectContaining({ dari: null, ke: 'terjadwal' })]);
    expect((await meetingsOf(order.kode, bayu)).total).toBe(4);
    expect((await meetingsOf(order.kode, as.admin)).total).toBe(4);

    // the teacher's week, with the student and the place
    const week = dataOf<TeacherMeeting[]>(await get(bayu, '/api/guru/jadwal?dari=2025-06-01&sampai=2025-06-07'));
    expect(week.map((item) => item.nomor)).toEqual([1, 2]);
    expect(week[0]).toMatchObject({
      kode: order.kode,
      siswa: { nama: 'Ibu Sari Wulandari' },
      jenjang: 'SMA',
      sistem_pembelajaran: 'Offline',
    });
    expect(week[0]?.tempat).toContain('Jl. Dipati Ukur No. 35');

    // 15:59 WIB: not started yet
    clock.set('2025-06-02T08:59:00Z');
    const early = await post(bayu, `/api/pertemuan/${m1.id}/laporan`, report);
    expect([early.statusCode, early.json()]).toEqual([409, { message: MEETING_MESSAGES.notStarted }]);
    clock.set('2025-06-02T09:00:00Z');
    const reported = await post(bayu, `/api/pertemuan/${m1.id}/laporan`, report);
    expect(reported.statusCode).toBe(200);
    expect(dataOf<Meeting>(reported)).toMatchObject({
      status: 'dilaporkan',
      laporan: { ...report, waktu: '2025-06-02T09:00:00.000Z' },
      batas_konfirmasi: '2025-06-05T09:00:00.000Z',
    });
    const twice = await post(bayu, `/api/pertemuan/${m1.id}/laporan`, report);
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: MEETING_MESSAGES.alreadyReported }]);

    // two confirmations at once: one moves, one is told the state changed
    const both = await Promise.all([
      post(as.siswa, `/api/pertemuan/${m1.id}/konfirmasi`),
      post(as.siswa, `/api/pertemuan/${m1.id}/konfirmasi`),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await meetingsOf(order.kode)).sisa).toBe(3);

    // meeting 2: disputed, then decided not held and moved
    clock.set('2025-06-05T10:00:00Z');
    expect((await post(bayu, `/api/pertemuan/${m2.id}/laporan`, report)).statusCode).toBe(200);
    const disputed = await post(as.siswa, `/api/pertemuan/${m2.id}/sanggah`, { alasan: 'Guru tidak datang' });
    expect(dataOf<Meeting>(disputed)).toMatchObject({ status: 'disanggah', sanggahan: 'Guru tidak datang' });
    const noSlot = await post(as.admin, `/api/admin/pertemuan/${m2.id}/putuskan`, { terlaksana: false });
    expect([noSlot.statusCode, noSlot.json()]).toEqual([400, { message: MEETING_MESSAGES.newSlotRequired }]);
    const holiday = await t.handle.db
      .selectFrom('holidays')
      .select(['tanggal', 'nama'])
      .where('tanggal', '>=', '2025-06-06')
      .orderBy('tanggal')
      .executeTakeFirstOrThrow();
    const onHoliday = await post(as.admin, `/api/admin/pertemuan/${m2.id}/putuskan`, {
      terlaksana: false,
      tanggal: holiday.tanggal,
      jam: '10:00',
    });
    expect([onHoliday.statusCode, onHoliday.json()]).toEqual([400, { message: holidayMessage(holiday.nama) }]);
    const past = await post(as.admin, `/api/admin/pertemuan/${m2.id}/putuskan`, {
      terlaksana: false,
      tanggal: '2025-05-30',
      jam: '10:00',
    });
    expect(past.statusCode).toBe(400);
    const overlap = await post(as.admin, `/api/admin/pertemuan/${m2.id}/putuskan`, {
      terlaksana: false,
      tanggal: '2025-06-09',
      jam: '17:00',
    });
    expect([overlap.statusCode, overlap.json()]).toEqual([
      409,
      { message: `${MEETING_MESSAGES.clash}: 9 Juni 2025 16:00` },
    ]);
    const moved = await post(as.admin, `/api/admin/pertemuan/${m2.id}/putuskan`, {
      terlaksana: false,
      tanggal: '2025-06-10',
      jam: '10:00',
    });
    expect(dataOf<Meeting>(moved)).toMatchObject({
      status: 'terjadwal',
      tanggal: '2025-06-10',
      jam: '10:00',
      laporan: null,
      sanggahan: null,
    });
    expect(dataOf<Meeting>(moved).riwayat.map((entry) => entry.ke)).toEqual([
      'terjadwal',
      'dilaporkan',
      'disanggah',
      'terjadwal',
    ]);
    expect(dataOf<Meeting>(moved).riwayat[3]?.oleh).toMatch(/^Admin: /);

    // the rest is held; the last confirmation ends the order
    clock.set('2025-06-12T10:00:00Z');
    for (const meeting of [m2, m3, m4]) {
      expect((await post(bayu, `/api/pertemuan/${meeting.id}/laporan`, report)).statusCode).toBe(200);
      expect((await post(as.siswa, `/api/pertemuan/${meeting.id}/konfirmasi`)).statusCode).toBe(200);
    }
    expect((await meetingsOf(order.kode)).sisa).toBe(0);
    const done = dataOf<OrderDetail>(await get(as.siswa, `${ORDERS_URL}/${order.kode}`));
    expect(done.status).toBe('selesai');
    expect(done.riwayat.at(-1)).toMatchObject({ dari: 'aktif', ke: 'selesai', oleh: 'Siswa: Ibu Sari Wulandari' });
    expect(done.guru?.nama).toBe('Bayu Pratama');
    expect(
      dataOf<OrderSummary[]>(await get(as.siswa, ORDERS_URL)).find((item) => item.kode === order.kode),
    ).toMatchObject({ status: 'selesai', sisa_pertemuan: 0 });
  });
});

describe('refusals', () => {
  it('answers 401, 403 and 404 by role and owner, and 409 from a wrong state', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, dina);
    const [meeting] = (await meetingsOf(order.kode)).items as [Meeting];
    clock.set('2025-06-03T00:00:00Z');
    expect((await get(as.anonymous, `/api/pesanan/${order.kode}/pertemuan`)).statusCode).toBe(401);
    expect((await get(as.otherSiswa, `/api/pesanan/${order.kode}/pertemuan`)).statusCode).toBe(404);
    expect((await get(sinta, `/api/pesanan/${order.kode}/pertemuan`)).statusCode).toBe(404);
    expect((await get(as.siswa, '/api/pesanan/PP-0000-ZZZZ/pertemuan')).statusCode).toBe(404);
    expect((await get(as.siswa, '/api/guru/jadwal?dari=2025-06-01&sampai=2025-06-07')).statusCode).toBe(403);
    expect((await get(dina, '/api/guru/jadwal?dari=2025-06-01&sampai=2026-06-07')).statusCode).toBe(400);

    expect((await post(as.anonymous, `/api/pertemuan/${meeting.id}/laporan`, report)).statusCode).toBe(401);
    expect((await post(as.siswa, `/api/pertemuan/${meeting.id}/laporan`, report)).statusCode).toBe(403);
    expect((await post(sinta, `/api/pertemuan/${meeting.id}/laporan`, report)).statusCode).toBe(404);
    expect((await post(dina, '/api/pertemuan/999999/laporan', report)).statusCode).toBe(404);
    expect((await post(dina, '/api/pertemuan/9999999999/laporan', report)).statusCode).toBe(404);
    const blank = await post(dina, `/api/pertemuan/${meeting.id}/laporan`, { topik: '   ', catatan: 'x' });
    expect([blank.statusCode, blank.json()]).toEqual([400, { message: MEETING_MESSAGES.topicRequired }]);

    // confirming or disputing needs a report first
    expect((await post(as.siswa, `/api/pertemuan/${meeting.id}/konfirmasi`)).statusCode).toBe(409);
    expect((await post(dina, `/api/pertemuan/${meeting.id}/laporan`, report)).statusCode).toBe(200);
    expect((await post(as.otherSiswa, `/api/pertemuan/${meeting.id}/konfirmasi`)).statusCode).toBe(404);
    expect((await post(as.otherSiswa, `/api/pertemuan/${meeting.id}/sanggah`, { alasan: 'Tidak' })).statusCode).toBe(
      404,
    );
    expect((await post(as.admin, `/api/pertemuan/${meeting.id}/konfirmasi`)).statusCode).toBe(403);
    expect((await post(dina, `/api/pertemuan/${meeting.id}/konfirmasi`)).statusCode).toBe(403);
    expect((await post(as.siswa, `/api/admin/pertemuan/${meeting.id}/putuskan`, { terlaksana: true })).statusCode).toBe(
      403,
    );
    expect((await post(as.admin, `/api/admin/pertemuan/${meeting.id}/putuskan`, { terlaksana: true })).statusCode).toBe(
      409,
    );
  });
});

describe('no double booking', () => {
  it('shows the clash on the opening and the candidate, and refuses proposing, choosing and paying (409 with the dates)', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const waiting = await orderWithApplication(t.app, as, eko);
    await post(as.admin, `/api/admin/pesanan/${waiting.kode}/usulkan`, { lamaran_ids: [waiting.lamaranId] });
    const chosen = dataOf<OrderDetail>(
      await post(as.siswa, `/api/pesanan/${waiting.kode}/pilih-guru`, { lamaran_id: waiting.lamaranId }),
    );
    const proposedOnly = await orderWithApplication(t.app, as, eko);
    await post(as.admin, `/api/admin/pesanan/${proposedOnly.kode}/usulkan`, { lamaran_ids: [proposedOnly.lamaranId] });
    await paidOrder(t.app, as, eko);

    const dates = '2 Juni 2025 16:00, 5 Juni 2025 16:00, 9 Juni 2025 16:00 dan 1 lainnya';
    const paid = await post(as.admin, `/api/admin/pesanan/${waiting.kode}/pembayaran`, {
      jumlah: chosen.rincian_biaya.cicilan[0],
    });
    expect([paid.statusCode, paid.json()]).toEqual([409, { message: `${MEETING_MESSAGES.clash}: ${dates}` }]);
    const picked = await post(as.siswa, `/api/pesanan/${proposedOnly.kode}/pilih-guru`, {
      lamaran_id: proposedOnly.lamaranId,
    });
    expect([picked.statusCode, picked.json()]).toEqual([409, { message: `${MEETING_MESSAGES.clash}: ${dates}` }]);

    const fresh = await orderWithApplication(t.app, as, eko);
    const [opening] = dataOf<Opening[]>(
      await get(eko, `/guru/loker-mengajar-searching?type=json&kode_pemesanan=${fresh.kode}`),
    );
    expect(opening?.bentrok.map((clash) => clash.tanggal)).toEqual([
      '2025-06-02',
      '2025-06-05',
      '2025-06-09',
      '2025-06-12',
    ]);
    expect(opening?.alasan).toContain(`Bentrok dengan 4 pertemuan yang sudah terjadwal (${dates})`);
    const [candidate] = dataOf<Candidate[]>(await get(as.admin, `/api/admin/pesanan/${fresh.kode}/pelamar`));
    expect(candidate?.bentrok).toHaveLength(4);
    const proposed = await post(as.admin, `/api/admin/pesanan/${fresh.kode}/usulkan`, {
      lamaran_ids: [fresh.lamaranId],
    });
    expect([proposed.statusCode, proposed.json()]).toEqual([409, { message: `${MEETING_MESSAGES.clash}: ${dates}` }]);
    // another teacher with no meetings then has no clash
    const [free] = dataOf<Opening[]>(
      await get(bayu, `/guru/loker-mengajar-searching?type=json&kode_pemesanan=${fresh.kode}`),
    );
    expect(free?.bentrok).toEqual([]);
  });
});

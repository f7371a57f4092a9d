/**
 * The video room of an Online lesson (issue 43): each meeting of an Online order carries its own
 * unguessable room URL, the same on every read, shown to the order's student, the teacher holding
 * the meeting and an admin, and put in both calendar feeds (URL and LOCATION).
 */
import type { OrderMeetings, TeacherMeeting } from '@tutor/contract';
import { videoRoomBase, videoRoomUrl } from '../src/areas/lessons/videoRoom';
import { fisikaId as fisikaIdOf, onlineDraft, paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/;
const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
/** one teacher per order: every test order has the same dates */
let hana: Record<string, string>;
let irfan: Record<string, string>;
let joko: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  const fisikaId = await fisikaIdOf(t.handle.db);
  const teacher = (nama: string, index: number) =>
    verifiedTeacher(t.app, as.admin, {
      email: `${nama.split(' ')[0]?.toLowerCase()}.ruang@contoh.id`,
      nama,
      whatsapp: `62812999900${10 + index}`,
      subjectId: fisikaId,
    });
  hana = await teacher('Hana Kusuma', 1);
  irfan = await teacher('Irfan Hakim', 2);
  joko = await teacher('Joko Susilo', 3);
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const get = (headers: Record<string, string>, url: string) => injectAs(t.app, headers, { url });
const roomsOf = async (kode: string, headers: Record<string, string>) =>
  dataOf<OrderMeetings>(await get(headers, `/api/pesanan/${kode}/pertemuan`)).items.map((item) => item.tautan_kelas);
const feedOf = async (headers: Record<string, string>) => {
  const url = dataOf<{ url: string }>(await get(headers, '/api/kalender')).url;
  return (await get({}, url)).body.replace(/\r\n[ \t]/g, '');
};

describe('video rooms of Online lessons', () => {
  it('gives each Online meeting its own stable room, seen by the student, its teacher and an admin', async () => {
    const order = await paidOrder(t.app, as, hana, onlineDraft());
    const rooms = await roomsOf(order.kode, as.siswa);
    expect(rooms).toHaveLength(4);
    for (const room of rooms) expect(room).toMatch(JITSI_ROOM);
    expect(new Set(rooms).size).toBe(4);
    expect(await roomsOf(order.kode, as.siswa)).toEqual(rooms);
    expect(await roomsOf(order.kode, hana)).toEqual(rooms);
    expect(await roomsOf(order.kode, as.admin)).toEqual(rooms);

    const week = dataOf<TeacherMeeting[]>(await get(hana, '/api/guru/jadwal?dari=2025-06-01&sampai=2025-06-07'));
    expect(week.map((meeting) => meeting.tautan_kelas)).toEqual(rooms.slice(0, 2));
    expect(week[0]).toMatchObject({ sistem_pembelajaran: 'Online', tempat: 'Online' });
    clock.set('2025-06-02T09:00:00Z');
    const due = dataOf<TeacherMeeting[]>(await get(hana, '/api/guru/pertemuan/belum-dilaporkan'));
    expect(due.map((meeting) => meeting.tautan_kelas)).toEqual(rooms.slice(0, 1));

    // both calendar feeds put the room in the event: its URL and its place
    for (const headers of [as.siswa, hana]) {
      const feed = await feedOf(headers);
      for (const room of rooms) {
        expect(feed).toContain(`\r\nURL;VALUE=URI:${room}\r\n`);
        expect(feed).toContain(`\r\nLOCATION:${room}\r\n`);
      }
    }
  });

  it('gives an Offline meeting no room', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, irfan);
    expect(await roomsOf(order.kode, as.siswa)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await roomsOf(order.kode, irfan)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('takes the room away from a replaced teacher', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, joko, onlineDraft());
    const before = await roomsOf(order.kode, joko);
    expect(before[0]).toMatch(JITSI_ROOM);
    const change = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: `/api/pesanan/${order.kode}/ganti-guru`,
      payload: { alasan: 'Jadwal guru tidak cocok lagi' },
    });
    expect(change.statusCode).toBe(200);
    expect(await roomsOf(order.kode, joko)).toEqual([undefined, undefined, undefined, undefined]);
    // the rooms he may have noted lead nowhere: every meeting still to come has a new one
    const after = await roomsOf(order.kode, as.siswa);
    for (const room of after) expect(room).toMatch(JITSI_ROOM);
    expect(after.filter((room) => before.includes(room))).toEqual([]);
  });

  it('takes its base from VIDEO_ROOM_BASE_URL', () => {
    expect(videoRoomBase({})).toBe('https://meet.jit.si/');
    expect(videoRoomUrl('abc123', { VIDEO_ROOM_BASE_URL: 'https://video.pintarprivat.id/ruang' })).toBe(
      'https://video.pintarprivat.id/ruang/abc123',
    );
    expect(videoRoomUrl('abc123', { VIDEO_ROOM_BASE_URL: ' ' })).toBe('https://meet.jit.si/abc123');
  });
});

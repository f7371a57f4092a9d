/** The scenarios of a meeting's declared moves and of its reschedule proposals (test/moves.test.ts). */
import { confirmDueReports } from '../../src/areas/lessons/confirmationJob';
import { meetingsOf, paidWithBayu, postOk, stamp, type Made, type Walk } from './walk';

export function meetingScenarios(w: Walk) {
  const { as, bayu, ids } = w;
  /** A paid order with Bayu and its first meeting (2 June 2025, 16:00 WIB), reported by him when `reported`. */
  const firstMeeting = async (reported: boolean) => {
    const kode = await paidWithBayu(w);
    const [id] = await meetingsOf(w, kode);
    if (id === undefined) throw new Error('expected meetings');
    if (reported) {
      w.clock.set('2025-06-02T10:00:00Z');
      await postOk(w, bayu, `/api/pertemuan/${id}/laporan`, { topik: 'Vektor', catatan: 'Paham' });
    }
    return { kode, id };
  };
  const disputed = async () => {
    const meeting = await firstMeeting(true);
    await postOk(w, as.siswa, `/api/pertemuan/${meeting.id}/sanggah`, { alasan: 'Guru datang terlambat' });
    return meeting;
  };
  const both = { siswa: as.siswa, guru: bayu };
  /** A proposal by the student to move the second meeting (5 June) to `slot`. */
  const proposed = async (tanggal: string) => {
    const kode = await paidWithBayu(w);
    const id = (await meetingsOf(w, kode))[1];
    if (id === undefined) throw new Error('expected meetings');
    await postOk(w, as.siswa, `/api/pertemuan/${id}/ubah-jadwal`, { tanggal, jam: '18:30' });
    return { kode, id };
  };
  return {
    meetingReported: async (): Promise<Made> => {
      const { kode, id } = await firstMeeting(false);
      const at = stamp(w, '2025-06-02T10:00:00Z');
      await postOk(w, bayu, `/api/pertemuan/${id}/laporan`, { topik: 'Vektor', catatan: 'Paham' });
      return { at, kode, people: { siswa: [ids.siswa] }, actedAs: 'guru', feeds: both, meetingIds: [id] };
    },
    meetingConfirmed: async (): Promise<Made> => {
      const { kode, id } = await firstMeeting(true);
      const at = stamp(w, '2025-06-02T11:00:00Z');
      await postOk(w, as.siswa, `/api/pertemuan/${id}/konfirmasi`);
      return { at, kode, people: { guru: [ids.bayu] }, actedAs: 'siswa', feeds: {}, meetingIds: [] };
    },
    meetingAutoConfirmed: async (): Promise<Made> => {
      const { kode } = await firstMeeting(true);
      const at = stamp(w, '2025-06-05T11:00:00Z');
      if ((await confirmDueReports(w.t.handle.db, w.t.handle.kind, w.clock.now())) !== 1)
        throw new Error('expected one confirmation');
      return { at, kode, people: { siswa: [ids.siswa], guru: [ids.bayu] }, feeds: {}, meetingIds: [] };
    },
    meetingDisputed: async (): Promise<Made> => {
      const { kode, id } = await firstMeeting(true);
      const at = stamp(w, '2025-06-02T12:00:00Z');
      await postOk(w, as.siswa, `/api/pertemuan/${id}/sanggah`, { alasan: 'Guru datang terlambat' });
      return {
        at,
        kode,
        people: { guru: [ids.bayu], admin: ids.admins },
        actedAs: 'siswa',
        feeds: {},
        meetingIds: [],
      };
    },
    disputeHeld: async (): Promise<Made> => {
      const { kode, id } = await disputed();
      const at = stamp(w, '2025-06-02T13:00:00Z');
      await postOk(w, as.admin, `/api/admin/pertemuan/${id}/putuskan`, { terlaksana: true });
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu] },
        actedAs: 'admin',
        feeds: {},
        meetingIds: [],
      };
    },
    disputeRescheduled: async (): Promise<Made> => {
      const { kode, id } = await disputed();
      const at = stamp(w, '2025-06-02T14:00:00Z');
      await postOk(w, as.admin, `/api/admin/pertemuan/${id}/putuskan`, {
        terlaksana: false,
        tanggal: '2025-06-03',
        jam: '18:30',
      });
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu] },
        actedAs: 'admin',
        feeds: both,
        meetingIds: [id],
      };
    },
    rescheduleProposed: async (): Promise<Made> => {
      const kode = await paidWithBayu(w);
      const id = (await meetingsOf(w, kode))[1] ?? 0;
      const at = stamp(w, '2025-06-01T03:00:00Z');
      await postOk(w, as.siswa, `/api/pertemuan/${id}/ubah-jadwal`, { tanggal: '2025-06-10', jam: '18:30' });
      return { at, kode, people: { pihak_lain: [ids.bayu] }, actedAs: 'pengusul', feeds: {}, meetingIds: [] };
    },
    rescheduleAgreed: async (): Promise<Made> => {
      const { kode, id } = await proposed('2025-06-04');
      const at = stamp(w, '2025-06-01T03:10:00Z');
      await postOk(w, bayu, `/api/pertemuan/${id}/ubah-jadwal/setuju`);
      return { at, kode, people: { pengusul: [ids.siswa] }, actedAs: 'pihak_lain', feeds: both, meetingIds: [id] };
    },
    rescheduleRefused: async (): Promise<Made> => {
      const { kode, id } = await proposed('2025-06-11');
      const at = stamp(w, '2025-06-01T03:20:00Z');
      await postOk(w, bayu, `/api/pertemuan/${id}/ubah-jadwal/tolak`);
      return { at, kode, people: { pengusul: [ids.siswa] }, actedAs: 'pihak_lain', feeds: {}, meetingIds: [] };
    },
  };
}

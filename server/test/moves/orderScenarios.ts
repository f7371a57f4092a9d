/** The scenarios of the order's, the opening's and the renewal's declared moves (test/moves.test.ts). */
import type { Application, OrderDetail } from '@tutor/contract';
import { confirmDueReports } from '../../src/areas/lessons/confirmationJob';
import { lapseDueOffers } from '../../src/areas/lifecycle/renewalOfferJob';
import { orderWithApplication, payWithTeacher } from '../helpers/lessons';
import { ORDERS_URL, sampleDraft } from '../helpers/orderDrafts';
import { dataOf, meetingsOf, paidWithBayu, postOk, settleOpenMeetings, stamp, type Made, type Walk } from './walk';

let keys = 0;
const key = () => ({ 'idempotency-key': `langkah-${keys++}-abcdef` });

export function orderScenarios(w: Walk) {
  const { as, bayu, citra, dewi, ids } = w;
  const apply = async (teacher: Record<string, string>, kode: string) =>
    dataOf<Application>(await postOk(w, teacher, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap mengajar' })).id;
  /** A renewal of a paid order with Bayu, offered to him. */
  const renewal = async () => {
    const source = await paidWithBayu(w);
    return dataOf<OrderDetail>(
      await postOk(
        w,
        as.siswa,
        `/api/pesanan/${source}/perpanjang`,
        { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
        key(),
      ),
    ).kode;
  };
  const changed = async () => {
    const kode = await paidWithBayu(w);
    await postOk(w, as.siswa, `/api/pesanan/${kode}/ganti-guru`, { alasan: 'Jadwal guru sering bentrok' });
    return kode;
  };
  return {
    orderPlaced: async (): Promise<Made> => {
      const at = stamp(w, '2025-06-01T00:00:00Z');
      const kode = dataOf<OrderDetail>(await postOk(w, as.siswa, ORDERS_URL, sampleDraft(), key())).kode;
      return { at, kode, people: { siswa: [ids.siswa], admin: ids.admins }, feeds: {}, meetingIds: [] };
    },
    orderConfirmed: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      const kode = dataOf<OrderDetail>(await postOk(w, as.siswa, ORDERS_URL, sampleDraft(), key())).kode;
      const at = stamp(w, '2025-06-01T00:10:00Z');
      await postOk(w, as.admin, `/api/admin/pesanan/${kode}/konfirmasi`);
      return { at, kode, people: { siswa: [ids.siswa] }, actedAs: 'admin', feeds: {}, meetingIds: [] };
    },
    applied: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      const kode = dataOf<OrderDetail>(await postOk(w, as.siswa, ORDERS_URL, sampleDraft(), key())).kode;
      await postOk(w, as.admin, `/api/admin/pesanan/${kode}/konfirmasi`);
      const at = stamp(w, '2025-06-01T00:20:00Z');
      await apply(citra, kode);
      return { at, kode, people: { admin: ids.admins, guru: [ids.citra] }, feeds: {}, meetingIds: [] };
    },
    teachersProposed: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      const { kode, lamaranId } = await orderWithApplication(w.t.app, as, bayu);
      const at = stamp(w, '2025-06-01T00:30:00Z');
      await postOk(w, as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] });
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu] },
        actedAs: 'admin',
        feeds: {},
        meetingIds: [],
      };
    },
    teacherChosen: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      const { kode, lamaranId } = await orderWithApplication(w.t.app, as, bayu);
      await apply(citra, kode);
      await postOk(w, as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] });
      const at = stamp(w, '2025-06-01T00:40:00Z');
      await postOk(w, as.siswa, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId });
      return {
        at,
        kode,
        people: { admin: ids.admins, guru: [ids.bayu], pelamar: [ids.citra] },
        actedAs: 'siswa',
        feeds: {},
        meetingIds: [],
      };
    },
    newTeacherChosen: async (): Promise<Made> => {
      const kode = await changed();
      const meetingIds = await meetingsOf(w, kode, true);
      const lamaranId = await apply(citra, kode);
      await apply(dewi, kode);
      await postOk(w, as.admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [lamaranId] });
      const at = stamp(w, '2025-06-01T01:00:00Z');
      await postOk(w, as.siswa, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: lamaranId });
      return {
        at,
        kode,
        people: { guru: [ids.citra], admin: ids.admins, pelamar: [ids.dewi], guru_lama: [ids.bayu] },
        actedAs: 'siswa',
        feeds: { siswa: as.siswa, guru: citra, guru_lama: bayu },
        meetingIds,
      };
    },
    paymentRecorded: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      await settleOpenMeetings(w);
      const { kode, lamaranId } = await orderWithApplication(w.t.app, as, bayu);
      const at = stamp(w, '2025-06-01T01:10:00Z');
      await payWithTeacher(w.t.app, as, kode, lamaranId);
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu] },
        actedAs: 'admin',
        feeds: { siswa: as.siswa, guru: bayu },
        meetingIds: await meetingsOf(w, kode),
      };
    },
    orderCancelled: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      const kode = dataOf<OrderDetail>(await postOk(w, as.siswa, ORDERS_URL, sampleDraft(), key())).kode;
      await postOk(w, as.admin, `/api/admin/pesanan/${kode}/konfirmasi`);
      await apply(citra, kode);
      const at = stamp(w, '2025-06-01T01:20:00Z');
      await postOk(w, as.siswa, `/api/pesanan/${kode}/batal`);
      return {
        at,
        kode,
        people: { admin: ids.admins, pelamar: [ids.citra] },
        actedAs: 'siswa',
        feeds: {},
        meetingIds: [],
      };
    },
    orderFinished: async (): Promise<Made> => {
      const kode = await paidWithBayu(w);
      const meetingIds = await meetingsOf(w, kode);
      w.clock.set('2025-06-13T00:00:00Z');
      for (const id of meetingIds)
        await postOk(w, bayu, `/api/pertemuan/${id}/laporan`, { topik: 'Vektor', catatan: 'Paham' });
      // nobody disputes: 72 hours later the job confirms them, and the last one ends the order
      const at = stamp(w, '2025-06-16T01:00:00Z');
      await confirmDueReports(w.t.handle.db, w.t.handle.kind, w.clock.now());
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu] },
        says: { siswa: 'Beri ulasan untuk guru Anda', guru: 'Terima kasih sudah mengajar' },
        feeds: { siswa: as.siswa, guru: bayu },
        meetingIds,
      };
    },
    teacherChange: async (): Promise<Made> => {
      const kode = await paidWithBayu(w);
      const meetingIds = await meetingsOf(w, kode, true);
      const at = stamp(w, '2025-06-01T01:30:00Z');
      await postOk(w, as.siswa, `/api/pesanan/${kode}/ganti-guru`, { alasan: 'Jadwal guru sering bentrok' });
      return {
        at,
        kode,
        people: { guru_lama: [ids.bayu], admin: ids.admins },
        actedAs: 'siswa',
        feeds: { siswa: as.siswa, guru_lama: bayu },
        meetingIds,
      };
    },
    renewalOffered: async (): Promise<Made> => {
      const source = await paidWithBayu(w);
      const at = stamp(w, '2025-06-01T01:40:00Z');
      const kode = dataOf<OrderDetail>(
        await postOk(
          w,
          as.siswa,
          `/api/pesanan/${source}/perpanjang`,
          { paket_id: 2, tanggal_mulai_les: '2025-06-16' },
          key(),
        ),
      ).kode;
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu], admin: ids.admins },
        feeds: {},
        meetingIds: [],
      };
    },
    renewalAccepted: async (): Promise<Made> => {
      const kode = await renewal();
      const at = stamp(w, '2025-06-01T01:50:00Z');
      await postOk(w, bayu, `/api/guru/tawaran-perpanjangan/${kode}/terima`);
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], admin: ids.admins },
        actedAs: 'guru',
        feeds: {},
        meetingIds: [],
      };
    },
    renewalRefused: async (): Promise<Made> => {
      const kode = await renewal();
      const at = stamp(w, '2025-06-01T02:00:00Z');
      await postOk(w, bayu, `/api/guru/tawaran-perpanjangan/${kode}/tolak`);
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], admin: ids.admins },
        actedAs: 'guru',
        feeds: {},
        meetingIds: [],
      };
    },
    renewalLapsed: async (): Promise<Made> => {
      await lapseNothingElse(w);
      const kode = await renewal();
      const at = stamp(w, '2025-06-03T03:00:00Z');
      if ((await lapseDueOffers(w.t.handle.db, w.t.handle.kind, w.clock.now())) !== 1)
        throw new Error('expected one lapse');
      return {
        at,
        kode,
        people: { siswa: [ids.siswa], guru: [ids.bayu], admin: ids.admins },
        feeds: {},
        meetingIds: [],
      };
    },
  };
}

/** Earlier scenarios' renewals still offered are closed, so a job run of this scenario lapses only its own. */
async function lapseNothingElse(w: Walk): Promise<void> {
  await w.t.handle.db
    .updateTable('orders')
    .set({ offer_teacher_id: null, offer_teacher_user_id: null, offer_until: null })
    .where('offer_until', 'is not', null)
    .execute();
}

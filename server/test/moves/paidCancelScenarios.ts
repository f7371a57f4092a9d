/** The scenario of a paid order cancelled before its first meeting (issue 46; test/moves.test.ts). */
import { meetingsOf, paidWithBayu, postOk, stamp, type Made, type Walk } from './walk';

export function paidCancelScenarios(w: Walk) {
  const { as, bayu, ids } = w;
  return {
    paidOrderCancelled: async (): Promise<Made> => {
      const kode = await paidWithBayu(w);
      const meetingIds = await meetingsOf(w, kode);
      // 1 June: the first meeting (2 June, 16:00 WIB) has not started
      const at = stamp(w, '2025-06-01T02:10:00Z');
      await postOk(w, as.siswa, `/api/pesanan/${kode}/batal`);
      return {
        at,
        kode,
        people: { guru: [ids.bayu], admin: ids.admins },
        actedAs: 'siswa',
        feeds: { siswa: as.siswa, guru: bayu },
        meetingIds,
      };
    },
  };
}

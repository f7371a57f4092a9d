import type { FastifyInstance } from 'fastify';
import { injectAs } from './orderDrafts';

/** A date every test clock has not reached: appointments may not be set in the past. */
export const APPOINTMENT_DATE = '2031-03-04';
/**
 * The micro teaching of the walk: the test calendar's today (TEST_TODAY) at 06:00 WIB, a time every
 * test clock has passed (they start at 2025-06-01 07:00 WIB or later), so it may be assessed at once.
 */
export const MICRO_TEACHING_DATE = '2025-06-01';
export const MICRO_TEACHING_TIME = '06:00';

/** The admin's steps that make a registered teacher verified: screening, interview, micro teaching, assessment, verification. */
export const ONBOARDING_WALK: readonly { path: string; payload?: object }[] = [
  { path: 'seleksi-cv' },
  {
    path: 'wawancara',
    payload: { tanggal: APPOINTMENT_DATE, jam: '10:00', tempat: 'https://meet.contoh.id/wawancara' },
  },
  {
    path: 'micro-teaching',
    payload: {
      tanggal: MICRO_TEACHING_DATE,
      jam: MICRO_TEACHING_TIME,
      tempat: 'Kantor Pintar Privat, Bandung',
      jenjang: 'SMA',
      mapel: 'Fisika',
      penilai: 'Sari Penilai',
    },
  },
  { path: 'penilaian', payload: { penguasaan: 5, penyampaian: 4, sikap: 5, catatan: 'Jelas dan sabar' } },
  { path: 'verifikasi' },
];

/** Walks a registered teacher (user id) through onboarding to verified; throws on any refusal. */
export async function passOnboarding(
  app: FastifyInstance,
  admin: Record<string, string>,
  userId: number,
): Promise<void> {
  for (const step of ONBOARDING_WALK) {
    const response = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/guru/${userId}/${step.path}`,
      ...(step.payload ? { payload: step.payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${step.path} answered ${response.statusCode}: ${response.body}`);
  }
}

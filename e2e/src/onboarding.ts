import type { BrowserContext } from '@playwright/test';
import { moveMicroTeachingIntoPast } from './database';
import { jakartaDate, postAs } from './orders';

/**
 * The admin walks a registered teacher (user id) through onboarding to verified with the real
 * routes: CV screening, interview, micro teaching (moved to yesterday in the database, as the days
 * would: it is assessed only once held), its assessment, verification.
 */
export async function passOnboardingThroughApi(admin: BrowserContext, userId: number): Promise<void> {
  const day = jakartaDate(7);
  const steps: [string, object][] = [
    ['seleksi-cv', {}],
    ['wawancara', { tanggal: day, jam: '10:00', tempat: 'https://meet.contoh.id/wawancara' }],
    [
      'micro-teaching',
      {
        tanggal: day,
        jam: '13:00',
        tempat: 'Kantor Pintar Privat, Bandung',
        jenjang: 'SMA',
        mapel: 'Fisika',
        penilai: 'Penilai E2E',
      },
    ],
    ['penilaian', { penguasaan: 5, penyampaian: 4, sikap: 5, catatan: 'Jelas' }],
    ['verifikasi', {}],
  ];
  for (const [path, payload] of steps) {
    if (path === 'penilaian') moveMicroTeachingIntoPast(userId);
    const answer = await postAs(admin, `/api/admin/guru/${userId}/${path}`, payload);
    if (answer.status() !== 200) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
  }
}

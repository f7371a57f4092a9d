/** Where each person acts on what a notification tells them (the site's own paths). */
export const LINKS = {
  studentOrder: (kode: string) => `/siswa/pesanan/${kode}`,
  adminOrder: (kode: string) => `/admin/pesanan/${kode}`,
  teacherApplications: '/guru/loker-mengajar-my-application',
  teacherOpenings: '/guru/loker-mengajar',
  teacherSchedule: '/guru/jadwal',
  teacherProfile: '/guru/profil',
  adminTeachers: '/admin/guru?status=menunggu_verifikasi',
  adminReviews: '/admin/ulasan',
  myReferral: '/referral/saya',
  adminPayouts: '/admin/pencairan',
} as const;

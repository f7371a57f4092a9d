/**
 * Teacher onboarding: the pipeline from registration to verification, once for the server and
 * the apps. Every move is a transition from named states; anything else is a 409.
 */
import type { OnboardingStatus } from '@tutor/contract';

export type OnboardingTransition =
  | 'mulai_seleksi'
  | 'jadwalkan_wawancara'
  | 'jadwalkan_micro_teaching'
  | 'nilai'
  | 'verifikasi'
  | 'tolak'
  | 'daftar_ulang';

/** From which states each transition may start. */
export const ONBOARDING_FROM: Readonly<Record<OnboardingTransition, readonly OnboardingStatus[]>> = {
  mulai_seleksi: ['menunggu_verifikasi'],
  jadwalkan_wawancara: ['seleksi_cv'],
  jadwalkan_micro_teaching: ['wawancara'],
  // the assessment is recorded while the teacher is in micro teaching; verification follows it
  nilai: ['micro_teaching'],
  verifikasi: ['micro_teaching'],
  tolak: ['menunggu_verifikasi', 'seleksi_cv', 'wawancara', 'micro_teaching'],
  daftar_ulang: ['ditolak'],
};

/** Where each transition leads. */
export const ONBOARDING_TO: Readonly<Record<OnboardingTransition, OnboardingStatus>> = {
  mulai_seleksi: 'seleksi_cv',
  jadwalkan_wawancara: 'wawancara',
  jadwalkan_micro_teaching: 'micro_teaching',
  nilai: 'micro_teaching',
  verifikasi: 'terverifikasi',
  tolak: 'ditolak',
  daftar_ulang: 'menunggu_verifikasi',
};

export function onboardingAllowed(transition: OnboardingTransition, from: OnboardingStatus): boolean {
  return ONBOARDING_FROM[transition].includes(from);
}

export const ONBOARDING_STATUS_LABELS: Readonly<Record<OnboardingStatus, string>> = {
  menunggu_verifikasi: 'Menunggu verifikasi',
  seleksi_cv: 'Seleksi CV',
  wawancara: 'Wawancara',
  micro_teaching: 'Micro teaching',
  terverifikasi: 'Terverifikasi',
  ditolak: 'Ditolak',
};

/** The states of the admin's pipeline, in the order a teacher walks them. */
export const ONBOARDING_PIPELINE: readonly OnboardingStatus[] = [
  'menunggu_verifikasi',
  'seleksi_cv',
  'wawancara',
  'micro_teaching',
  'terverifikasi',
  'ditolak',
];

/** The copy promises a review within 1-2 weeks: a teacher waiting longer in one step is late. */
export const ONBOARDING_LATE_AFTER_DAYS = 14;
/** A declined teacher may apply again this many days after the decision. */
export const REAPPLY_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since `sinceIso` (an ISO instant). */
export function daysWaiting(sinceIso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / DAY_MS));
}

/** Late: still in a step the admin must move, for more than the promised two weeks. */
export function onboardingLate(status: OnboardingStatus, sinceIso: string, now: Date): boolean {
  return status !== 'terverifikasi' && status !== 'ditolak' && daysWaiting(sinceIso, now) > ONBOARDING_LATE_AFTER_DAYS;
}

/** The instant from which a teacher declined at `declinedAtIso` may apply again. */
export function reapplyFrom(declinedAtIso: string): Date {
  return new Date(new Date(declinedAtIso).getTime() + REAPPLY_AFTER_DAYS * DAY_MS);
}

/**
 * The eleven steps of becoming a teacher, as the become-a-teacher page tells them and the
 * teacher's own page follows them.
 */
export const ONBOARDING_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Daftar akun dan kirim profil',
    text: 'Buat akun pengajar, lengkapi data diri, pendidikan, bidang yang diajarkan dan CV.',
  },
  {
    title: 'Tunggu peninjauan admin',
    text: 'Admin meninjau profil dan CV Anda dalam 1-2 minggu, lalu mengundang Anda wawancara.',
  },
  {
    title: 'Admin menjadwalkan micro teaching',
    text: 'Jika profil lolos, admin menghubungi Anda untuk menentukan jadwal micro teaching.',
  },
  {
    title: 'Penilaian micro teaching',
    text: 'Anda mengajar satu topik singkat di depan penilai, yang menilai materi dan cara menjelaskan.',
  },
  { title: 'Lulus dan terverifikasi', text: 'Akun Anda terverifikasi dan siap mengajukan diri kepada siswa.' },
  {
    title: 'Cek info siswa baru setiap hari',
    text: 'Lihat daftar siswa baru beserta program, jenjang, wilayah dan jadwalnya.',
  },
  {
    title: 'Ajukan diri untuk mengajar',
    text: 'Apply pada siswa yang sesuai; orang tua atau siswa yang memutuskan guru pilihannya.',
  },
  { title: 'Briefing dan pelatihan', text: 'Admin menjelaskan kebutuhan siswa, target belajar dan aturan mengajar.' },
  { title: 'Onboarding', text: 'Perkenalan dengan siswa dan orang tua, lalu jadwal les pertama disepakati.' },
  { title: 'Mengajar', text: 'Mulai mengajar sesuai jadwal, offline di rumah siswa atau online.' },
  {
    title: 'Dapatkan ulasan dan berkembang',
    text: 'Siswa dan orang tua memberi ulasan; rating terbaik membawa Anda menjadi Guru Terbaik Bulan Ini.',
  },
];

/**
 * The index in ONBOARDING_STEPS of the step a teacher stands at: the interview belongs to the
 * admin's review (step 2), micro teaching is scheduled then assessed (steps 3-4), and a verified
 * teacher's next step is reading the new students. A declined teacher stays where they were
 * declined (`before`: the state they were declined from).
 */
export function currentOnboardingStep(status: OnboardingStatus, before?: OnboardingStatus): number {
  switch (status) {
    case 'menunggu_verifikasi':
    case 'seleksi_cv':
    case 'wawancara':
      return 1;
    case 'micro_teaching':
      return 3;
    case 'terverifikasi':
      return 5;
    case 'ditolak':
      return before && before !== 'ditolak' ? currentOnboardingStep(before) : 1;
  }
}

/** What a teacher has done beyond the onboarding states: an assessment recorded, applications, lessons. */
export interface OnboardingProgress {
  /** the micro teaching's assessment is recorded (verification is the admin's next move) */
  assessed: boolean;
  /** the teacher has applied to at least one opening */
  applied: boolean;
  /** the teacher holds meetings of a paid order (is teaching) */
  teaching: boolean;
}

/** The step index of "Lulus dan terverifikasi", "Ajukan diri untuk mengajar" and "Mengajar" in ONBOARDING_STEPS. */
const VERIFICATION_STEP = 4;
const APPLY_STEP = 6;
const TEACHING_STEP = 9;

/** What the teacher reads for the steps that are not one state of the pipeline. */
export const ONBOARDING_PROGRESS_PREPARATION = {
  assessed: 'Micro teaching Anda sudah dinilai. Admin sedang memutuskan verifikasi akun Anda dan akan mengabari Anda.',
  applied:
    'Lamaran Anda menunggu keputusan orang tua atau siswa. Pantau Lamaran Saya dan tetap cek info siswa baru di Loker Mengajar.',
  teaching:
    'Mengajar sesuai jadwal dan laporkan setiap pertemuan di Jadwal Mengajar setelah selesai, agar orang tua dapat mengonfirmasinya.',
} as const;

/**
 * Where the teacher stands and what to do next, from the state and what they have done: an
 * assessed micro teaching waits for verification, and a verified teacher moves on to applying and
 * then teaching instead of staying at "Cek info siswa baru setiap hari".
 */
export function onboardingStage(
  status: OnboardingStatus,
  progress: OnboardingProgress,
  before?: OnboardingStatus,
): { langkah: number; persiapan: string } {
  if (status === 'micro_teaching' && progress.assessed)
    return { langkah: VERIFICATION_STEP, persiapan: ONBOARDING_PROGRESS_PREPARATION.assessed };
  if (status === 'terverifikasi' && progress.teaching)
    return { langkah: TEACHING_STEP, persiapan: ONBOARDING_PROGRESS_PREPARATION.teaching };
  if (status === 'terverifikasi' && progress.applied)
    return { langkah: APPLY_STEP, persiapan: ONBOARDING_PROGRESS_PREPARATION.applied };
  return { langkah: currentOnboardingStep(status, before), persiapan: ONBOARDING_PREPARATION[status] };
}

/** Whether the teacher waits for the admin to set the next appointment (no date is known yet). */
export function awaitingAppointment(status: OnboardingStatus): boolean {
  return status === 'menunggu_verifikasi' || status === 'seleksi_cv';
}

/** What the teacher prepares for the step they stand at. */
export const ONBOARDING_PREPARATION: Readonly<Record<OnboardingStatus, string>> = {
  menunggu_verifikasi:
    'Unggah CV (PDF) dan sertifikat Anda, lalu pastikan profil, jenjang dan mata pelajaran sudah lengkap.',
  seleksi_cv: 'Admin sedang meninjau CV dan profil Anda. Pastikan nomor WhatsApp Anda aktif untuk undangan wawancara.',
  wawancara:
    'Siapkan KTP atau kartu mahasiswa, ceritakan pengalaman mengajar Anda, dan bila wawancara online pastikan kamera dan internet berfungsi.',
  micro_teaching:
    'Siapkan satu topik pelajaran untuk 15 menit: bahan ajar, contoh soal dan cara Anda memeriksa pemahaman siswa.',
  terverifikasi: 'Cek info siswa baru setiap hari di Loker Mengajar dan ajukan diri pada siswa yang sesuai.',
  ditolak: 'Perkuat pengalaman dan bahan ajar Anda, lalu daftar ulang setelah masa tunggu selesai.',
};

export const ONBOARDING_MESSAGES = {
  stateChanged: 'Status pendaftaran guru sudah berubah, silakan muat ulang halaman',
  notFound: 'Guru tidak ditemukan',
  assessmentMissing: 'Catat penilaian micro teaching sebelum memverifikasi guru',
  assessmentDone: 'Penilaian micro teaching sudah dicatat',
  reasonRequired: 'Alasan penolakan harus diisi',
  dateInvalid: 'Tanggal tidak valid',
  dateInPast: 'Tanggal tidak boleh sebelum hari ini',
  timeInvalid: 'Jam harus antara 06:00 dan 21:00',
  placeRequired: 'Tempat atau tautan video harus diisi',
  levelRequired: 'Jenjang micro teaching harus diisi',
  subjectRequired: 'Mata pelajaran micro teaching harus diisi',
  assessorRequired: 'Nama penilai harus diisi',
  reapplyTooEarly: 'Anda dapat mendaftar ulang 30 hari setelah penolakan',
  noAppointment: 'Tidak ada jadwal yang akan datang',
  assessmentTooEarly: 'Penilaian baru dapat dicatat setelah micro teaching dimulai',
} as const;

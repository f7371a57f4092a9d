import activityGroup from '../assets/activity-group.svg';
import activityMath from '../assets/activity-math.svg';
import activityOnline from '../assets/activity-online.svg';
import activityPiano from '../assets/activity-piano.svg';
import activityReading from '../assets/activity-reading.svg';
import activitySwim from '../assets/activity-swim.svg';
import videoStudent from '../assets/video-student.svg';
import videoTeacher from '../assets/video-teacher.svg';
import { VIDEO_CHANNEL_URL } from './contact';

/** Learning-activity pictures: illustrations shipped with the app, never internet images. */
export interface ActivityPicture {
  id: string;
  src: string;
  caption: string;
}

export const ACTIVITY_PICTURES: readonly ActivityPicture[] = [
  { id: 'membaca', src: activityReading, caption: 'Belajar membaca bersama guru di rumah (TK)' },
  { id: 'matematika', src: activityMath, caption: 'Les Matematika SMP menjelang ujian sekolah' },
  { id: 'online', src: activityOnline, caption: 'Les online lewat video conference' },
  { id: 'grup', src: activityGroup, caption: 'Les grup tiga siswa persiapan UTBK' },
  { id: 'piano', src: activityPiano, caption: 'Les piano untuk siswa SD' },
  { id: 'renang', src: activitySwim, caption: 'Les renang anak bersama pelatih' },
];

/** The registration videos: a poster and a link, no embedded third-party player. */
export interface RegistrationVideo {
  id: 'siswa' | 'pengajar';
  title: string;
  poster: string;
  summary: readonly string[];
  url: string;
}

export const STUDENT_VIDEO: RegistrationVideo = {
  id: 'siswa',
  title: 'Video cara daftar dan pesan les untuk siswa',
  poster: videoStudent,
  summary: ['Membuat akun siswa', 'Mengisi formulir pemesanan empat langkah', 'Memilih guru dan membayar paket'],
  url: VIDEO_CHANNEL_URL,
};

export const TEACHER_VIDEO: RegistrationVideo = {
  id: 'pengajar',
  title: 'Video cara daftar menjadi pengajar',
  poster: videoTeacher,
  summary: ['Membuat akun pengajar', 'Melengkapi profil dan dokumen', 'Menyiapkan micro teaching'],
  url: VIDEO_CHANNEL_URL,
};

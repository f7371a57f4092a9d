/** Teacher onboarding: the teacher's own progress and documents, the admin's pipeline and its transitions. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer } from '../common';
import { OnboardingStatus } from './auth';

/** base64 of 2 MB (TEACHER_DOCUMENT_MAX_BYTES in @tutor/rules; the contract imports nothing of the workspace) */
const MAX_BASE64_LENGTH = Math.ceil((2 * 1024 * 1024) / 3) * 4;

export const DocumentKind = Type.Union([Type.Literal('cv'), Type.Literal('sertifikat')]);
export type DocumentKind = Static<typeof DocumentKind>;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const DateInput = Type.String({ maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Clock = Type.String({ maxLength: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const Score = Type.Integer({ minimum: 1, maximum: 5 });

export const TeacherDocument = Answer({
  jenis: DocumentKind,
  nama_file: Type.String(),
  ukuran: Type.Integer(),
  uploaded_at: Type.String(),
});
export type TeacherDocument = Static<typeof TeacherDocument>;

export const OnboardingEvent = Answer({
  aksi: Type.String(),
  dari: Type.String(),
  ke: Type.String(),
  keterangan: Type.String(),
  created_at: Type.String(),
});
export type OnboardingEvent = Static<typeof OnboardingEvent>;

/** An interview or a micro teaching: date and time in WIB, a place or a video link. */
export const OnboardingAppointment = Answer({
  jenis: Type.Union([Type.Literal('wawancara'), Type.Literal('micro_teaching')]),
  tanggal: Type.String(),
  jam: Type.String(),
  tempat: Type.String(),
  jenjang: Type.Union([Type.String(), Type.Null()]),
  mapel: Type.Union([Type.String(), Type.Null()]),
  penilai: Type.Union([Type.String(), Type.Null()]),
});
export type OnboardingAppointment = Static<typeof OnboardingAppointment>;

export const OnboardingAssessment = Answer({
  penguasaan: Type.Integer(),
  penyampaian: Type.Integer(),
  sikap: Type.Integer(),
  catatan: Type.String(),
});
export type OnboardingAssessment = Static<typeof OnboardingAssessment>;

/** What the teacher sees on /guru/profil. */
export const MyOnboarding = Answer({
  status: OnboardingStatus,
  /** index of the step they stand at in the eleven steps of becoming a teacher */
  langkah: Type.Integer(),
  janji: Type.Union([OnboardingAppointment, Type.Null()]),
  persiapan: Type.String(),
  alasan_tolak: Type.Union([Type.String(), Type.Null()]),
  /** from when a declined teacher may apply again (ISO instant) */
  daftar_ulang_mulai: Type.Union([Type.String(), Type.Null()]),
  dokumen: Type.Array(TeacherDocument),
  riwayat: Type.Array(OnboardingEvent),
});
export type MyOnboarding = Static<typeof MyOnboarding>;
export const MyOnboardingAnswer = Answer({ data: MyOnboarding });
export type MyOnboardingAnswer = Static<typeof MyOnboardingAnswer>;

export const PipelineTeacher = Answer({
  id: Type.Integer(),
  nama: Type.String(),
  email: Type.String(),
  whatsapp: Type.String(),
  status: OnboardingStatus,
  perguruan_tinggi: Type.String(),
  jurusan: Type.String(),
  sejak: Type.String(),
  menunggu_hari: Type.Integer(),
  terlambat: Type.Boolean(),
});
export type PipelineTeacher = Static<typeof PipelineTeacher>;
export const PipelineCounts = Answer(
  Object.fromEntries(
    ['menunggu_verifikasi', 'seleksi_cv', 'wawancara', 'micro_teaching', 'terverifikasi', 'ditolak'].map((status) => [
      status,
      Type.Integer(),
    ]),
  ),
);
export const PipelineAnswer = Answer({ data: Answer({ jumlah: PipelineCounts, items: Type.Array(PipelineTeacher) }) });
export type PipelineAnswer = Static<typeof PipelineAnswer>;

export const OnboardingDetail = Answer({
  teacher: PipelineTeacher,
  jenis_kelamin: Type.String(),
  online: Type.Boolean(),
  jenjang: Type.Array(Type.String()),
  mapel: Type.Array(Type.String()),
  kota: Type.Array(Type.String()),
  wawancara: Type.Union([OnboardingAppointment, Type.Null()]),
  micro_teaching: Type.Union([OnboardingAppointment, Type.Null()]),
  penilaian: Type.Union([OnboardingAssessment, Type.Null()]),
  alasan_tolak: Type.Union([Type.String(), Type.Null()]),
  dokumen: Type.Array(TeacherDocument),
  riwayat: Type.Array(OnboardingEvent),
});
export type OnboardingDetail = Static<typeof OnboardingDetail>;
export const OnboardingDetailAnswer = Answer({ data: OnboardingDetail });
export type OnboardingDetailAnswer = Static<typeof OnboardingDetailAnswer>;

export const InterviewBody = Type.Object({ tanggal: DateInput, jam: Clock, tempat: Text(300) });
export type InterviewBody = Static<typeof InterviewBody>;
export const MicroTeachingBody = Type.Object({
  tanggal: DateInput,
  jam: Clock,
  tempat: Text(300),
  jenjang: Text(100),
  mapel: Text(100),
  penilai: Text(100),
});
export type MicroTeachingBody = Static<typeof MicroTeachingBody>;
export const AssessmentBody = Type.Object({
  penguasaan: Score,
  penyampaian: Score,
  sikap: Score,
  catatan: Type.String({ maxLength: 1000 }),
});
export type AssessmentBody = Static<typeof AssessmentBody>;
export const DeclineBody = Type.Object({ alasan: Type.String({ maxLength: 1000 }) });
export type DeclineBody = Static<typeof DeclineBody>;
export const DocumentUploadBody = Type.Object({
  nama_file: Text(200),
  isi: Type.String({ minLength: 1, maxLength: MAX_BASE64_LENGTH }),
});
export type DocumentUploadBody = Static<typeof DocumentUploadBody>;
export const DocumentAnswer = Answer({ data: TeacherDocument });
export type DocumentAnswer = Static<typeof DocumentAnswer>;

/** Teacher onboarding: the teacher's own progress and documents, the admin's pipeline and its transitions. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, IdInteger, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';
import { OnboardingStatus, UserAnswer } from './auth';

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

const tags = ['accounts'] as const;
const TeacherId = Query({ id: IdInteger });
const KindParams = Query({ jenis: DocumentKind });
const AdminKindParams = Query({ id: IdInteger, jenis: DocumentKind });
export const onboardingRoutes = {
  myOnboarding: route({
    method: 'GET',
    url: '/api/guru/pendaftaran',
    schema: {
      summary: "The logged-in teacher's onboarding: step, next appointment, documents, history",
      tags,
      querystring: NoQuery,
      response: { 200: MyOnboardingAnswer, ...ERROR_RESPONSES },
    },
  }),
  myAppointmentCalendar: route({
    method: 'GET',
    url: '/api/guru/pendaftaran/jadwal.ics',
    schema: {
      summary: "The teacher's next interview or micro teaching as a calendar entry",
      tags,
      querystring: NoQuery,
      response: { 200: raw('text/calendar', 'One VEVENT (RFC 5545)'), ...ERROR_RESPONSES },
    },
  }),
  reapply: route({
    method: 'POST',
    url: '/api/guru/pendaftaran/daftar-ulang',
    schema: {
      summary: 'A declined teacher applies again, 30 days after the decision',
      tags,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  uploadDocument: route({
    method: 'POST',
    url: '/api/guru/dokumen/:jenis',
    schema: {
      summary: "Replaces the logged-in teacher's CV or certificate (PDF up to 2 MB, base64)",
      tags,
      params: KindParams,
      body: DocumentUploadBody,
      response: { 200: DocumentAnswer, ...ERROR_RESPONSES },
    },
  }),
  myDocument: route({
    method: 'GET',
    url: '/api/guru/dokumen/:jenis',
    schema: {
      summary: "The logged-in teacher's own CV or certificate",
      tags,
      params: KindParams,
      querystring: NoQuery,
      response: { 200: raw('application/pdf', 'The PDF'), ...ERROR_RESPONSES },
    },
  }),
  pipeline: route({
    method: 'GET',
    url: '/api/admin/guru/pipeline',
    schema: {
      summary: 'Teacher onboarding by state with counts and waiting time (admin)',
      tags,
      querystring: Query({ status: Type.Optional(OnboardingStatus) }),
      response: { 200: PipelineAnswer, ...ERROR_RESPONSES },
    },
  }),
  onboardingDetail: route({
    method: 'GET',
    url: '/api/admin/guru/:id/pendaftaran',
    schema: {
      summary: "A teacher's profile, documents, appointments, assessment and history (admin)",
      tags,
      params: TeacherId,
      querystring: NoQuery,
      response: { 200: OnboardingDetailAnswer, ...ERROR_RESPONSES },
    },
  }),
  teacherDocument: route({
    method: 'GET',
    url: '/api/admin/guru/:id/dokumen/:jenis',
    schema: {
      summary: "A teacher's CV or certificate (admin)",
      tags,
      params: AdminKindParams,
      querystring: NoQuery,
      response: { 200: raw('application/pdf', 'The PDF'), ...ERROR_RESPONSES },
    },
  }),
  startScreening: route({
    method: 'POST',
    url: '/api/admin/guru/:id/seleksi-cv',
    schema: {
      summary: 'Starts CV screening: menunggu_verifikasi → seleksi_cv (admin)',
      tags,
      params: TeacherId,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  scheduleInterview: route({
    method: 'POST',
    url: '/api/admin/guru/:id/wawancara',
    schema: {
      summary: 'Schedules the interview: seleksi_cv → wawancara (admin)',
      tags,
      params: TeacherId,
      body: InterviewBody,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  scheduleMicroTeaching: route({
    method: 'POST',
    url: '/api/admin/guru/:id/micro-teaching',
    schema: {
      summary: 'Schedules the micro teaching: wawancara → micro_teaching (admin)',
      tags,
      params: TeacherId,
      body: MicroTeachingBody,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  recordAssessment: route({
    method: 'POST',
    url: '/api/admin/guru/:id/penilaian',
    schema: {
      summary: 'Records the micro teaching assessment, once (admin)',
      tags,
      params: TeacherId,
      body: AssessmentBody,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  declineTeacher: route({
    method: 'POST',
    url: '/api/admin/guru/:id/tolak',
    schema: {
      summary: 'Declines a teacher at any open step, with a reason shown to them (admin)',
      tags,
      params: TeacherId,
      body: DeclineBody,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
};

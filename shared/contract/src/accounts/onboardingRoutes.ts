import { Type } from '@sinclair/typebox';
import { IdInteger, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';
import { OnboardingStatus, UserAnswer } from './auth';
import {
  AssessmentBody,
  DeclineBody,
  DocumentAnswer,
  DocumentKind,
  DocumentUploadBody,
  InterviewBody,
  MicroTeachingBody,
  MyOnboardingAnswer,
  OnboardingDetailAnswer,
  PipelineAnswer,
} from './onboarding';

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

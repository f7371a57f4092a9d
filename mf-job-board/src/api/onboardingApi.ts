import { api } from '@tutor/api';
import type {
  AssessmentBody,
  DocumentAnswer,
  DocumentKind,
  DocumentUploadBody,
  InterviewBody,
  MicroTeachingBody,
  MyOnboarding,
  MyOnboardingAnswer,
  OnboardingDetail,
  OnboardingDetailAnswer,
  OnboardingStatus,
  PipelineAnswer,
  TeacherDocument,
  User,
  UserAnswer,
} from '@tutor/contract';

const ONBOARDING = { type: 'Teacher', id: 'ONBOARDING' } as const;
const detailTag = (id: number) => ({ type: 'Teacher' as const, id: `ONBOARDING-${id}` });

/**
 * Teacher onboarding: the teacher's own progress and documents, the admin's pipeline, detail and
 * transitions. A transition changes the lists, the counts, the detail and, once verified, search.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOnboarding: build.query<MyOnboarding, void>({
      query: () => '/api/guru/pendaftaran',
      transformResponse: (answer: MyOnboardingAnswer) => answer.data,
      providesTags: [ONBOARDING],
    }),
    uploadTeacherDocument: build.mutation<TeacherDocument, DocumentUploadBody & { jenis: DocumentKind }>({
      query: ({ jenis, ...body }) => ({ url: `/api/guru/dokumen/${jenis}`, method: 'POST', body }),
      transformResponse: (answer: DocumentAnswer) => answer.data,
      invalidatesTags: [ONBOARDING],
    }),
    reapplyOnboarding: build.mutation<User, void>({
      query: () => ({ url: '/api/guru/pendaftaran/daftar-ulang', method: 'POST' }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: [ONBOARDING, 'Session', { type: 'Teacher', id: 'SELF' }],
    }),
    getOnboardingPipeline: build.query<PipelineAnswer['data'], OnboardingStatus>({
      query: (status) => ({ url: '/api/admin/guru/pipeline', params: { status } }),
      transformResponse: (answer: PipelineAnswer) => answer.data,
      providesTags: [ONBOARDING],
    }),
    getOnboardingDetail: build.query<OnboardingDetail, number>({
      query: (id) => `/api/admin/guru/${id}/pendaftaran`,
      transformResponse: (answer: OnboardingDetailAnswer) => answer.data,
      providesTags: (_answer, _error, id) => [detailTag(id)],
    }),
    startScreening: build.mutation<User, number>({
      query: (id) => ({ url: `/api/admin/guru/${id}/seleksi-cv`, method: 'POST' }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: (_answer, _error, id) => [ONBOARDING, detailTag(id)],
    }),
    scheduleInterview: build.mutation<User, InterviewBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/guru/${id}/wawancara`, method: 'POST', body }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
    }),
    scheduleMicroTeaching: build.mutation<User, MicroTeachingBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/guru/${id}/micro-teaching`, method: 'POST', body }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
    }),
    recordAssessment: build.mutation<User, AssessmentBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/guru/${id}/penilaian`, method: 'POST', body }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
    }),
    verifyOnboardedTeacher: build.mutation<User, number>({
      query: (id) => ({ url: `/api/admin/guru/${id}/verifikasi`, method: 'POST' }),
      transformResponse: (answer: UserAnswer) => answer.data,
      // a verified teacher appears in search and the job board's lists
      invalidatesTags: ['Teacher'],
    }),
    declineTeacher: build.mutation<User, { id: number; alasan: string }>({
      query: ({ id, alasan }) => ({ url: `/api/admin/guru/${id}/tolak`, method: 'POST', body: { alasan } }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
    }),
  }),
});

export const {
  useGetMyOnboardingQuery,
  useUploadTeacherDocumentMutation,
  useReapplyOnboardingMutation,
  useGetOnboardingPipelineQuery,
  useGetOnboardingDetailQuery,
  useStartScreeningMutation,
  useScheduleInterviewMutation,
  useScheduleMicroTeachingMutation,
  useRecordAssessmentMutation,
  useVerifyOnboardedTeacherMutation,
  useDeclineTeacherMutation,
} = onboardingApi;

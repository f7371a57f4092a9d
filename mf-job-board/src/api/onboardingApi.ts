import { api, contractEndpoints } from '@tutor/api';
import type {
  AssessmentBody,
  DocumentKind,
  DocumentUploadBody,
  InterviewBody,
  MicroTeachingBody,
  OnboardingStatus,
} from '@tutor/contract';

const ONBOARDING = { type: 'Teacher', id: 'ONBOARDING' } as const;
const detailTag = (id: number) => ({ type: 'Teacher' as const, id: `ONBOARDING-${id}` });

/**
 * Teacher onboarding: the teacher's own progress and documents, the admin's pipeline, detail and
 * transitions. A transition changes the lists, the counts, the detail and, once verified, search.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getMyOnboarding: route.query('GET /api/guru/pendaftaran', {
        transformResponse: (answer) => answer.data,
        providesTags: [ONBOARDING],
      }),
      uploadTeacherDocument: route.mutation('POST /api/guru/dokumen/:jenis', {
        request: ({ jenis, ...body }: DocumentUploadBody & { jenis: DocumentKind }) => ({ params: { jenis }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: [ONBOARDING],
      }),
      reapplyOnboarding: route.mutation('POST /api/guru/pendaftaran/daftar-ulang', {
        transformResponse: (answer) => answer.data,
        invalidatesTags: [ONBOARDING, 'Session', { type: 'Teacher', id: 'SELF' }],
      }),
      getOnboardingPipeline: route.query('GET /api/admin/guru/pipeline', {
        request: (status: OnboardingStatus) => ({ query: { status } }),
        transformResponse: (answer) => answer.data,
        providesTags: [ONBOARDING],
      }),
      getOnboardingDetail: route.query('GET /api/admin/guru/:id/pendaftaran', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, id) => [detailTag(id)],
      }),
      startScreening: route.mutation('POST /api/admin/guru/:id/seleksi-cv', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, id) => [ONBOARDING, detailTag(id)],
      }),
      scheduleInterview: route.mutation('POST /api/admin/guru/:id/wawancara', {
        request: ({ id, ...body }: InterviewBody & { id: number }) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
      }),
      scheduleMicroTeaching: route.mutation('POST /api/admin/guru/:id/micro-teaching', {
        request: ({ id, ...body }: MicroTeachingBody & { id: number }) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
      }),
      recordAssessment: route.mutation('POST /api/admin/guru/:id/penilaian', {
        request: ({ id, ...body }: AssessmentBody & { id: number }) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
      }),
      verifyOnboardedTeacher: route.mutation('POST /api/admin/guru/:id/verifikasi', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        // a verified teacher appears in search and the job board's lists
        invalidatesTags: ['Teacher'],
      }),
      declineTeacher: route.mutation('POST /api/admin/guru/:id/tolak', {
        request: ({ id, alasan }: { id: number; alasan: string }) => ({ params: { id }, body: { alasan } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, { id }) => [ONBOARDING, detailTag(id)],
      }),
    };
  },
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

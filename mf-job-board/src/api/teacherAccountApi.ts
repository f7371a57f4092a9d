import { api } from '@tutor/api';
import type { AccountStatus, GuruProfile, GuruProfileBody, PendingTeacher, TeacherAccountList, TeacherPhotoAnswer, TeacherPhotoBody, User, UserAnswer } from '@tutor/contract';

/**
 * The teacher's own profile (/api/guru/profil) and the admin's verification desk (/api/admin/guru).
 * Both are 'Teacher' data: a verification changes the lists and the teacher search.
 */
export const teacherAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnTeacherProfile: build.query<GuruProfile, void>({
      query: () => '/api/guru/profil',
      transformResponse: (answer: { data: GuruProfile }) => answer.data,
      providesTags: [{ type: 'Teacher', id: 'SELF' }],
    }),
    updateOwnTeacherProfile: build.mutation<GuruProfile, GuruProfileBody>({
      query: (body) => ({ url: '/api/guru/profil', method: 'PUT', body }),
      transformResponse: (answer: { data: GuruProfile }) => answer.data,
      // the answer is the saved profile: write it in, and let search results refresh
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teacherAccountApi.util.upsertQueryData('getOwnTeacherProfile', undefined, data));
      },
    }),
    uploadOwnTeacherPhoto: build.mutation<string, TeacherPhotoBody>({
      query: (body) => ({ url: '/api/guru/profil/foto', method: 'POST', body }),
      transformResponse: (answer: TeacherPhotoAnswer) => answer.data.foto,
      // the answer is the new photo's address: the profile shows it at once
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teacherAccountApi.util.updateQueryData('getOwnTeacherProfile', undefined, (profile) => ({ ...profile, foto: data })));
      },
    }),
    getTeacherAccounts: build.query<PendingTeacher[], AccountStatus>({
      query: (status) => ({ url: '/api/admin/guru', params: { status } }),
      transformResponse: (answer: TeacherAccountList) => answer.data,
      providesTags: (_answer, _error, status) => [{ type: 'Teacher', id: `LIST-${status}` }],
    }),
    verifyTeacher: build.mutation<User, number>({
      query: (id) => ({ url: `/api/admin/guru/${id}/verifikasi`, method: 'POST' }),
      transformResponse: (answer: UserAnswer) => answer.data,
      invalidatesTags: ['Teacher'],
    }),
  }),
});

export const { useGetOwnTeacherProfileQuery, useUpdateOwnTeacherProfileMutation, useUploadOwnTeacherPhotoMutation, useGetTeacherAccountsQuery, useVerifyTeacherMutation } = teacherAccountApi;

import { api } from '@tutor/api';
import type { GuruProfile, GuruProfileBody, TeacherPhotoAnswer, TeacherPhotoBody } from '@tutor/contract';

/**
 * The teacher's own profile and photo (/api/guru/profil). The admin's onboarding desk is in
 * onboardingApi.ts.
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
        if (data)
          dispatch(
            teacherAccountApi.util.updateQueryData('getOwnTeacherProfile', undefined, (profile) => ({
              ...profile,
              foto: data,
            })),
          );
      },
    }),
  }),
});

export const { useGetOwnTeacherProfileQuery, useUpdateOwnTeacherProfileMutation, useUploadOwnTeacherPhotoMutation } =
  teacherAccountApi;

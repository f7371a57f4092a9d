import { api, contractEndpoints } from '@tutor/api';
import type { GuruProfileBody, TeacherPhotoBody } from '@tutor/contract';

/**
 * The teacher's own profile and photo (/api/guru/profil). The admin's onboarding desk is in
 * onboardingApi.ts.
 */
export const teacherAccountApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getOwnTeacherProfile: route.query('GET /api/guru/profil', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Teacher', id: 'SELF' }],
      }),
      updateOwnTeacherProfile: route.mutation('PUT /api/guru/profil', {
        request: (body: GuruProfileBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        // the answer is the saved profile: write it in, and let search results refresh
        onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(teacherAccountApi.util.upsertQueryData('getOwnTeacherProfile', undefined, data));
        },
      }),
      uploadOwnTeacherPhoto: route.mutation('POST /api/guru/profil/foto', {
        request: (body: TeacherPhotoBody) => ({ body }),
        transformResponse: (answer) => answer.data.foto,
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
    };
  },
});

export const { useGetOwnTeacherProfileQuery, useUpdateOwnTeacherProfileMutation, useUploadOwnTeacherPhotoMutation } =
  teacherAccountApi;

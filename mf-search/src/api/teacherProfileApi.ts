import { api, contractEndpoints } from '@tutor/api';

export interface TeacherProfileParams {
  id: string;
  /** page of the reviews */
  page: number;
}

/** One teacher's public profile with a page of reviews (GET /api/landing/guru/:id). */
export const teacherProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeacherProfile: contractEndpoints(build).query('GET /api/landing/guru/:id', {
      request: ({ id, page }: TeacherProfileParams) => ({ params: { id }, query: { page } }),
      // a written or hidden review changes the rating and the reviews shown
      providesTags: ['Teacher'],
    }),
  }),
});

export const { useGetTeacherProfileQuery } = teacherProfileApi;

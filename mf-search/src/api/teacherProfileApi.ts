import { api } from '@tutor/api';
import type { TeacherProfileAnswer } from '@tutor/contract';

export interface TeacherProfileParams {
  id: string;
  /** page of the reviews */
  page: number;
}

/** One teacher's public profile with a page of reviews (GET /api/landing/guru/:id). */
export const teacherProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeacherProfile: build.query<TeacherProfileAnswer, TeacherProfileParams>({
      query: ({ id, page }) => ({ url: `/api/landing/guru/${encodeURIComponent(id)}`, params: { page } }),
      // a written or hidden review changes the rating and the reviews shown
      providesTags: ['Teacher'],
    }),
  }),
});

export const { useGetTeacherProfileQuery } = teacherProfileApi;

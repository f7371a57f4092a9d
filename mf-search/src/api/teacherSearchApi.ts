import { api, contractEndpoints } from '@tutor/api';
import type { TeacherSearchParams } from '@tutor/contract';

export interface TeacherFilterCountParams {
  jenjang_id: number | string;
  lokasi_id: number | string;
}

/**
 * The find-teacher calls: best teachers, the search and its filter counts. All are 'Teacher' data:
 * a written or hidden review (and a verification) changes ratings, order and rating buckets.
 */
export const teacherSearchApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getBestTeachers: route.query('GET /api/landing/searching-guru/default', {
        request: (page: number) => ({ query: { page } }),
        providesTags: ['Teacher'],
      }),
      // The server reads the filters as PHP-style arrays (`jenis_kelamin[]=laki_laki&jenis_kelamin[]=perempuan`):
      // a list in the query is sent as its key repeated.
      searchTeachers: route.query('GET /api/landing/searching-guru', {
        request: ({ jenjang_id, lokasi_id, page, jenis_kelamin = [], penilaian = [] }: TeacherSearchParams) => ({
          query: { jenjang_id, lokasi_id, page, 'jenis_kelamin[]': jenis_kelamin, 'penilaian[]': penilaian },
        }),
        providesTags: ['Teacher'],
      }),
      getTeacherFilterCounts: route.query('GET /api/landing/filter-guru', {
        request: (query: TeacherFilterCountParams) => ({ query }),
        providesTags: ['Teacher'],
      }),
    };
  },
});

export const { useGetBestTeachersQuery, useSearchTeachersQuery, useGetTeacherFilterCountsQuery } = teacherSearchApi;

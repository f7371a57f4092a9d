import { api } from '@tutor/api';
import type { TeacherFilterCounts, TeacherPage, TeacherSearchParams } from '@tutor/contract';

/**
 * The search's query string. The server reads the filters as PHP-style arrays
 * (`jenis_kelamin[]=laki_laki&jenis_kelamin[]=perempuan`), which fetchBaseQuery's `params`
 * cannot express, so the string is built here.
 */
export function teacherSearchQueryString({
  jenjang_id,
  lokasi_id,
  page,
  jenis_kelamin = [],
  penilaian = [],
}: TeacherSearchParams): string {
  const query = new URLSearchParams({
    jenjang_id: String(jenjang_id),
    lokasi_id: String(lokasi_id),
    page: String(page),
  });
  for (const gender of jenis_kelamin) query.append('jenis_kelamin[]', gender);
  for (const rating of penilaian) query.append('penilaian[]', rating);
  return query.toString();
}

export interface TeacherFilterCountParams {
  jenjang_id: number | string;
  lokasi_id: number | string;
}

/**
 * The find-teacher calls: best teachers, the search and its filter counts. All are 'Teacher' data:
 * a written or hidden review (and a verification) changes ratings, order and rating buckets.
 */
export const teacherSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBestTeachers: build.query<TeacherPage, number>({
      query: (page) => ({ url: '/api/landing/searching-guru/default', params: { page } }),
      providesTags: ['Teacher'],
    }),
    searchTeachers: build.query<TeacherPage, TeacherSearchParams>({
      query: (params) => `/api/landing/searching-guru?${teacherSearchQueryString(params)}`,
      providesTags: ['Teacher'],
    }),
    getTeacherFilterCounts: build.query<TeacherFilterCounts, TeacherFilterCountParams>({
      query: (params) => ({ url: '/api/landing/filter-guru', params }),
      providesTags: ['Teacher'],
    }),
  }),
});

export const { useGetBestTeachersQuery, useSearchTeachersQuery, useGetTeacherFilterCountsQuery } = teacherSearchApi;

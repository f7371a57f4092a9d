import { api } from './baseApi';
import type { JenjangOption, OptionListAll, SelectOption } from '@tutor/contract';

/**
 * Reference lists several remotes need. They are injected once here, so the fee search, the
 * order wizard and the job board read the same cache entry: one request, not one per remote.
 */
export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJenjangOptions: build.query<JenjangOption[], void>({
      providesTags: ['Reference'],
      query: () => '/api/select2/master/jenjang?mode=all',
      transformResponse: (answer: { data: JenjangOption[] }) => answer.data,
    }),
    getKurikulumOptions: build.query<SelectOption[], number | string>({
      query: (jenjangId) => ({ url: '/api/select2/master/kurikulum', params: { jenjang_id: jenjangId } }),
    }),
    getKelasOptions: build.query<SelectOption[], number | string>({
      query: (jenjangId) => ({ url: '/api/select2/master/kelas', params: { jenjang_id: jenjangId } }),
    }),
    getProvinceOptions: build.query<SelectOption[], void>({
      query: () => '/api/select2/master/provinces?mode=all',
      transformResponse: (answer: OptionListAll) => answer.data,
    }),
    /** Regencies of one province (the fee search's Kab/Kota). */
    getRegencyOptions: build.query<SelectOption[], number | string>({
      query: (provinceId) => ({
        url: '/api/select2/master/regencies-2',
        params: { mode: 'all', provinsi: provinceId },
      }),
      transformResponse: (answer: OptionListAll) => answer.data,
    }),
    /** Regencies whose name contains the text (the teacher search's Lokasi). */
    searchRegencyOptions: build.query<SelectOption[], string>({
      query: (text) => ({ url: '/api/select2/master/regencies-2', params: { mode: 'json', q: text } }),
    }),
    getCityOptions: build.query<SelectOption[], number | string>({
      query: (provinceId) => ({ url: '/api/select2/master/regencies', params: { mode: 'all', provinsi: provinceId } }),
      transformResponse: (answer: OptionListAll) => answer.data,
    }),
    getDistrictOptions: build.query<SelectOption[], number | string>({
      query: (cityId) => ({ url: '/api/select2/master/districts', params: { mode: 'all', kota: cityId } }),
      transformResponse: (answer: OptionListAll) => answer.data,
    }),
    getSubjectOptions: build.query<SelectOption[], number | string>({
      query: (jenjangId) => ({
        url: '/api/select2/master/mata-pelajaran',
        params: { mode: 'json', jenjang_id: jenjangId },
      }),
    }),
    /** The location options shown before any text is typed: only "Online", value chosen by the server. */
    getDefaultLocationOptions: build.query<SelectOption[], void>({
      query: () => '/api/select2/master/lokasi-default?mode=json',
    }),
  }),
});

export const {
  useGetJenjangOptionsQuery,
  useGetKurikulumOptionsQuery,
  useLazyGetKurikulumOptionsQuery,
  useGetKelasOptionsQuery,
  useLazyGetKelasOptionsQuery,
  useGetProvinceOptionsQuery,
  useGetRegencyOptionsQuery,
  useSearchRegencyOptionsQuery,
  useGetCityOptionsQuery,
  useGetDistrictOptionsQuery,
  useGetSubjectOptionsQuery,
  useGetDefaultLocationOptionsQuery,
} = referenceApi;

/** The programs that can be taught in a learning system (online-only ones drop out for Offline). */
export function programsFor(system: 'Offline' | 'Online', programs: readonly JenjangOption[]): JenjangOption[] {
  return system === 'Online' ? [...programs] : programs.filter((program) => !program.online_only);
}

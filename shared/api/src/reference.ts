import { api } from './baseApi';
import { contractEndpoints } from './contractEndpoints';
import type { JenjangOption } from '@tutor/contract';

/**
 * Reference lists several remotes need. They are injected once here, so the fee search, the
 * order wizard and the job board read the same cache entry: one request, not one per remote.
 */
/**
 * The option routes answer `{ data }` with mode=all and the bare list otherwise (one schema for
 * both): the endpoints hold the list either way.
 */
const optionList = <Option>(answer: Option[] | { data: Option[] }): Option[] =>
  Array.isArray(answer) ? answer : answer.data;

export const referenceApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getJenjangOptions: route.query('GET /api/select2/master/jenjang', {
        providesTags: ['Reference'],
        request: () => ({ query: { mode: 'all' } }),
        transformResponse: (answer) => optionList(answer),
      }),
      getKurikulumOptions: route.query('GET /api/select2/master/kurikulum', {
        request: (jenjangId: number | string) => ({ query: { jenjang_id: jenjangId } }),
        transformResponse: (answer) => optionList(answer),
      }),
      getKelasOptions: route.query('GET /api/select2/master/kelas', {
        request: (jenjangId: number | string) => ({ query: { jenjang_id: jenjangId } }),
        transformResponse: (answer) => optionList(answer),
      }),
      getProvinceOptions: route.query('GET /api/select2/master/provinces', {
        request: () => ({ query: { mode: 'all' } }),
        transformResponse: (answer) => optionList(answer),
      }),
      /** Regencies of one province (the fee search's Kab/Kota). */
      getRegencyOptions: route.query('GET /api/select2/master/regencies-2', {
        request: (provinceId: number | string) => ({ query: { mode: 'all', provinsi: provinceId } }),
        transformResponse: (answer) => optionList(answer),
      }),
      /** Regencies whose name contains the text (the teacher search's Lokasi). */
      searchRegencyOptions: route.query('GET /api/select2/master/regencies-2', {
        request: (text: string) => ({ query: { mode: 'json', q: text } }),
        transformResponse: (answer) => optionList(answer),
      }),
      getCityOptions: route.query('GET /api/select2/master/regencies', {
        request: (provinceId: number | string) => ({ query: { mode: 'all', provinsi: provinceId } }),
        transformResponse: (answer) => optionList(answer),
      }),
      getDistrictOptions: route.query('GET /api/select2/master/districts', {
        request: (cityId: number | string) => ({ query: { mode: 'all', kota: cityId } }),
        transformResponse: (answer) => optionList(answer),
      }),
      getSubjectOptions: route.query('GET /api/select2/master/mata-pelajaran', {
        request: (jenjangId: number | string) => ({ query: { mode: 'json', jenjang_id: jenjangId } }),
        transformResponse: (answer) => optionList(answer),
      }),
      /** The location options shown before any text is typed: only "Online", value chosen by the server. */
      getDefaultLocationOptions: route.query('GET /api/select2/master/lokasi-default', {
        request: () => ({ query: { mode: 'json' } }),
        transformResponse: (answer) => optionList(answer),
      }),
    };
  },
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

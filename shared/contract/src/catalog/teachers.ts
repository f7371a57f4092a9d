/** Teacher search, filter counts and the public teacher profile. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, IdInteger, IsoDate, PageInteger, PageOnlyQuery, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const TeacherSummary = Answer({
  id: Type.Integer(),
  foto: Type.String(),
  avg_rating: Type.Number(),
  jenjang: Type.String(),
  mapel: Type.String(),
  full_panggilan: Type.String(),
  /** the card's excerpt: at most TEACHER_CARD_DESCRIPTION_LENGTH characters (+ "...") of the profile's description */
  deskripsi: Type.String({ maxLength: 103 }),
  jurusan: Type.String(),
  perguruan_tinggi: Type.String(),
});
export type TeacherSummary = Static<typeof TeacherSummary>;

export const TeacherPage = Answer({
  data: Type.Array(TeacherSummary),
  total: Type.Integer(),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
});
export type TeacherPage = Static<typeof TeacherPage>;

export const GENDER_FILTERS = ['laki_laki', 'perempuan'] as const;
export const RATING_FILTERS = ['bintang_5', 'bintang_4', 'bintang_3'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];
export type RatingFilter = (typeof RATING_FILTERS)[number];

/** One value, a repeated key or a comma list: `x`, `x&x`, `x,y` (URLSearchParams joins arrays with commas). */
function listOf(values: readonly string[]) {
  const one = `(${values.join('|')})`;
  return Type.Optional(
    Type.Array(Type.String({ maxLength: 60, pattern: `^${one}(,${one})*$` }), { maxItems: values.length }),
  );
}

export const LokasiId = Type.String({ minLength: 1, maxLength: 12, pattern: '^([Oo]nline|ONLINE|[0-9]{1,9})$' });

export const TeacherSearchQuery = Query({
  jenjang_id: IdInteger,
  lokasi_id: LokasiId,
  page: Type.Optional(PageInteger),
  'jenis_kelamin[]': listOf(GENDER_FILTERS),
  jenis_kelamin: listOf(GENDER_FILTERS),
  'penilaian[]': listOf(RATING_FILTERS),
  penilaian: listOf(RATING_FILTERS),
});

/** What the apps send: the schema's fields with the filters as typed lists. */
export interface TeacherSearchParams {
  jenjang_id: number | string;
  lokasi_id: number | string;
  page: number;
  jenis_kelamin?: GenderFilter[];
  penilaian?: RatingFilter[];
}

const count = Type.Integer({ minimum: 0 });
export const TeacherFilterCounts = Answer({
  jenis_kelamin: Answer({ laki_laki: count, perempuan: count }),
  penilaian: Answer({ bintang_5: count, bintang_4: count, bintang_3: count }),
});
export type TeacherFilterCounts = Static<typeof TeacherFilterCounts>;

export const TeacherReview = Answer({
  id: Type.Integer(),
  nama: Type.String(),
  rating: Type.Number(),
  ulasan: Type.String(),
  tanggal: IsoDate,
});
export type TeacherReview = Static<typeof TeacherReview>;

const starKeys: Record<'5' | '4' | '3' | '2' | '1', typeof count> = {
  '5': count,
  '4': count,
  '3': count,
  '2': count,
  '1': count,
};

export const TeacherProfile = Answer({
  id: Type.Integer(),
  foto: Type.String(),
  nama: Type.String(),
  full_panggilan: Type.String(),
  jenis_kelamin: Type.Union([Type.Literal('L'), Type.Literal('P')]),
  terverifikasi: Type.Boolean(),
  perguruan_tinggi: Type.String(),
  jurusan: Type.String(),
  jenjang: Type.Array(Type.String()),
  mapel: Type.Array(Type.String()),
  wilayah: Type.Array(Type.String()),
  online: Type.Boolean(),
  deskripsi: Type.String(),
  avg_rating: Type.Number(),
  jumlah_ulasan: Type.Integer(),
  /** number of reviews per star, keys '5' to '1' */
  distribusi_rating: Answer(starKeys),
  ulasan: Answer({
    data: Type.Array(TeacherReview),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    total: Type.Integer(),
  }),
});
export type TeacherProfile = Static<typeof TeacherProfile>;

export const TeacherProfileAnswer = Answer({ data: Type.Union([TeacherProfile, Type.Null()]) });
export type TeacherProfileAnswer = Static<typeof TeacherProfileAnswer>;

const tags = ['catalog'] as const;
const filterQuery = Query({ jenjang_id: IdInteger, lokasi_id: LokasiId });

export const teacherRoutes = {
  bestPage: route({
    method: 'GET',
    url: '/api/landing/searching-guru/default',
    schema: {
      summary: 'Best verified teachers, paged by 12',
      tags,
      querystring: PageOnlyQuery,
      response: { 200: TeacherPage, ...ERROR_RESPONSES },
    },
  }),
  search: route({
    method: 'GET',
    url: '/api/landing/searching-guru',
    schema: {
      summary: 'Verified teachers of a program in a place (or online), with gender and rating filters',
      tags,
      querystring: TeacherSearchQuery,
      response: { 200: TeacherPage, ...ERROR_RESPONSES },
    },
  }),
  filterCounts: route({
    method: 'GET',
    url: '/api/landing/filter-guru',
    schema: {
      summary: 'Counts per gender and rating bucket for a search',
      tags,
      querystring: filterQuery,
      response: { 200: TeacherFilterCounts, ...ERROR_RESPONSES },
    },
  }),
  profile: route({
    method: 'GET',
    url: '/api/landing/guru/:id',
    schema: {
      summary: "A verified teacher's public profile with paged reviews",
      tags,
      params: Query({ id: IdInteger }),
      querystring: PageOnlyQuery,
      response: { 200: TeacherProfileAnswer, ...ERROR_RESPONSES },
    },
  }),
};

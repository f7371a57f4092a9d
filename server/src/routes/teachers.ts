import type { GenderFilter, RatingFilter, TeacherFilterCounts, TeacherPage, TeacherProfileAnswer } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import { GENDER_CODES, GENDER_FILTERS, parseLocation, RATING_FILTERS } from '../domain/teacherFilters';
import { teacherProfile } from '../queries/teacherProfile';
import { cachedFor } from '../domain/cache';
import { bestTeachers, countVerifiedTeachers, searchTeachers, teacherFilterCounts } from '../queries/teacherSearch';
import type { ApiContext } from './context';
import { idInteger, pageInteger, pageOnlyQuery, querySchema } from './schemaParts';

/** One value, a repeated key or a comma list: `x`, `x&x`, `x,y` (URLSearchParams joins arrays with commas). */
function listOf(values: readonly string[]) {
  const one = `(${values.join('|')})`;
  return { type: 'array', maxItems: values.length, items: { type: 'string', maxLength: 60, pattern: `^${one}(,${one})*$` } } as const;
}

const lokasiId = { type: 'string', minLength: 1, maxLength: 12, pattern: '^([Oo]nline|ONLINE|[0-9]{1,9})$' } as const;

const searchSchema = querySchema(
  {
    jenjang_id: idInteger,
    lokasi_id: lokasiId,
    page: pageInteger,
    'jenis_kelamin[]': listOf(GENDER_FILTERS),
    jenis_kelamin: listOf(GENDER_FILTERS),
    'penilaian[]': listOf(RATING_FILTERS),
    penilaian: listOf(RATING_FILTERS),
  },
  ['jenjang_id', 'lokasi_id'],
);

interface SearchQuery {
  jenjang_id: number;
  lokasi_id: string;
  page: number;
  'jenis_kelamin[]'?: string[];
  jenis_kelamin?: string[];
  'penilaian[]'?: string[];
  penilaian?: string[];
}

/** Merges both query forms and comma lists into distinct, schema-checked values. */
function selected<T extends string>(...lists: (string[] | undefined)[]): T[] {
  return [...new Set(lists.flatMap((list) => list ?? []).flatMap((value) => value.split(',')))] as T[];
}

/** How long the verified-teacher total may be reused (a full index count at 100,000 teachers). */
export const VERIFIED_COUNT_TTL_MS = 30_000;

export async function teacherRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const verifiedTotal = cachedFor(VERIFIED_COUNT_TTL_MS, () => countVerifiedTeachers(db));

  app.get<{ Querystring: { page: number } }>(
    '/api/landing/searching-guru/default',
    { schema: { querystring: pageOnlyQuery } },
    async (request): Promise<TeacherPage> => bestTeachers(db, request.query.page, await verifiedTotal()),
  );

  app.get<{ Querystring: SearchQuery }>('/api/landing/searching-guru', { schema: { querystring: searchSchema } }, async (request, reply) => {
    const query = request.query;
    const locationId = parseLocation(query.lokasi_id);
    if (locationId === null) return reply.code(400).send({ message: 'Lokasi tidak valid' });
    const genders = selected<GenderFilter>(query['jenis_kelamin[]'], query.jenis_kelamin).map((gender) => GENDER_CODES[gender]);
    const ratings = selected<RatingFilter>(query['penilaian[]'], query.penilaian);
    const page: TeacherPage = await searchTeachers(db, { jenjangId: query.jenjang_id, locationId, genders, ratings }, query.page);
    return page;
  });

  app.get<{ Querystring: { jenjang_id: number; lokasi_id: string } }>(
    '/api/landing/filter-guru',
    { schema: { querystring: querySchema({ jenjang_id: idInteger, lokasi_id: lokasiId }, ['jenjang_id', 'lokasi_id']) } },
    async (request, reply) => {
      const locationId = parseLocation(request.query.lokasi_id);
      if (locationId === null) return reply.code(400).send({ message: 'Lokasi tidak valid' });
      const counts: TeacherFilterCounts = await teacherFilterCounts(db, request.query.jenjang_id, locationId);
      return counts;
    },
  );

  app.get<{ Params: { id: number }; Querystring: { page: number } }>(
    '/api/landing/guru/:id',
    { schema: { params: { type: 'object', properties: { id: idInteger }, required: ['id'] }, querystring: pageOnlyQuery } },
    async (request, reply) => {
      const profile = await teacherProfile(db, request.params.id, request.query.page);
      if (!profile) return reply.code(404).send({ message: 'Guru tidak ditemukan' });
      const answer: TeacherProfileAnswer = { data: profile };
      return answer;
    },
  );
}

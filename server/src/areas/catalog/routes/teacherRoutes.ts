import { teacherRoutes as routes, type GenderFilter, type RatingFilter } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { cachedFor } from '../../../lib/cache';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { teacherProfile } from '../data/teacherProfile';
import { searchTotals } from '../data/searchTotals';
import { bestTeachers, countVerifiedTeachers, searchTeachers, teacherFilterCounts } from '../data/teacherSearch';
import { GENDER_CODES, parseLocation } from '../teacherFilters';

/** Merges both query forms and comma lists into distinct, schema-checked values. */
function selected<T extends string>(...lists: (string[] | undefined)[]): T[] {
  return [...new Set(lists.flatMap((list) => list ?? []).flatMap((value) => value.split(',')))] as T[];
}

/** How long the verified-teacher total may be reused (a full index count at 100,000 teachers). */
export const VERIFIED_COUNT_TTL_MS = 30_000;
const INVALID_LOCATION = 'Lokasi tidak valid';

export async function teacherRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const verifiedTotal = cachedFor(VERIFIED_COUNT_TTL_MS, () => countVerifiedTeachers(db));
  const totals = searchTotals();

  api.route({ ...routes.bestPage, handler: async (request) => bestTeachers(db, request.query.page ?? 1, await verifiedTotal()) });

  api.route({
    ...routes.search,
    handler: async (request, reply) => {
      const query = request.query;
      const locationId = parseLocation(query.lokasi_id);
      if (locationId === null) return reply.code(400).send({ message: INVALID_LOCATION });
      const genders = selected<GenderFilter>(query['jenis_kelamin[]'], query.jenis_kelamin).map((gender) => GENDER_CODES[gender]);
      const ratings = selected<RatingFilter>(query['penilaian[]'], query.penilaian);
      return searchTeachers(db, { jenjangId: query.jenjang_id, locationId, genders, ratings }, query.page ?? 1, totals);
    },
  });

  api.route({
    ...routes.filterCounts,
    handler: async (request, reply) => {
      const locationId = parseLocation(request.query.lokasi_id);
      if (locationId === null) return reply.code(400).send({ message: INVALID_LOCATION });
      return teacherFilterCounts(db, request.query.jenjang_id, locationId);
    },
  });

  api.route({
    ...routes.profile,
    handler: async (request, reply) => {
      const profile = await teacherProfile(db, request.params.id, request.query.page ?? 1);
      if (!profile) return reply.code(404).send({ message: 'Guru tidak ditemukan' });
      return { data: profile };
    },
  });
}

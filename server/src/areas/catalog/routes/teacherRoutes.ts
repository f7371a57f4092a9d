import { teacherRoutes as routes, type GenderFilter, type RatingFilter } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { answerCache } from '../../../platform/cachedAnswers';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { teacherProfile } from '../data/teacherProfile';
import { SEARCH_CHANGE_VISIBLE_MS, searchGeneration } from '../data/searchChanges';
import { searchTotals } from '../data/searchTotals';
import { rememberedTeacherCards } from '../data/teacherCards';
import { rankingFilterCounts } from '../data/placeRanking';
import { readPlaceRanking, rememberedPlaceRankings } from '../data/placeRankings';
import { bestTeachers, countVerifiedTeachers, filterKey, rankedSearch } from '../data/teacherSearch';
import { GENDER_CODES, parseLocation } from '../teacherFilters';

/** Merges both query forms and comma lists into distinct, schema-checked values. */
function selected<T extends string>(...lists: (string[] | undefined)[]): T[] {
  return [...new Set(lists.flatMap((list) => list ?? []).flatMap((value) => value.split(',')))] as T[];
}

/**
 * Whole answers of the three public search routes remembered per app (answerCache): a teacher
 * page is ~7 KB of JSON, ~2 KB compressed, so the byte bound holds about two thousand of them.
 */
export const SEARCH_ANSWER_ENTRIES = 2_000;
export const SEARCH_ANSWER_BYTES = 24 * 1024 * 1024;
const INVALID_LOCATION = 'Lokasi tidak valid';

export async function teacherRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const totals = searchTotals();
  // The verified-teacher total (a full index count at 100,000 teachers) follows the same changes as the search rows.
  const verifiedTotal = () => totals('verified', () => countVerifiedTeachers(db));
  const cards = rememberedTeacherCards(db, () => now().getTime());
  const rankings = rememberedPlaceRankings(readPlaceRanking(db), () => now().getTime());
  const answers = answerCache({
    entries: SEARCH_ANSWER_ENTRIES,
    bytes: SEARCH_ANSWER_BYTES,
    ttlMs: SEARCH_CHANGE_VISIBLE_MS,
    generation: searchGeneration,
  });
  const { onSend } = answers;

  api.route({
    ...routes.bestPage,
    onSend,
    handler: async (request, reply) => {
      const page = request.query.page ?? 1;
      return answers.answer(request, reply, `default|${page}`, async () =>
        bestTeachers(db, page, await verifiedTotal(), cards),
      );
    },
  });

  api.route({
    ...routes.search,
    onSend,
    handler: async (request, reply) => {
      const query = request.query;
      const locationId = parseLocation(query.lokasi_id);
      if (locationId === null) return reply.code(400).send({ message: INVALID_LOCATION });
      const genders = selected<GenderFilter>(query['jenis_kelamin[]'], query.jenis_kelamin).map(
        (gender) => GENDER_CODES[gender],
      );
      const ratings = selected<RatingFilter>(query['penilaian[]'], query.penilaian);
      const filter = { jenjangId: query.jenjang_id, locationId, genders, ratings };
      const page = query.page ?? 1;
      return answers.answer(request, reply, `search|${filterKey(filter)}|${page}`, () =>
        rankedSearch(rankings, filter, page, cards),
      );
    },
  });

  api.route({
    ...routes.filterCounts,
    onSend,
    handler: async (request, reply) => {
      const locationId = parseLocation(request.query.lokasi_id);
      if (locationId === null) return reply.code(400).send({ message: INVALID_LOCATION });
      const { jenjang_id: jenjangId } = request.query;
      return answers.answer(request, reply, `filters|${jenjangId}|${locationId}`, async () =>
        rankingFilterCounts(await rankings(jenjangId, locationId)),
      );
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

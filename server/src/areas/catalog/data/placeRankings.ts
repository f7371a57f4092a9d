import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/schema';
import { rankingOf, type PlaceRanking } from './placeRanking';
import { SEARCH_CHANGE_VISIBLE_MS, searchGeneration } from './searchChanges';

/**
 * Search rows remembered at most, over all places (~6 bytes each): 1,000,000 is ~6 MB and holds
 * every row of 100,000 teachers (~385,000) with room to spare.
 */
export const RANKED_ROWS_REMEMBERED = 1_000_000;

/** The ranking of one program in one place. */
export type PlaceRankingReader = (jenjangId: number, locationId: number) => Promise<PlaceRanking>;

/** Reads a place's rows in the search's order from the covering index (jenjang, location, rank). */
export function readPlaceRanking(db: Kysely<Database>): PlaceRankingReader {
  return async (jenjangId, locationId) => {
    const rows = await db
      .selectFrom('teacher_search as s')
      .where('s.jenjang_id', '=', jenjangId)
      .where('s.location_id', '=', locationId)
      .select(['s.teacher_id', 's.jenis_kelamin', 's.rating_x10'])
      .orderBy('s.rating_x10', 'desc')
      .orderBy('s.jumlah_ulasan', 'desc')
      .orderBy('s.teacher_id', 'desc')
      .execute();
    return rankingOf(rows);
  };
}

interface RememberedRanking {
  ranking: PlaceRanking;
  expires: number;
  generation: number;
}

/**
 * Rankings remembered per program and place under the search's freshness rule (searchChanges.ts):
 * reused while the generation they were read under is current and for at most
 * SEARCH_CHANGE_VISIBLE_MS (the bound for a change another server process makes). A search nobody
 * asked recently (a miss of the answer cache: another filter, another page) is then a walk over
 * memory instead of a query, and its total a sum instead of a COUNT; only the first search of a
 * program and place in each period reads its rows. Searches of one place arriving together share
 * that one read.
 */
export function rememberedPlaceRankings(
  read: PlaceRankingReader,
  now: () => number,
  maxRows = RANKED_ROWS_REMEMBERED,
): PlaceRankingReader {
  const memo = new LRUCache<string, RememberedRanking>({
    maxSize: maxRows,
    // lru-cache wants a positive size; an empty place still takes an entry.
    sizeCalculation: (entry) => Math.max(1, entry.ranking.teacherIds.length),
  });
  const reading = new Map<string, { generation: number; ranking: Promise<PlaceRanking> }>();

  return (jenjangId, locationId) => {
    const key = `${jenjangId}|${locationId}`;
    // Taken before the read: a change during it leaves what it returns stale at once.
    const generation = searchGeneration();
    const at = now();
    const known = memo.get(key);
    if (known && known.generation === generation && known.expires > at) return Promise.resolve(known.ranking);
    const pending = reading.get(key);
    if (pending && pending.generation === generation) return pending.ranking;

    const ranking = read(jenjangId, locationId);
    const entry = { generation, ranking };
    reading.set(key, entry);
    // A failed read is not remembered; the next search reads again.
    const settle = () => {
      if (reading.get(key) === entry) reading.delete(key);
    };
    ranking.then((value) => {
      settle();
      memo.set(key, { ranking: value, expires: at + SEARCH_CHANGE_VISIBLE_MS, generation });
    }, settle);
    return ranking;
  };
}

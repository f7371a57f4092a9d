import { sql, type Kysely, type SqlBool } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/schema';
import { rankingOf, type PlaceRanking, type RankedRow } from './placeRanking';
import { SEARCH_CHANGE_VISIBLE_MS, searchGeneration } from './searchChanges';

/**
 * Search rows remembered at most, over all places (~6 bytes each): 1,000,000 is ~6 MB and holds
 * every row of 100,000 teachers (~385,000) with room to spare.
 */
export const RANKED_ROWS_REMEMBERED = 1_000_000;

/** The ranking of one program in one place. */
export type PlaceRankingReader = (jenjangId: number, locationId: number) => Promise<PlaceRanking>;

/**
 * Rows read per query. better-sqlite3 answers synchronously, so one read of the largest place
 * (~11,500 rows at 100,000 teachers, ~10-20 ms) would hold up every other request for that long;
 * in parts of this size, with other work let in between, no request waits more than a few ms.
 */
export const RANKING_READ_ROWS = 2_000;

/** Lets queued requests (timers, sockets) run between two parts of a long read. */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a place's rows in the search's order from the covering index (jenjang, location, rank), in
 * parts of `partRows`, each after the last row of the one before (a row-value range on the same
 * index in SQLite and PostgreSQL). A teacher whose rank changes between two parts may be read twice
 * (the first is kept) or missed; that change marks the search generation in this process and is
 * within the time bound for another, so such a ranking is not kept for longer than any answer.
 */
export function readPlaceRanking(db: Kysely<Database>, partRows = RANKING_READ_ROWS): PlaceRankingReader {
  return async (jenjangId, locationId) => {
    const rows: (RankedRow & { jumlah_ulasan: number })[] = [];
    for (;;) {
      const last = rows[rows.length - 1];
      let query = db
        .selectFrom('teacher_search as s')
        .where('s.jenjang_id', '=', jenjangId)
        .where('s.location_id', '=', locationId)
        .select(['s.teacher_id', 's.jenis_kelamin', 's.rating_x10', 's.jumlah_ulasan'])
        .orderBy('s.rating_x10', 'desc')
        .orderBy('s.jumlah_ulasan', 'desc')
        .orderBy('s.teacher_id', 'desc')
        .limit(partRows);
      if (last)
        query = query.where(
          sql<SqlBool>`(s.rating_x10, s.jumlah_ulasan, s.teacher_id) < (${last.rating_x10}, ${last.jumlah_ulasan}, ${last.teacher_id})`,
        );
      const part = await query.execute();
      rows.push(...part);
      if (part.length < partRows) break;
      await letOthersRun();
    }
    if (rows.length <= partRows) return rankingOf(rows);
    const seen = new Set<number>();
    return rankingOf(rows.filter((row) => !seen.has(row.teacher_id) && seen.add(row.teacher_id)));
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

import { SEARCH_CHANGE_VISIBLE_MS, searchGeneration } from './searchChanges';

/**
 * A count reused for a short while: the default list's verified-teacher total (a full index count
 * at 100,000 teachers, more than the page itself). Filtered searches take their totals from the
 * place's ranking (placeRanking.ts). A total only feeds the pagination (`total`, `last_page`), and
 * it changes only when a teacher's search rows do.
 *
 * Correctness: every change of search rows goes through refreshTeacherSearch, which calls
 * teacherSearchChanged() (searchChanges.ts): in this process the next search counts afresh.
 * Another server process on the same database sees such a change within SEARCH_TOTAL_TTL_MS.
 */
export const SEARCH_TOTAL_TTL_MS = SEARCH_CHANGE_VISIBLE_MS;
/** Distinct counts remembered (each a few dozen bytes); the oldest leave first. */
export const SEARCH_TOTAL_ENTRIES = 5_000;

interface Entry {
  total: Promise<number>;
  expires: number;
  generation: number;
}

export type TotalCounter = (key: string, count: () => Promise<number>) => Promise<number>;

/** A per-app memo of filter totals (per app: tests run several databases in one process). */
export function searchTotals(ttlMs = SEARCH_TOTAL_TTL_MS, entries = SEARCH_TOTAL_ENTRIES): TotalCounter {
  const memo = new Map<string, Entry>();
  return (key, count) => {
    // The memo's own expiry, not business time: a test moving the context's clock keeps or drops nothing.
    // eslint-disable-next-line no-restricted-syntax -- a cache's expiry clock
    const now = Date.now();
    const generation = searchGeneration();
    const known = memo.get(key);
    if (known && known.expires > now && known.generation === generation) return known.total;
    const entry: Entry = { total: count(), expires: now + ttlMs, generation };
    // A failed count is not remembered.
    entry.total.catch(() => {
      if (memo.get(key) === entry) memo.delete(key);
    });
    memo.delete(key);
    memo.set(key, entry);
    if (memo.size > entries) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    return entry.total;
  };
}

import type { TeacherSummary } from '@tutor/contract';
import { teacherCardDescription } from '@tutor/rules';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/schema';
import { ratingFromTenths } from '../../../lib/ratings';
import { SEARCH_CHANGE_VISIBLE_MS, searchGeneration } from './searchChanges';

/**
 * Cards remembered at most: ~400 bytes each as objects, so ~20 MB when full. A search page is the
 * best-ranked teachers of a program and a place, so the same few thousand cards fill most pages.
 */
export const TEACHER_CARD_ENTRIES = 50_000;

const CARD_COLUMNS = [
  't.id',
  't.foto',
  't.rating_x10',
  't.jenjang_text',
  't.mapel_text',
  't.panggilan',
  't.deskripsi',
  't.jurusan',
  't.perguruan_tinggi',
] as const;

interface CardRow {
  id: number;
  foto: string;
  rating_x10: number;
  jenjang_text: string;
  mapel_text: string;
  panggilan: string;
  deskripsi: string;
  jurusan: string;
  perguruan_tinggi: string;
}

/** A teacher as a search card shows them; the description is the card's excerpt, not the whole text. */
export function toCard(row: CardRow): TeacherSummary {
  return {
    id: row.id,
    foto: row.foto,
    avg_rating: ratingFromTenths(row.rating_x10),
    jenjang: row.jenjang_text,
    mapel: row.mapel_text,
    full_panggilan: row.panggilan,
    deskripsi: teacherCardDescription(row.deskripsi),
    jurusan: row.jurusan,
    perguruan_tinggi: row.perguruan_tinggi,
  };
}

/** The cards of these teachers, in the order asked; a teacher no longer there is left out. */
export type TeacherCardReader = (ids: readonly number[]) => Promise<TeacherSummary[]>;

/** Reads every card from the database: what a search without a memo (tests, one-off reads) uses. */
export function readTeacherCards(db: Kysely<Database>): TeacherCardReader {
  return async (ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('teachers as t')
      .where('t.id', 'in', [...ids])
      .select(CARD_COLUMNS)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}

interface RememberedCard {
  card: TeacherSummary;
  expires: number;
  generation: number;
}

/**
 * Cards remembered per teacher, under the same rule as the search answers (searchChanges.ts): a
 * card is reused only while the search generation it was read under is current and for at most
 * SEARCH_CHANGE_VISIBLE_MS. A search nobody asked recently (an answer-cache miss) then reads only
 * the ranked ids from teacher_search's covering index and takes most cards from here: at 100,000
 * teachers the join to `teachers` was the largest part of such a search. Cards are shared by every
 * search that shows the teacher (each filter, page, and the default list), so they are asked far
 * more often than any one answer.
 */
export function rememberedTeacherCards(
  db: Kysely<Database>,
  now: () => number,
  entries = TEACHER_CARD_ENTRIES,
): TeacherCardReader {
  const memo = new LRUCache<number, RememberedCard>({ max: entries });
  const read = readTeacherCards(db);
  return async (ids) => {
    // Taken before the read: a change during it leaves what it returns stale at once.
    const generation = searchGeneration();
    const at = now();
    const known = new Map<number, TeacherSummary>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = memo.get(id);
      if (entry && entry.expires > at && entry.generation === generation) known.set(id, entry.card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const card of await read(missing)) {
        known.set(card.id, card);
        memo.set(card.id, { card, expires: at + SEARCH_CHANGE_VISIBLE_MS, generation });
      }
    }
    return ids.flatMap((id) => known.get(id) ?? []);
  };
}

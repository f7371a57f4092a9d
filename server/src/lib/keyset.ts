import { MAX_ID } from '@tutor/contract';
import { sql, type SqlBool } from 'kysely';

/**
 * Keyset paging of a list read newest first by (timestamp, id): the cursor is where the previous
 * page stopped, so rows added meanwhile (newer, hence before it) never shift the next page, and
 * rows with one timestamp are split by id without skipping or repeating any.
 */
export interface ListKey {
  /** the row's timestamp column as stored (ISO 8601 text) */
  at: string;
  id: number;
}

const TIMESTAMP = /^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9:.]{5,15}(Z|[+-][0-9:]{2,5})?$/;

/** The opaque cursor the client hands back: base64url of [at, id]. */
export function encodeCursor(key: ListKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id]), 'utf8').toString('base64url');
}

/** The key a cursor names, or null when it is not one this server made (then 400). */
export function decodeCursor(text: string): ListKey | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !TIMESTAMP.test(at)) return null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  return { at, id };
}

/**
 * Rows strictly after `key` in newest-first order: a row-value comparison, which SQLite and
 * PostgreSQL both answer from an index on (at, id) (or (filter, at, id)). Column names are the
 * caller's constants; the key's values are bound.
 */
export function olderThan(atColumn: string, idColumn: string, key: ListKey) {
  return sql<SqlBool>`(${sql.ref(atColumn)}, ${sql.ref(idColumn)}) < (${key.at}, ${key.id})`;
}

/** Reading `limit + 1` rows tells whether another page follows without counting. */
export function pageOf<Row extends { id: number }>(
  rows: Row[],
  limit: number,
  atOf: (row: Row) => string,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor({ at: atOf(last), id: last.id }) : null };
}

const escapedLike = (text: string) => text.replace(/[!%_]/g, (character) => `!${character}`);

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally (escape character `!`). */
export function containsPattern(text: string): string {
  return `%${escapedLike(text)}%`;
}

/** A LIKE pattern matching what starts with `text` (a B-tree range on PostgreSQL), escaped as `containsPattern`. */
export function startPattern(text: string): string {
  return `${escapedLike(text)}%`;
}

/** `lower(column) LIKE '%text%' ESCAPE '!'`, the text bound: case-insensitive on both databases. */
export function containsText(column: string, text: string) {
  return lowerLike(column, containsPattern(text.toLowerCase()));
}

/** `lower(column) LIKE pattern ESCAPE '!'`, the pattern (a `containsPattern` of lower-case text) bound. */
export function lowerLike(column: string, pattern: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}

/** The query's cursor: undefined for the first page, null for one that is not a cursor (400). */
export function cursorFrom(text: string | undefined): ListKey | undefined | null {
  return text === undefined ? undefined : decodeCursor(text);
}

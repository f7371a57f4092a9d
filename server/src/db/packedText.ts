import { sql, type Expression, type RawBuilder } from 'kysely';

/** Between the values of a packed column: a control character, in no name, code, time or address we store. */
export const PACKED_SEPARATOR = '\u001f';

/**
 * Several values of one correlated row as one text column, `a || sep || b || ...` (a null value
 * becomes ''). A scalar subquery answers one column, so a list that showed three columns of an
 * order's next meeting ran the same subquery three times per row; packed, it runs once. A LATERAL
 * join would do the same, but SQLite has none; both databases concatenate with `||`. The separator
 * is a literal of the SQL (a bound one has no type PostgreSQL could infer inside `||`).
 */
export function packedText(values: readonly Expression<unknown>[]): RawBuilder<string> {
  const parts = values.map((value) => sql`coalesce(cast(${value} as text), '')`);
  return sql<string>`${sql.join(parts, sql` || ${sql.lit(PACKED_SEPARATOR)} || `)}`;
}

/**
 * The values of a `packedText` column of `count` values; null when the column is null (the
 * subquery found no row) or does not hold `count` values.
 */
export function unpackText(packed: string | null, count: number): string[] | null {
  if (packed === null) return null;
  const values = packed.split(PACKED_SEPARATOR);
  return values.length === count ? values : null;
}

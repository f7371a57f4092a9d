import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The minute a count belongs to: 'YYYY-MM-DDTHH:mm' (UTC), which sorts as text. */
export const minuteOf = (instant: Date) => instant.toISOString().slice(0, 16);

type Counter = 'views' | 'errors';

/** Adds one page view or one error to the build's current minute (one upsert, safe across processes). */
export async function addToCount(
  db: Kysely<Database>,
  counter: Counter,
  remote: string,
  version: string,
  instant: Date,
): Promise<void> {
  await db
    .insertInto('remote_version_counts')
    .values({
      remote,
      version,
      minute: minuteOf(instant),
      views: counter === 'views' ? 1 : 0,
      errors: counter === 'errors' ? 1 : 0,
    })
    // qualified: PostgreSQL calls a bare column in DO UPDATE ambiguous (the row or `excluded`)
    .onConflict((conflict) =>
      conflict
        .columns(['remote', 'version', 'minute'])
        .doUpdateSet(
          counter === 'views'
            ? { views: sql`remote_version_counts.views + 1` }
            : { errors: sql`remote_version_counts.errors + 1` },
        ),
    )
    .execute();
}

export interface BuildCounts {
  views: number;
  errors: number;
}

/** Page views and errors per build of each remote since `since` (inclusive), keyed `remote version`. */
export async function countsSince(db: Kysely<Database>, since: Date): Promise<Map<string, BuildCounts>> {
  const rows = await db
    .selectFrom('remote_version_counts')
    .select([
      'remote',
      'version',
      (eb) => eb.fn.sum<number | string>('views').as('views'),
      (eb) => eb.fn.sum<number | string>('errors').as('errors'),
    ])
    .where('minute', '>=', minuteOf(since))
    .groupBy(['remote', 'version'])
    .execute();
  // PostgreSQL sums integers as bigint, which its driver returns as text
  return new Map(
    rows.map((row) => [countKey(row.remote, row.version), { views: Number(row.views), errors: Number(row.errors) }]),
  );
}

export const countKey = (remote: string, version: string) => `${remote} ${version}`;

import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';

/**
 * The desk's search by the start of an order code (`lower(kode) LIKE 'pp-2611%'`, orderListReads'
 * CODE_START): a B-tree answers a pattern without a leading wildcard, but only with the pattern
 * operator class, since the database's collation need not be C. At 1,000,000 orders the trigram
 * index (021) took ~11 ms for such a part (every code shares "pp-"), this one ~0.25 ms. SQLite
 * scans, as for any part of a code.
 */
export function orderCodeStartMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (kind !== 'postgres') return;
      await sql`create index orders_kode_start on orders (lower(kode) text_pattern_ops)`.execute(db);
    },
  };
}

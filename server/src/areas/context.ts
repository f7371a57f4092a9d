import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/connection';
import type { Database } from '../db/schema';

/** What every area receives: the database and a clock (tests pin "today"). */
export interface ApiContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** WIB date YYYY-MM-DD */
  today: () => string;
}

import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/connection';
import type { Database } from '../db/schema';
import type { MidtransConfig } from './payments/midtransConfig';
import type { PlatformWatch } from './platform';

/** What every area receives: the database and a clock (tests pin "today" and move "now"). */
export interface ApiContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** WIB date YYYY-MM-DD */
  today: () => string;
  /** the current instant (tests move it: a meeting starts, a report ages 72 hours) */
  now: () => Date;
  /** how often the 72-hour meeting confirmation runs in this process; 0: not at all */
  meetingConfirmIntervalMs: number;
  /** how often lapsed renewal offers become ordinary openings in this process; 0 or absent: not at all */
  renewalOfferIntervalMs?: number;
  /** how often this process sends the outbox's e-mails; 0 or absent: not at all (tests call the sender themselves) */
  outboxIntervalMs?: number;
  /** Midtrans' Core API (MIDTRANS_SERVER_KEY); absent: the online payment routes answer 503 */
  midtrans?: MidtransConfig;
  /** how often this process re-reads waiting charges from Midtrans; 0 or absent: not at all */
  chargeRecheckIntervalMs?: number;
  /** counts errors per remote build and rolls a failing canary back; absent: reports are only stored */
  platform?: PlatformWatch;
}

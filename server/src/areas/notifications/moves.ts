/**
 * The declared moves: each transition of an order, a meeting, an opening, a renewal offer or a
 * teacher's onboarding, with its effects written beside it (the tables: orderMoveTable.ts,
 * meetingMoveTable.ts, onboardingMoveTable.ts; the shape: moveTypes.ts). A service that makes the
 * transition tells people through this area's notify functions, which all go through
 * `tell(trx, move, notices, …)` (tell.ts), so who hears and on which channel comes from this
 * table. The test `test/moves.test.ts` walks every move and every person it names and checks each
 * effect (notifications, outbox rows, calendar feeds, the desk's list). A move added here without
 * its scenario there fails to compile (the scenarios are a `Record<MoveName, …>`).
 */
import { MEETING_MOVES } from './meetingMoveTable';
import type { Channel, DeclaredMove, Person } from './moveTypes';
import { ONBOARDING_MOVES } from './onboardingMoveTable';
import { ORDER_MOVES } from './orderMoveTable';

export type { CalendarEffect, Channel, DeclaredMove, DeskEffect, Person } from './moveTypes';

export const MOVES = { ...ORDER_MOVES, ...MEETING_MOVES, ...ONBOARDING_MOVES } as const satisfies Record<
  string,
  DeclaredMove
>;

export type MoveName = keyof typeof MOVES;

/** The channels a person is told on for a move (none: not concerned). */
export function channelsOf(move: MoveName, person: Person): readonly Channel[] {
  const told: Partial<Record<Person, readonly Channel[]>> = MOVES[move].told;
  return told[person] ?? [];
}

/**
 * One scenario per admin write route: what it needs is built by the scenarios before it (they run in
 * this order, on one database), and each names the audit row its success must write. The walk
 * (auditAdminRoutes.test.ts) fails when an admin write route of the contract has no scenario here.
 */
import type { Scenarios, WalkWorld } from './adminActTools';
import { orderActScenarios } from './orderActScenarios';
import { onboardingActScenarios, platformActScenarios } from './platformActScenarios';

export type { AdminActScenario, WalkWorld } from './adminActTools';

/** The scenarios, keyed `METHOD url` as the contract declares the route, in the order they run. */
export function adminActScenarios(world: WalkWorld): Scenarios {
  return { ...orderActScenarios(world), ...platformActScenarios(world), ...onboardingActScenarios(world) };
}

import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../platform/health';

/** What stopping the process takes, in order (the server's main and the tests share it). */
export interface ShutdownSteps {
  app: FastifyInstance;
  ready: Readiness;
  /**
   * Settles once whoever routes traffic here had time to see /api/health/ready say no
   * (SHUTDOWN_DRAIN_MS; tests settle it themselves).
   */
  drained: () => Promise<void>;
  /** after the app closed: what outlives it (the database pool) */
  release: () => Promise<void>;
}

/**
 * Stops without dropping work: readiness says no first; then the app stops taking connections
 * and waits for the requests in flight; its onClose hooks wait for the background work (a run of
 * the outbox sender or of a periodic job in progress, mail started after an answer); only then is
 * the database released.
 */
export async function shutDown({ app, ready, drained, release }: ShutdownSteps): Promise<void> {
  ready.drain();
  await drained();
  await app.close();
  await release();
}

function positiveOr(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** How long readiness says no before the process stops taking requests (SHUTDOWN_DRAIN_MS, default 0). */
export function drainDelayFrom(env: NodeJS.ProcessEnv): number {
  return positiveOr(env.SHUTDOWN_DRAIN_MS, 0);
}

/** After this long the process exits even with work unfinished (SHUTDOWN_TIMEOUT_MS, default 30 s). */
export function shutdownTimeoutFrom(env: NodeJS.ProcessEnv): number {
  return positiveOr(env.SHUTDOWN_TIMEOUT_MS, 30_000) || 30_000;
}

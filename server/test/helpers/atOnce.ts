import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { injectAs } from './orderDrafts';

/** How many times a double (or triple) click sends the same request. */
export const PRESSES = 3;

/** One press of a button: who sends what. */
export interface Press {
  headers: Record<string, string>;
  request: InjectOptions;
}

/**
 * Sends the same request `times` times at once (Promise.all through inject, so the handlers
 * interleave at every await, as concurrent requests do) and answers the statuses, sorted. Fails on
 * any 5xx and on a refusal that is not JSON `{ message }`.
 */
export async function pressedAtOnce(app: FastifyInstance, press: Press, times = PRESSES): Promise<number[]> {
  const answers: LightMyRequestResponse[] = await Promise.all(
    Array.from({ length: times }, () => injectAs(app, press.headers, press.request)),
  );
  for (const answer of answers) {
    if (answer.statusCode >= 500) throw new Error(`${press.request.url} answered ${answer.statusCode}: ${answer.body}`);
    if (answer.statusCode >= 400) expect(answer.json()).toEqual({ message: expect.any(String) });
  }
  return answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
}

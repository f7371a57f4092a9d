/** The answer cache's Fastify glue on a bare app: what is kept, and under which generation. */
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerCache } from '../src/platform/cachedAnswers';
import { dynamicCompression } from '../src/platform/compression';

interface Fixture {
  app: FastifyInstance;
  loads: () => number;
  /** what the next load does */
  next: { fail: boolean; duringRead?: () => void };
  bumpGeneration: () => void;
}

async function fixture(): Promise<Fixture> {
  let generation = 0;
  let loads = 0;
  const next: Fixture['next'] = { fail: false };
  const cache = answerCache({ entries: 10, bytes: 1_000_000, ttlMs: 60_000, generation: () => generation });
  const app = Fastify();
  await dynamicCompression(app);
  app.get(
    '/answer',
    {
      schema: { response: { 200: Type.Object({ loads: Type.Integer(), padding: Type.String() }) } },
      onSend: cache.onSend,
    },
    async (request, reply) =>
      cache.answer(request, reply, 'answer', async () => {
        loads += 1;
        next.duringRead?.();
        if (next.fail) throw new Error('database gone');
        return { loads, padding: 'x'.repeat(2_000), undeclared: 'dropped by the schema' };
      }),
  );
  await app.ready();
  return { app, loads: () => loads, next, bumpGeneration: () => (generation += 1) };
}

describe('the answer cache on a route', () => {
  it('keeps the serialised 200 answer, never a failure', async () => {
    const f = await fixture();
    f.next.fail = true;
    expect((await f.app.inject('/answer')).statusCode).toBe(500);
    f.next.fail = false;
    const read = await f.app.inject('/answer');
    const remembered = await f.app.inject('/answer');
    expect(read.json()).toEqual({ loads: 2, padding: 'x'.repeat(2_000) });
    expect(remembered.body).toBe(read.body);
    expect(f.loads()).toBe(2);
    await f.app.close();
  });

  it('does not reuse an answer whose reads a change overlapped', async () => {
    const f = await fixture();
    // The data changes while the answer is being read: what was read may be the old data.
    f.next.duringRead = f.bumpGeneration;
    await f.app.inject('/answer');
    f.next.duringRead = undefined;
    await f.app.inject('/answer');
    await f.app.inject('/answer');
    expect(f.loads()).toBe(2);
    f.bumpGeneration();
    expect((await f.app.inject('/answer')).json()).toMatchObject({ loads: 3 });
    await f.app.close();
  });
});

import { concernTimes, groupOf, type CpuProfile } from '../bench/cpuProfile';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
const NODE_MODULES = '/work/app/node_modules';

/**
 * A tree of frames: root → fastify's handler → pg's query → writev; fastify's serialize → a
 * generated serializer (no url); the GC and idle at the root; a server area's function.
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 6, 7, 8] },
    { id: 2, callFrame: frame('handler', `${NODE_MODULES}/fastify/lib/route.js`), children: [3, 5] },
    { id: 3, callFrame: frame('query', `${NODE_MODULES}/pg/lib/client.js`), children: [4] },
    { id: 4, callFrame: frame('writev') },
    { id: 5, callFrame: frame('serialize', `${NODE_MODULES}/fastify/lib/reply.js`), children: [9] },
    { id: 6, callFrame: frame('(garbage collector)') },
    { id: 7, callFrame: frame('(idle)') },
    { id: 8, callFrame: frame('orderPage', '/work/app/server/dist/server/src/areas/orderViews/orderView.js') },
    { id: 9, callFrame: frame('anonymous0') },
  ],
  // each sample's time is the delta to the next one (the last sample's is unknown, so 0)
  samples: [1, 4, 9, 6, 7, 8, 2, 2],
  timeDeltas: [0, 100, 100, 100, 100, 100, 100, 100],
};

describe("the list bench's CPU profile breakdown", () => {
  it('gives each busy sample to its concern: socket writes by who wrote, serialisers by Fastify, GC; idle left out', () => {
    const { busyMicros, concerns } = concernTimes(profile);
    expect(busyMicros).toBe(600);
    expect(Object.fromEntries(concerns.map(({ concern, micros }) => [concern, micros]))).toEqual({
      'socket writes: queries to PostgreSQL': 100,
      'fast-json-stringify': 100,
      'garbage collection': 100,
      'server/src/areas/orderViews/orderView': 100,
      fastify: 100,
      // no package or server file above it
      'node internals (timers, streams, http parser)': 100,
    });
  });

  it('sums the concerns into the groups the docs print', () => {
    expect(groupOf('socket writes: queries to PostgreSQL')).toBe('PostgreSQL: driver, rows, writes');
    expect(groupOf('pg-protocol')).toBe('PostgreSQL: driver, rows, writes');
    expect(groupOf('socket writes: the answer')).toBe('HTTP and Fastify (routing, hooks, the answer written)');
    expect(groupOf('@fastify/compress')).toBe('compression');
    expect(groupOf('fast-json-stringify')).toBe('serialisation');
    expect(groupOf('server/src/plugins/session')).toBe('hooks: session, metrics, headers, logging');
    expect(groupOf('server/src/areas/lifecycle/openingService')).toBe("the list's own code");
    expect(groupOf('shared/rules (shared)')).toBe("the list's own code");
  });
});

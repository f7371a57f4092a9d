/**
 * Where a list request's CPU goes (issue 50): with BENCH_CPU_PROFILE=<dir> the list bench records
 * a V8 CPU profile of the server's main thread over each target's closed loop (node:inspector, in
 * the server's own process, so the profile holds only that loop), writes it to <dir> as a
 * .cpuprofile (Chrome DevTools opens it) and prints its self time summed per concern: the package
 * or server file that owns the work, the socket writes, compression, JSON and garbage collection.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Sampling every 100 µs: a list request of 200-1,500 µs gets 2-15 samples, enough over thousands of requests. */
const SAMPLING_INTERVAL_MICROS = 100;

function post<T>(session: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) => {
    session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T)));
  });
}

/** Starts the profiler; `stop` ends it and returns the profile. */
export async function startCpuProfile(): Promise<{ stop: () => Promise<CpuProfile> }> {
  const session = new Session();
  session.connect();
  await post(session, 'Profiler.enable');
  await post(session, 'Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_MICROS });
  await post(session, 'Profiler.start');
  return {
    stop: async () => {
      const { profile } = await post<{ profile: CpuProfile }>(session, 'Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

/** The package a node_modules path belongs to ("pg-protocol", "@fastify/compress"). */
function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}

/** Packages and server folders that talk to PostgreSQL: a socket write under them is a query's. */
const DATABASE_OWNERS = /^(pg|pg-protocol|pg-pool|pg-types|kysely|server\/src\/db\/)/;

/** A concern decided by the frame that runs (a leaf), whoever called it; `owner` is the nearest owned frame above. */
function leafConcern({ functionName, url }: CallFrame, owner: string | null): string | null {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8/native outside JS (program)';
  if (url === 'node:zlib' || /brotli|zlib|gzip|deflate/i.test(functionName)) return 'compression (zlib/brotli)';
  if (functionName === 'writev' || functionName === 'writeBuffer' || functionName === 'writeUtf8String')
    return owner && DATABASE_OWNERS.test(owner) ? 'socket writes: queries to PostgreSQL' : 'socket writes: the answer';
  return null;
}

/** The owner of a JS frame: a package, a server file (server/src/...), or null for Node's own code. */
function ownerOf({ url }: CallFrame): string | null {
  const owner = packageOf(url);
  if (owner) return owner.startsWith('@tutor/') ? `${owner} (shared)` : owner;
  const server = url.match(/\/(server\/(?:src|bench)\/.*?)\.js$/);
  if (server?.[1]) return server[1];
  const shared = url.match(/\/(shared\/[^/]+)\//);
  return shared?.[1] ? `${shared[1]} (shared)` : null;
}

/** The few groups the breakdown is summed into (docs/benchmarks/lists.md). */
export function groupOf(concern: string): string {
  if (concern.startsWith('socket writes: queries') || DATABASE_OWNERS.test(concern))
    return 'PostgreSQL: driver, rows, writes';
  if (concern.startsWith('compression') || concern.includes('compress')) return 'compression';
  if (concern === 'fast-json-stringify') return 'serialisation';
  if (concern === 'garbage collection') return 'garbage collection';
  if (
    /^server\/src\/(plugins|platform\/(metrics|securityHeaders)|lib\/tokens)/.test(concern) ||
    /^(prom-client|pino|@fastify\/cookie)$/.test(concern)
  )
    return 'hooks: session, metrics, headers, logging';
  if (/^server\/src\/(areas|lib)|^shared\//.test(concern)) return "the list's own code";
  return 'HTTP and Fastify (routing, hooks, the answer written)';
}

export interface ConcernTime {
  concern: string;
  micros: number;
}

/**
 * Self time per concern, µs: a sample goes to its leaf's concern when the leaf is one (a socket
 * write, compression, GC), else to the nearest frame up its stack that a package or server file
 * owns ("node internals" when none: timers, streams, the HTTP parser's callbacks). Idle excluded.
 */
export function concernTimes(profile: CpuProfile): { busyMicros: number; concerns: ConcernTime[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const concernOfNode = new Map<number, string | null>();
  const concernOf = (id: number): string | null => {
    if (concernOfNode.has(id)) return concernOfNode.get(id) ?? null;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return null;
    let owner: string | null = null;
    for (let at: number | undefined = id; !owner && at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      owner = frame ? ownerOf(frame) : null;
      // fast-json-stringify's generated serializers have no url: the first owned frame above them is Fastify's serialize
      if (owner === 'fastify' && frame?.functionName === 'serialize' && at !== id) owner = 'fast-json-stringify';
    }
    const decided = leafConcern(node.callFrame, owner) ?? owner ?? 'node internals (timers, streams, http parser)';
    concernOfNode.set(id, decided);
    return decided;
  };
  const totals = new Map<string, number>();
  let busyMicros = 0;
  profile.samples.forEach((id, index) => {
    // a sample's time is the delta to the next sample (the last one has none)
    const micros = profile.timeDeltas[index + 1] ?? 0;
    const concern = concernOf(id);
    if (concern === null) return;
    busyMicros += micros;
    totals.set(concern, (totals.get(concern) ?? 0) + micros);
  });
  const concerns = [...totals].map(([concern, micros]) => ({ concern, micros })).sort((a, b) => b.micros - a.micros);
  return { busyMicros, concerns };
}

/**
 * Prints the groups, then the concerns above 1 %, each as its share of the main thread's busy
 * samples and that share of `cpuMicros` (the server's measured CPU per answer). A sample is wall
 * time: on a loaded machine it also counts time the thread waited for a CPU, hence the shares.
 */
export function printCpuProfile(profile: CpuProfile, name: string, cpuMicros: number): void {
  const { busyMicros, concerns } = concernTimes(profile);
  const line = (label: string, micros: number) =>
    `${label}: ${((micros / busyMicros) * 100).toFixed(1)} % ≈ ${((micros / busyMicros) * cpuMicros).toFixed(0)} µs`;
  const groups = new Map<string, number>();
  for (const { concern, micros } of concerns)
    groups.set(groupOf(concern), (groups.get(groupOf(concern)) ?? 0) + micros);
  console.log(`  profile of ${name} (server CPU ${cpuMicros.toFixed(0)} µs/answer):`);
  for (const [group, micros] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`    ${line(group, micros)}`);
  console.log('    by package or file:');
  for (const { concern, micros } of concerns)
    if (micros >= busyMicros / 100) console.log(`      ${line(concern, micros)}`);
}

/** Writes the profile to `dir` (Chrome DevTools opens it) and prints its breakdown. */
export function reportCpuProfile(profile: CpuProfile, dir: string, name: string, cpuMicros: number): void {
  const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  printCpuProfile(profile, `${name} (${file})`, cpuMicros);
}

// node dist/server/bench/cpuProfile.js <file.cpuprofile> <server CPU µs per answer>: a saved profile's breakdown
if (require.main === module) {
  const [file, cpuMicros] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuProfile.js <file.cpuprofile> <server CPU µs per answer>');
  printCpuProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, file, Number(cpuMicros ?? 0));
}

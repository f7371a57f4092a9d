import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Client endpoints are typed from the contract (`contractEndpoints` in @tutor/api): a wrong URL,
 * method, param, body or answer is a compile error. Proved here as lintRules.test.ts proves the
 * lint rules: endpoints are planted in a temporary file of a remote (mf-search), and that remote's
 * own typecheck (`tsc -p tsconfig.json --noEmit`, what `npm run typecheck` runs) must refuse each
 * wrong one on its line and accept the right ones.
 */
const root = path.resolve(__dirname, '..', '..');
const project = path.join(root, 'mf-search');
const fileName = `endpointProbe${process.pid}.ts`;
const planted = path.join(project, 'src', 'api', fileName);

interface Probe {
  name: string;
  /** one line inside the endpoints object */
  line: string;
  /** the compiler's error code, or null when the line must compile */
  error: string | null;
}

const PROBES: Probe[] = [
  {
    name: 'a declared route with its params and query (allowed)',
    line: "ok1: route.query('GET /api/landing/guru/:id', { request: (id: number) => ({ params: { id }, query: { page: 1 } }) }),",
    error: null,
  },
  {
    name: 'a body of the declared shape, the answer read as declared (allowed)',
    line: "ok2: route.mutation('POST /api/pesanan/:kode/ulasan', { request: (kode: string) => ({ params: { kode }, body: { guru_id: 1, rating: 5, ulasan: 'Baik' } }), transformResponse: (answer) => answer.data.rating }),",
    error: null,
  },
  {
    name: 'a URL no route declares',
    line: "wrongUrl: route.query('GET /api/landing/guruu/:id', { request: (id: number) => ({ params: { id } }) }),",
    error: 'TS2345',
  },
  {
    name: 'a declared URL with another method',
    line: "wrongMethod: route.mutation('POST /api/landing/guru/:id', { request: (id: number) => ({ params: { id } }) }),",
    error: 'TS2345',
  },
  {
    name: 'a body missing a field of its schema',
    line: "wrongBody: route.mutation('POST /api/pesanan/:kode/ulasan', { request: (kode: string) => ({ params: { kode }, body: { guru_id: 1, rating: 5 } }) }),",
    error: 'TS2322',
  },
  {
    name: 'a body field of the wrong type',
    line: "wrongField: route.mutation('POST /api/pesanan/:kode/ulasan', { request: (kode: string) => ({ params: { kode }, body: { guru_id: 1, rating: '5', ulasan: 'Baik' } }) }),",
    error: 'TS2322',
  },
  {
    name: 'a param the URL does not name',
    line: "wrongParam: route.query('GET /api/landing/guru/:id', { request: (id: number) => ({ params: { guru: id } }) }),",
    error: 'TS2322',
  },
  {
    name: 'a query key the route does not declare',
    line: "wrongQuery: route.query('GET /api/landing/guru/:id', { request: (id: number) => ({ params: { id }, query: { halaman: 1 } }) }),",
    error: 'TS2322',
  },
  {
    name: 'a field the answer does not have',
    line: "wrongAnswer: route.query('GET /api/landing/guru/:id', { request: (id: number) => ({ params: { id } }), transformResponse: (answer) => answer.data?.nama_lengkap }),",
    error: 'TS2339',
  },
  {
    name: 'a route picked by hand with a wrong URL',
    line: "wrongPick: build.mutation<unknown, number>({ query: (id) => routeRequest('POST /api/pertemuan/:id/ubah-jadwal/setujui', { params: { id } }) }),",
    error: 'TS2345',
  },
];

const HEADER = [
  "import { api, contractEndpoints, routeRequest } from '@tutor/api';",
  '',
  'export const endpointProbe = api.injectEndpoints({',
  '  endpoints: (build) => {',
  '    const route = contractEndpoints(build);',
  '    return {',
];
const FOOTER = ['    };', '  },', '});', ''];
/** the 1-based line of each probe in the planted file */
const lineOf = (index: number) => HEADER.length + index + 1;

/** The compiler's errors in the planted file, by line. */
function typecheck(): Map<number, string[]> {
  writeFileSync(planted, [...HEADER, ...PROBES.map((probe) => `      ${probe.line}`), ...FOOTER].join('\n'));
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  const result = spawnSync(tsc, ['-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], {
    cwd: project,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const errors = new Map<number, string[]>();
  const pattern = new RegExp(`${fileName.replace('.', '\\.')}\\((\\d+),\\d+\\): error (TS\\d+)`, 'g');
  for (const match of result.stdout.matchAll(pattern)) {
    const line = Number(match[1]);
    errors.set(line, [...(errors.get(line) ?? []), match[2] ?? '']);
  }
  return errors;
}

describe('the typecheck refuses an endpoint that does not match its route', () => {
  let errors: Map<number, string[]>;
  beforeAll(() => {
    try {
      errors = typecheck();
    } finally {
      rmSync(planted, { force: true });
    }
  }, 300_000);

  it.each(PROBES.map((probe, index) => [probe.name, probe, index] as const))('%s', (_name, probe, index) => {
    const found = errors.get(lineOf(index)) ?? [];
    if (probe.error === null) expect(found).toEqual([]);
    else expect(found).toContain(probe.error);
  });
});

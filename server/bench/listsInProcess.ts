/**
 * The list bench without HTTP (BENCH_LISTS_IN_PROCESS=1): each target's paths asked in turn through
 * Fastify's inject, one at a time, printing the server's CPU µs per answer (process.cpuUsage; the
 * machine's other load changes it far less than req/s). With BENCH_LISTS_DUMP=<file> it first writes
 * every answer of a fixed set of pages (every status, several pages deep, the searches, the job
 * board, the applications) as JSON lines, so two versions of the code can be compared byte for byte.
 */
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

export interface ListTarget {
  name: string;
  headers: Record<string, string>;
  paths: string[];
}

const ORDER_STATUSES = [
  'menunggu_konfirmasi',
  'mencari_guru',
  'guru_diusulkan',
  'menunggu_pembayaran',
  'aktif',
  'selesai',
  'dibatalkan',
];
const PAGES_DEEP = 3;

/** The answers of `path` and the pages after it (following nextCursor), as `path\tbody` lines. */
async function pagesOf(app: FastifyInstance, headers: Record<string, string>, path: string): Promise<string[]> {
  const lines: string[] = [];
  let next: string | null = path;
  for (let page = 0; page < PAGES_DEEP && next !== null; page += 1) {
    const answer: { statusCode: number; body: string; json: () => unknown } = await app.inject({ url: next, headers });
    lines.push(`${next}\t${answer.statusCode}\t${answer.body}`);
    const cursor: string | null | undefined =
      answer.statusCode === 200 ? (answer.json() as { nextCursor?: string | null }).nextCursor : null;
    next = cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}` : null;
  }
  return lines;
}

export async function dumpListAnswers(app: FastifyInstance, targets: ListTarget[], file: string): Promise<void> {
  const admin = targets[0]?.headers ?? {};
  const teacher = targets.find((target) => target.name === 'job board')?.headers ?? {};
  const asked: { headers: Record<string, string>; path: string }[] = [
    ...targets.flatMap((target) => target.paths.map((path) => ({ headers: target.headers, path }))),
    ...ORDER_STATUSES.map((status) => ({ headers: admin, path: `/api/pesanan?status=${status}` })),
    ...['kode=PB-0099', 'siswa=Putri', 'siswa=wijaya&status=aktif', 'kode=PB-00000&status=dibatalkan'].map((query) => ({
      headers: admin,
      path: `/api/pesanan?${query}`,
    })),
    ...['6', '16', '20'].flatMap((program) =>
      ['terbaru', 'kecocokan'].map((sort) => ({
        headers: teacher,
        path: `/guru/loker-mengajar-searching?type=json&urut=${sort}&program=${program}`,
      })),
    ),
  ];
  const lines: string[] = [];
  for (const { headers, path } of asked) lines.push(...(await pagesOf(app, headers, path)));
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`${lines.length} answers written to ${file}`);
}

/** CPU µs per answer of each target, its paths asked in turn `rounds` times after a warm-up. */
export async function cpuPerAnswer(app: FastifyInstance, targets: ListTarget[], rounds: number): Promise<void> {
  console.log('target | in-process CPU µs/answer | wall ms/answer');
  for (const target of targets) {
    const ask = async () => {
      for (const path of target.paths) await app.inject({ url: path, headers: target.headers });
    };
    for (let warm = 0; warm < 20; warm += 1) await ask();
    const cpuBefore = process.cpuUsage();
    const wallBefore = process.hrtime.bigint();
    for (let round = 0; round < rounds; round += 1) await ask();
    const cpu = process.cpuUsage(cpuBefore);
    const answers = rounds * target.paths.length;
    const wallMs = Number(process.hrtime.bigint() - wallBefore) / 1e6 / answers;
    console.log(`${target.name} | ${((cpu.user + cpu.system) / answers).toFixed(0)} | ${wallMs.toFixed(2)}`);
  }
}

/**
 * Which of the statements PostgreSQL planned for their values more often than it used a kept plan,
 * per pooled connection asked (pg_prepared_statements is per connection): a list statement among
 * them is planned on every run. Searches are, by design (their limit is bound).
 */
export async function replannedStatements(db: Kysely<Database>, asks: number): Promise<void> {
  const seen = new Map<string, { generic: number; custom: number }>();
  for (let ask = 0; ask < asks; ask += 1) {
    const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
      select statement, generic_plans, custom_plans from pg_prepared_statements where custom_plans > 0`.execute(db);
    for (const row of rows) {
      const known = seen.get(row.statement) ?? { generic: 0, custom: 0 };
      seen.set(row.statement, {
        generic: Math.max(known.generic, Number(row.generic_plans)),
        custom: Math.max(known.custom, Number(row.custom_plans)),
      });
    }
  }
  console.log('statements planned for their values (most on one connection): custom | generic | statement');
  for (const [statement, plans] of [...seen].sort((a, b) => b[1].custom - a[1].custom)) {
    if (plans.custom > 5)
      console.log(
        `${plans.custom} | ${plans.generic} | ${statement
          .replace(/\s+/g, ' ')
          .replace(/^select "page"\.\*, .* from \(select "o"\."id", .*? from "orders" as "o" /, 'page of orders: ')
          .slice(0, 300)}`,
      );
  }
}

// bench:cluster's last part: reads and newsletter subscriptions through the nginx over both
// processes while one of them is killed (SIGKILL). How many reads failed (nginx should have
// retried them on the other process), how many writes failed, and whether every write that was
// acknowledged with a 2xx is in the database afterwards.
import { createRequire } from 'node:module';
import { describeFailures, readLoad } from './loadGenerators.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

/** A CSRF cookie and token, as the browser gets them. */
async function csrf(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = String(answer.headers.get('set-cookie')).split(';')[0];
  return { cookie, 'x-csrf-token': (await answer.json()).token };
}

/** Subscriptions, `writers` at a time, each from its own address, until `until()` is false. */
async function subscribeWhile(baseUrl, writers, until) {
  const session = await csrf(baseUrl);
  const outcomes = [];
  let sent = 0;
  const runId = Date.now().toString(36);
  const writer = async () => {
    while (until()) {
      sent += 1;
      const email = `cluster-${runId}-${sent}@contoh.id`;
      const address = `10.77.${(sent >> 8) & 255}.${sent & 255}`;
      const status = await fetch(`${baseUrl}/api/subscribe`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email }),
      }).then(
        (answer) => answer.status,
        () => 'error',
      );
      outcomes.push({ email, status });
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return outcomes;
}

async function missingFromDatabase(emails) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select email from newsletter_subscribers where email = any($1)', [emails]);
    const found = new Set(rows.map((row) => row.email));
    return emails.filter((email) => !found.has(email));
  } finally {
    await client.end();
  }
}

/**
 * @param {{ generator: { name: string }, baseUrl: string, victim: { child: import('node:child_process').ChildProcess },
 *   paths: string[], headers: Record<string, string>, connections: number, seconds: number, killAfterMs: number,
 *   writers: number, loadAverage: () => string }} drill
 * @returns {Promise<boolean>} whether every acknowledged write was found
 */
export async function killDrill({
  generator,
  baseUrl,
  victim,
  paths,
  headers,
  connections,
  seconds,
  killAfterMs,
  writers,
  loadAverage,
}) {
  const duration = Math.max(seconds, Math.ceil((killAfterMs * 2) / 1000));
  const ends = Date.now() + duration * 1000;
  const kill = new Promise((resolve) => setTimeout(() => resolve(victim.child.kill('SIGKILL')), killAfterMs));
  const [during, outcomes] = await Promise.all([
    readLoad(generator, { url: baseUrl, paths, headers, connections, seconds: duration }),
    subscribeWhile(baseUrl, writers, () => Date.now() < ends),
    kill,
  ]);
  const statusCounts = {};
  for (const { status } of outcomes) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  const acknowledged = outcomes
    .filter(({ status }) => typeof status === 'number' && status >= 200 && status < 300)
    .map(({ email }) => email);
  const missing = await missingFromDatabase(acknowledged);
  console.log(
    `\nprocess 2 killed (SIGKILL) after ${killAfterMs} ms of a ${duration} s run; load average ${loadAverage()}`,
  );
  console.log(
    `reads (${during.generator}): ${during.requests} answered, ${describeFailures(during)}, p99 ${during.p99} ms`,
  );
  console.log(
    `writes: ${outcomes.length} subscriptions sent, by status ${JSON.stringify(statusCounts)}; acknowledged ${acknowledged.length}, missing from the database ${missing.length}`,
  );
  if (missing.length > 0) console.error(`acknowledged but missing: ${missing.slice(0, 10).join(', ')}`);
  return missing.length === 0;
}

import pg from 'pg';

/**
 * On PostgreSQL each jest worker works in a database of its own (`<DATABASE_URL's database>_w<worker>`),
 * its test files each in a fresh schema there. Kysely's migrator lists the tables of every schema of
 * its database; in one shared database a file migrating while another worker dropped its schema
 * failed with "schema ... does not exist", which held the PostgreSQL pass to one worker.
 */
export function workerDatabaseUrl(url: string, worker: string | undefined = process.env.JEST_WORKER_ID): string {
  const parsed = new URL(url);
  parsed.pathname = `/${workerDatabaseName(parsed.pathname.slice(1) || 'postgres', worker ?? '1')}`;
  return parsed.toString();
}

export function workerDatabaseName(base: string, worker: string): string {
  return `${base}_w${worker}`;
}

/** jest's globalSetup: creates the workers' databases that are missing (DATABASE_URL unset: nothing). */
export default async function createWorkerDatabases(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const base = new URL(url).pathname.slice(1) || 'postgres';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
      const name = workerDatabaseName(base, String(worker));
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount !== 0) continue;
      // CREATE DATABASE takes no bound parameters: the name is checked to be a plain identifier first
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL must name a plain database: ${base}`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
}

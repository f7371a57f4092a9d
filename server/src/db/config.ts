import path from 'node:path';
import { repoRoot } from '../config';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema: string };

export const DEFAULT_SEED_TEACHERS = 2000;
export const MAX_SEED_TEACHERS = 200_000;

/**
 * SQLite in <repo>/data/app.sqlite unless DATABASE_URL points at PostgreSQL. DATA_DIR moves the
 * SQLite folder; DATABASE_SCHEMA picks the PostgreSQL schema (default public).
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return { kind: 'postgres', url, schema: env.DATABASE_SCHEMA?.trim() || 'public' };
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') };
}

/** SEED_TEACHERS (e.g. 100000 for the bench); the default keeps a fresh start fast. */
export function seedTeacherCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_TEACHERS?.trim();
  if (!raw) return DEFAULT_SEED_TEACHERS;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 10 || count > MAX_SEED_TEACHERS) {
    throw new Error(`SEED_TEACHERS harus bilangan bulat 10..${MAX_SEED_TEACHERS}, bukan "${raw}"`);
  }
  return count;
}

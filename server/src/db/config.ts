import path from 'node:path';
import { repoRoot } from '../config';

export interface SqliteConfig {
  kind: 'sqlite';
  file: string;
  /** SQLite's page cache of this process's connection, MiB (SQLITE_CACHE_MIB) */
  cacheMiB?: number;
  /** how much of the file is read through a memory map, MiB (SQLITE_MMAP_MIB; 0: none) */
  mmapMiB?: number;
}

export type DatabaseConfig = SqliteConfig | { kind: 'postgres'; url: string; schema: string };

/**
 * SQLite's defaults are a 2 MiB page cache (500 pages) and no memory map. At 100,000 teachers the
 * database is ~280 MiB: a search that nobody asked recently reads its 12 teachers from pages the
 * last searches pushed out, each a read() system call and a copy, and the fee search's reference
 * pages were pushed out in turn. With the file mapped, a page missing from the cache is read from
 * memory the OS shares between processes (no system call, no copy); the larger cache keeps the hot
 * pages (index interiors, reference data). Both are upper bounds, not allocations.
 */
export const SQLITE_CACHE_MIB = 64;
export const SQLITE_MMAP_MIB = 1024;

/** SQLITE_CACHE_MIB and SQLITE_MMAP_MIB when set (a number of MiB), else the defaults above. */
export function sqliteTuning(env: NodeJS.ProcessEnv = process.env): Pick<SqliteConfig, 'cacheMiB' | 'mmapMiB'> {
  const mib = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`${name} harus jumlah MiB (0 atau lebih), bukan "${raw}"`);
    return value;
  };
  return { cacheMiB: mib('SQLITE_CACHE_MIB', SQLITE_CACHE_MIB), mmapMiB: mib('SQLITE_MMAP_MIB', SQLITE_MMAP_MIB) };
}

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
  return { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite'), ...sqliteTuning(env) };
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

import path from 'node:path';

/** Files a deploy replaces in place must always be revalidated. */
const ALWAYS_FRESH = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'mf-manifest-stats.json',
  'index.html',
  'remotes.json',
]);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

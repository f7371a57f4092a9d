import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';

const FOLDER_NAME = /^[a-z0-9][a-z0-9._-]{0,80}$/i;
/** Remote folders that are built in place (<root>/<folder>/dist). */
const BUILT_IN_REMOTES = new Set(['mf-landing', 'mf-search', 'mf-blog', 'mf-order-wizard', 'mf-job-board']);

/** The folder on disk that /remotes/<folder>/ serves: a deployment first, else a built-in build. */
export function remoteRoot(config: ServerConfig, folder: string): string | null {
  if (!FOLDER_NAME.test(folder)) return null;
  const deployed = path.join(config.deploymentsDir, folder);
  if (existsSync(deployed)) return deployed;
  if (BUILT_IN_REMOTES.has(folder)) return path.join(config.appsRoot, folder, 'dist');
  return null;
}

const LOCAL_MANIFEST = /^\/remotes\/([a-z0-9][a-z0-9._-]{0,80})\/mf-manifest\.json$/i;

/** For an entry such as /remotes/mf-blog/mf-manifest.json: its folder and URL base; else null. */
export function localManifestEntry(entry: string): { folder: string; base: string } | null {
  const match = LOCAL_MANIFEST.exec(entry);
  return match?.[1] ? { folder: match[1], base: `/remotes/${match[1]}/` } : null;
}

/**
 * When a build was made, from its folder's metadata: the modification time of its mf-manifest.json
 * (written by the build, copied as is by a deploy). Null for an entry not served from a folder here.
 */
export function buildTimeOfEntry(config: ServerConfig, entry: string): string | null {
  const local = localManifestEntry(entry);
  const root = local && remoteRoot(config, local.folder);
  if (!root) return null;
  try {
    return statSync(path.join(root, 'mf-manifest.json')).mtime.toISOString();
  } catch {
    return null;
  }
}

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { localManifestEntry, remoteRoot } from './remoteFiles';
import type { RemoteRoute } from './routeOwner';

/** What index.html carries for the remote that owns the requested URL. */
export interface RemoteHints {
  /** URL of the remote's mf-manifest.json and its text, handed to the shell's runtime */
  manifestUrl: string;
  manifestText: string;
  /** remoteEntry.js, then the chunks of ./App, all fetched in parallel with the shell's own */
  scripts: string[];
  styles: string[];
}

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const SAFE_FILE = /^[\w./-]+$/;

/** mf-manifest.json files by path, kept while their modification time is unchanged. */
const manifestCache = new Map<string, { mtimeMs: number; text: string; parsed: ManifestShape }>();

async function readManifest(file: string): Promise<{ text: string; parsed: ManifestShape } | null> {
  try {
    const { mtimeMs } = await stat(file);
    const known = manifestCache.get(file);
    if (known && known.mtimeMs === mtimeMs) return known;
    const text = await readFile(file, 'utf8');
    const entry = { mtimeMs, text, parsed: JSON.parse(text) as ManifestShape };
    manifestCache.set(file, entry);
    return entry;
  } catch {
    return null; // no such build, or not JSON: the shell fetches the entry itself as before
  }
}

/** Reads the owning remote's mf-manifest.json from disk (a deployment folder or a built-in build). */
export async function remoteHints(config: ServerConfig, remote: RemoteRoute): Promise<RemoteHints | null> {
  const local = localManifestEntry(remote.entry);
  const root = local && remoteRoot(config, local.folder);
  if (!local || !root) return null;
  const manifest = await readManifest(path.join(root, 'mf-manifest.json'));
  if (!manifest) return null;
  const { metaData, exposes } = manifest.parsed;
  const entryName = metaData?.remoteEntry?.name;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  if (typeof entryName !== 'string') return null;
  const app = exposes?.find((expose) => expose.path === './App');
  const files = (list: string[]) => list.filter((file) => SAFE_FILE.test(file) && !file.includes('..')).map((file) => local.base + file);
  return {
    manifestUrl: remote.entry,
    manifestText: manifest.text,
    scripts: files([path.posix.join(entryPath, entryName), ...strings(app?.assets?.js?.sync)]),
    styles: files(strings(app?.assets?.css?.sync)),
  };
}

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchesPagePattern } from '@tutor/rules';
import type { ServerConfig } from '../config';
import { localManifestEntry, remoteRoot } from './remoteFiles';
import type { RemoteRoute } from './routeOwner';

/** What index.html carries for the remote that owns the requested URL. */
export interface RemoteHints {
  /** URL of the remote's mf-manifest.json and its text, handed to the shell's runtime */
  manifestUrl: string;
  manifestText: string;
  /**
   * remoteEntry.js, the chunks of ./App and of the requested page (page-chunks.json), all fetched
   * in parallel with the shell's own
   */
  scripts: string[];
  styles: RemoteStyle[];
}

export interface RemoteStyle {
  /** URL the server links */
  href: string;
  /**
   * The file as the remote's own runtime names it (relative to its public path): written as
   * `data-href` so that runtime finds the stylesheet already on the page instead of adding it again.
   */
  chunkHref: string;
}

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const SAFE_FILE = /^[\w./-]+$/;

/** page-chunks.json, written by @tutor/mf-config's PageChunksPlugin */
interface SharedFallbackShape {
  key?: unknown;
  js?: unknown;
  css?: unknown;
}
interface PageChunksShape {
  app?: { shared?: SharedFallbackShape[] };
  pages?: { routes?: unknown; js?: unknown; css?: unknown; shared?: SharedFallbackShape[] }[];
}
/** The shell's mf-manifest.json: the shared modules it provides. */
interface ShellManifestShape {
  shared?: { name?: unknown }[];
}

/** JSON files of the builds by path, kept while their modification time is unchanged. */
const jsonCache = new Map<string, { mtimeMs: number; text: string; parsed: unknown }>();

async function readJson<T>(file: string): Promise<{ text: string; parsed: T } | null> {
  try {
    const { mtimeMs } = await stat(file);
    const known = jsonCache.get(file);
    if (known && known.mtimeMs === mtimeMs) return { text: known.text, parsed: known.parsed as T };
    const text = await readFile(file, 'utf8');
    const parsed: unknown = JSON.parse(text);
    jsonCache.set(file, { mtimeMs, text, parsed });
    return { text, parsed: parsed as T };
  } catch {
    return null; // no such build (or a build from before the file existed), or not JSON: no hints from it
  }
}

/**
 * The files of the page whose pattern matches `pathname`, if the build lists one, with those of
 * the shared modules it and the remote's App consume that the shell does not provide: the runtime
 * takes those from this remote, so they are as certain to load as the page itself.
 */
async function pageFiles(
  root: string,
  pathname: string,
  shellProvides: ReadonlySet<string>,
): Promise<{ js: string[]; css: string[] }> {
  const chunks = await readJson<PageChunksShape>(path.join(root, 'page-chunks.json'));
  const page = chunks?.parsed.pages?.find((candidate) =>
    strings(candidate.routes).some((route) => matchesPagePattern(route, pathname)),
  );
  const fallbacks = [...(chunks?.parsed.app?.shared ?? []), ...(page?.shared ?? [])].filter(
    (fallback) => typeof fallback.key === 'string' && !shellProvides.has(fallback.key),
  );
  return {
    js: [...strings(page?.js), ...fallbacks.flatMap((fallback) => strings(fallback.js))],
    css: [...strings(page?.css), ...fallbacks.flatMap((fallback) => strings(fallback.css))],
  };
}

async function sharedByShell(config: ServerConfig): Promise<Set<string>> {
  const manifest = await readJson<ShellManifestShape>(path.join(config.shellDir, 'mf-manifest.json'));
  return new Set(
    (manifest?.parsed.shared ?? [])
      .map((module) => module.name)
      .filter((name): name is string => typeof name === 'string'),
  );
}

/** Reads the owning remote's mf-manifest.json from disk (a deployment folder or a built-in build). */
export async function remoteHints(
  config: ServerConfig,
  remote: RemoteRoute,
  pathname: string,
): Promise<RemoteHints | null> {
  const local = localManifestEntry(remote.entry);
  const root = local && remoteRoot(config, local.folder);
  if (!local || !root) return null;
  const [manifest, page] = await Promise.all([
    readJson<ManifestShape>(path.join(root, 'mf-manifest.json')),
    sharedByShell(config).then((shellProvides) => pageFiles(root, pathname, shellProvides)),
  ]);
  if (!manifest) return null;
  const { metaData, exposes } = manifest.parsed;
  const entryName = metaData?.remoteEntry?.name;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  if (typeof entryName !== 'string') return null;
  const app = exposes?.find((expose) => expose.path === './App');
  // a chunk shared by the page and a fallback is listed once
  const safe = (list: string[]) => [...new Set(list)].filter((file) => SAFE_FILE.test(file) && !file.includes('..'));
  return {
    manifestUrl: remote.entry,
    manifestText: manifest.text,
    scripts: safe([path.posix.join(entryPath, entryName), ...strings(app?.assets?.js?.sync), ...page.js]).map(
      (file) => local.base + file,
    ),
    styles: safe([...strings(app?.assets?.css?.sync), ...page.css]).map((file) => ({
      href: local.base + file,
      chunkHref: file,
    })),
  };
}

import { parseRemotesManifest, type RemoteDefinition } from './manifest';

/**
 * What the server writes into index.html (server/src/platform/shellPage.ts): the current
 * remotes.json, and the mf-manifest.json of the remote that owns the requested URL. Reading them
 * from the page saves two round trips before the remote's code can even be requested.
 */
export const REMOTES_SCRIPT_ID = 'remotes-manifest';
export const ENTRY_MANIFEST_SCRIPT_ID = 'remote-entry-manifest';
/** The store's answers of a server-rendered page (server/src/platform/ssr/). */
export const SSR_STATE_SCRIPT_ID = 'ssr-state';

function jsonScript(id: string): HTMLScriptElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLScriptElement && element.type === 'application/json' ? element : null;
}

/** The remotes.json the server inlined, or null (no server inlining: dev server, tests). */
export function readInlinedRemotes(): RemoteDefinition[] | null {
  const script = jsonScript(REMOTES_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    return parseRemotesManifest(JSON.parse(script.textContent));
  } catch {
    return null; // a broken inline copy: fetch /remotes.json as before
  }
}

const absolute = (url: string) => new URL(url, window.location.href).href;
let entryManifestTaken = false;

/**
 * The inlined mf-manifest.json when `url` is the one the server inlined; given out once, so a
 * "Coba lagi" or a later deploy always reads the file itself.
 */
export function takeInlinedEntryManifest(url: string): string | null {
  if (entryManifestTaken) return null;
  const script = jsonScript(ENTRY_MANIFEST_SCRIPT_ID);
  const source = script?.dataset.url;
  if (!script?.textContent || !source || absolute(source) !== absolute(url)) return null;
  entryManifestTaken = true;
  return script.textContent;
}

/** The answers a server-rendered page was rendered with, or null when the page was not server-rendered. */
export function readServerState(): Record<string, unknown> | null {
  const script = jsonScript(SSR_STATE_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    const state: unknown = JSON.parse(script.textContent);
    return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

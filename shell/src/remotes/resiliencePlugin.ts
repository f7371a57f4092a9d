import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportClientError } from '@tutor/api';
import { takeInlinedEntryManifest } from './inlined';

/** What loadRemote resolves to when a remote cannot be loaded at all. */
export const REMOTE_UNAVAILABLE = Symbol.for('shell.remote-unavailable');
export interface UnavailableRemote {
  [REMOTE_UNAVAILABLE]: true;
}

export function isUnavailable(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

// Hand-made, not @module-federation/retry-plugin: its newest release (0.17.1) needs @module-federation/sdk 0.17.1 beside our
// runtime's sdk 2.9.2 (enhanced 2.9.2), a second sdk copy in the bundle that shared/mf/federationCopies.js refuses at build.
const ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET with retries and back-off; a final non-2xx is an error so the failure path takes over. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  attempts = ATTEMPTS,
  backoffMs = 250,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.ok) return response;
      lastError = new Error(`${url} answered ${response.status}`);
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) break;
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await wait(backoffMs * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

/** Loads a remote's entry script again, with back-off, before the remote is declared unavailable. */
async function retryRemoteEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: EntryErrorArgs) {
  for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
    await wait(250 * attempt);
    // The failed load is still registered under its key, its promise waiting for this hook: asked
    // again, the runtime would hand back that promise and the retry would wait for itself forever
    // (a server-rendered page, whose manifest is inlined, hung here with its HTML unstyled).
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // try again, then leave it to errorLoadRemote
    }
  }
  return undefined;
}

/**
 * Layers one and two of the resilience contract: the manifest fetch (answered from the
 * page when the server inlined that manifest) and the entry
 * script are retried, and a remote that still fails resolves to a marker the shell renders as the
 * "bagian ini sedang tidak tersedia" panel, instead of an exception.
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-resilience',
    fetch(url, init) {
      const inlined = takeInlinedEntryManifest(url);
      if (inlined)
        return Promise.resolve(new Response(inlined, { status: 200, headers: { 'Content-Type': 'application/json' } }));
      return fetchWithRetry(url, init);
    },
    // The hook's declared type is a promise of a promise; promises flatten at run time.
    loadEntryError: ((args: EntryErrorArgs) => retryRemoteEntry(args)) as unknown as LoadEntryErrorHook,
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      void reportClientError({
        message: `Remote ${id} gagal dimuat: ${error instanceof Error ? error.message : String(error)}`,
        source: 'shell/remote-loader',
      });
      const fallback: UnavailableRemote = { [REMOTE_UNAVAILABLE]: true };
      return fallback;
    },
  };
}

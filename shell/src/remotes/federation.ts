import {
  getInstance,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { removeFailedStylesheets, spendFailedPreloads } from './failedAssets';
import { readInlinedRemotes } from './inlined';
import type { RemoteDefinition } from './manifest';
import { isUnavailable, resiliencePlugin } from './resiliencePlugin';
import { findRemoteForPath } from './resolve';
import { sharedIsolationPlugin } from './sharedIsolation';
import { remoteAppKey } from './startContext';

export interface RemoteAppModule {
  default: ComponentType;
  /** loads the page of a URL ahead of rendering it (the SSR remotes' App.tsx export it) */
  preloadPage?: (pathname: string) => Promise<void>;
}

/** Loaded ./App modules by name@entry, for what else they export (preloadPage). */
const loadedModules = new Map<string, RemoteAppModule>();

let pluginRegistered = false;

/** Registers the remotes of remotes.json with the module-federation runtime of this page. */
export function registerPlatformRemotes(remotes: readonly RemoteDefinition[]): void {
  const shell = getInstance();
  if (!shell) throw new Error('module federation runtime is not initialised');
  if (!pluginRegistered) {
    registerPlugins([resiliencePlugin()]);
    // global: every remote's runtime instance, created when its entry initialises, gets it
    registerGlobalPlugins([sharedIsolationPlugin(shell.options.name)]);
    pluginRegistered = true;
  }
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Loads in flight or done, by name@entry: the start-up load and RemoteOutlet share one. */
const pending = new Map<string, Promise<ComponentType | null>>();
const keyOf = remoteAppKey;
/** remotes (by name@entry) whose last load failed: the next load starts from nothing */
const failedBefore = new Set<string>();

async function importRemoteApp(remote: RemoteDefinition): Promise<ComponentType | null> {
  try {
    const loaded = await loadRemote<RemoteAppModule>(`${remote.name}/App`);
    if (!loaded || isUnavailable(loaded) || typeof loaded.default !== 'function') return null;
    loadedModules.set(keyOf(remote), loaded);
    return loaded.default;
  } catch {
    return null;
  }
}

/**
 * Loads a remote's `./App`. Resolves to null when the remote is unavailable (after retries).
 * `fresh` forgets what the runtime cached about the remote, for the "Coba lagi" button.
 */
export function loadRemoteApp(remote: RemoteDefinition, fresh: boolean): Promise<ComponentType | null> {
  const key = keyOf(remote);
  const known = pending.get(key);
  if (known && !fresh) return known;
  if (fresh || failedBefore.has(key)) {
    // Coba lagi, or a visit to a remote that failed: the failed stylesheets go and the runtime
    // forgets the remote (its manifest, entry script promise, instance and share-scope entries),
    // so nothing of the failed load is handed back as the answer; then it loads anew.
    removeFailedStylesheets();
    spendFailedPreloads();
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }
  const load = importRemoteApp(remote).then((App) => {
    if (App) failedBefore.delete(key);
    else {
      pending.delete(key);
      failedBefore.add(key);
    }
    return App;
  });
  pending.set(key, load);
  return load;
}

/** Loads the remote's page for `pathname` (after its App), where the remote offers that. */
export async function preloadRemotePage(remote: RemoteDefinition, pathname: string): Promise<void> {
  if (!(await loadRemoteApp(remote, false))) return;
  await loadedModules.get(keyOf(remote))?.preloadPage?.(pathname);
}

let startup: RemoteDefinition[] | null | undefined;

/** The remotes inlined into the page, registered once; null when the page carries none. */
export function startupRemotes(): RemoteDefinition[] | null {
  if (startup === undefined) {
    startup = readInlinedRemotes();
    if (startup) registerPlatformRemotes(startup);
  }
  return startup;
}

/** Starts loading the remote that owns `pathname` before React has rendered anything. */
export function startRemoteFor(pathname: string): void {
  const remotes = startupRemotes();
  const remote = remotes && findRemoteForPath(pathname, remotes);
  if (remote) void loadRemoteApp(remote, false);
}

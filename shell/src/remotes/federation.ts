import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteDefinition } from './manifest';
import { isUnavailable, resiliencePlugin } from './resiliencePlugin';

export interface RemoteAppModule {
  default: ComponentType;
}

let pluginRegistered = false;

/** Registers the remotes of remotes.json with the module-federation runtime of this page. */
export function registerPlatformRemotes(remotes: readonly RemoteDefinition[]): void {
  if (!getInstance()) throw new Error('module federation runtime is not initialised');
  if (!pluginRegistered) {
    registerPlugins([resiliencePlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * Loads a remote's `./App`. Resolves to null when the remote is unavailable (after retries).
 * `fresh` forgets what the runtime cached about the remote, for the "Coba lagi" button.
 */
export async function loadRemoteApp(remote: RemoteDefinition, fresh: boolean): Promise<ComponentType | null> {
  if (fresh) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  try {
    const loaded = await loadRemote<RemoteAppModule>(`${remote.name}/App`);
    if (!loaded || isUnavailable(loaded) || typeof loaded.default !== 'function') return null;
    return loaded.default;
  } catch {
    return null;
  }
}

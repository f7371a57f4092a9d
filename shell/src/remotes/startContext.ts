import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteDefinition } from './manifest';

/**
 * What a page starts with before anything is fetched: the remotes the server wrote into the page
 * and the remote Apps already loaded. The server renders with them (ssr.tsx), and the browser
 * hydrates a server-rendered page with the same ones (bootstrap.tsx), so both first renders match.
 * Empty (the default) means: read the page's inlined remotes and load the App, as before.
 */
export interface ShellStart {
  remotes: RemoteDefinition[] | null;
  /** remote Apps by `remoteAppKey` */
  apps: ReadonlyMap<string, ComponentType>;
  /**
   * remotes (by `remoteAppKey`) that could not be loaded at start-up, after the runtime's retries:
   * their outlet shows the notice (over the server's HTML, `serverContent`) or the unavailable panel
   * at once instead of trying (and waiting) again; a later visit to the remote loads it again
   */
  failed?: ReadonlySet<string>;
  /**
   * what the server rendered for a remote that then failed in the browser (by `remoteAppKey`): its
   * outlet keeps these nodes on the screen, readable, under a short notice with Coba lagi
   */
  serverContent?: ReadonlyMap<string, readonly Node[]>;
}

export const ShellStartContext = createContext<ShellStart | null>(null);

export const useShellStart = () => useContext(ShellStartContext);

/** One loaded App per remote name and entry: a new deployment is another App. */
export const remoteAppKey = (remote: Pick<RemoteDefinition, 'name' | 'entry'>) => `${remote.name}@${remote.entry}`;

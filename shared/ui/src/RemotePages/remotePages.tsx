import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchPath, Route } from 'react-router-dom';

type PageModule = { default: ComponentType };

/** One lazily loaded page of a remote and the URL patterns it serves. */
export interface PageDefinition {
  paths: readonly string[];
  load: () => Promise<PageModule>;
}

export interface RemotePages {
  /** a `<Route>` per path, for the remote's `<Routes>` */
  routes: () => ReactElement[];
  /**
   * Loads the page that serves `pathname` (nothing when none does). Once it is loaded the page
   * renders without suspending, so a server-rendered page hydrates in one pass instead of keeping
   * the server's HTML until its chunk arrives.
   */
  preload: (pathname: string) => Promise<void>;
}

/** A thenable that calls back at once: React.lazy then reads a loaded module without suspending. */
const settled = (module: PageModule) => ({
  then: (onFulfilled: (value: PageModule) => unknown) => onFulfilled(module),
});

function lazyPage(load: () => Promise<PageModule>): {
  Page: LazyExoticComponent<ComponentType>;
  preload: () => Promise<void>;
} {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a failed chunk may be asked for again (the error boundary's retry)
        throw error;
      },
    ));
  // React.lazy only needs a thenable; the settled one is what lets a preloaded page skip suspending.
  const Page = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<PageModule>) : start()));
  return { Page, preload: () => start().then(() => undefined) };
}

/** A remote's pages, each in its own chunk, with their routes and a preload by URL. */
export function remotePages(definitions: readonly PageDefinition[]): RemotePages {
  const pages = definitions.map((definition) => ({ paths: definition.paths, ...lazyPage(definition.load) }));
  return {
    routes: () =>
      pages.flatMap(({ paths, Page }) => paths.map((path) => <Route key={path} path={path} element={<Page />} />)),
    preload: async (pathname) => {
      const page = pages.find(({ paths }) => paths.some((path) => matchPath(path, pathname)));
      await page?.preload();
    },
  };
}

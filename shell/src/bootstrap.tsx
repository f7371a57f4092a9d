import '@tutor/ui/theme.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppStore, reportClientError, ssrHydrate } from '@tutor/api';
import { App } from './App';
import { loadRemoteApp, preloadRemotePage, startRemoteFor, startupRemotes } from './remotes/federation';
import { readServerState } from './remotes/inlined';
import { findRemoteForPath } from './remotes/resolve';
import { remoteAppKey } from './remotes/startContext';

const { pathname } = window.location;
// The route's remote starts downloading now, not after React's first render and effects.
startRemoteFor(pathname);

/** The server's HTML inside <main> (the remote's page), taken out before React renders the shell. */
function takeServerContent(): Node[] {
  const main = document.getElementById('main-content');
  const nodes = main ? Array.from(main.childNodes) : [];
  for (const node of nodes) node.parentNode?.removeChild(node);
  return nodes;
}

/**
 * A server-rendered page is hydrated with what it was rendered with: the server's answers in the
 * store, the route's remote App and its page already loaded. Otherwise, or when the remote cannot
 * be loaded here, React renders the page afresh (with the "unavailable" panel if need be).
 */
async function start(container: HTMLElement): Promise<void> {
  const serverState = readServerState();
  const remotes = startupRemotes();
  const remote = serverState && remotes ? findRemoteForPath(pathname, remotes) : undefined;
  const RemoteApp = remote ? await loadRemoteApp(remote, false) : null;
  if (!serverState || !remotes || !remote) {
    createRoot(container).render(<App />);
    return;
  }
  if (!RemoteApp) {
    // A remote that cannot run here (its files unreachable): what the server rendered for it stays
    // readable under a notice with Coba lagi (ServerContentNotice); the runtime has already
    // retried, so the outlet does not wait for another round. The shell around it renders afresh.
    const key = remoteAppKey(remote);
    const serverContent = new Map([[key, takeServerContent()]]);
    createRoot(container).render(<App start={{ remotes, apps: new Map(), failed: new Set([key]), serverContent }} />);
    return;
  }
  await preloadRemotePage(remote, pathname).catch(() => undefined); // a page that fails renders its error state
  const store = createAppStore();
  store.dispatch(ssrHydrate(serverState));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (React's default hydration lane is not time-sliced), so the page
  // answers a tap while it hydrates. Its effect on Lighthouse's blocking time was lost in the noise
  // of this machine's runs (README, "First load").
  startTransition(() => {
    hydrateRoot(
      container,
      <App store={store} start={{ remotes, apps: new Map([[remoteAppKey(remote), RemoteApp]]) }} />,
      {
        // a difference between the server's HTML and the browser's first render: React renders that
        // part afresh; reported so it gets fixed
        onRecoverableError: (error) =>
          reportClientError({ message: `Hidrasi: ${error instanceof Error ? error.message : String(error)}` }),
      },
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);

import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '@tutor/ui/PageLoading';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { loadRemoteApp } from './federation';
import { freshRemoteDefinition, type RemoteDefinition } from './manifest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { ServerContentNotice } from './ServerContentNotice';
import { remoteAppKey, useShellStart, type ShellStart } from './startContext';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };
interface Outcome {
  key: string;
  attempt: number;
  state: LoadState;
}

/** Loaded remote apps by name@entry, so going back to a remote renders it at once. */
const loadedApps = new Map<string, ComponentType>();
const cacheKey = remoteAppKey;

/** Start-up failures an outlet has shown: a later visit to that remote (a client navigation) loads it again. */
const shownStartFailures = new WeakMap<ShellStart, Set<string>>();

/** Whether this outlet is the first to show the remote's start-up failure (server-rendered page). */
function takeStartFailure(start: ShellStart | null, key: string): boolean {
  if (!start?.failed?.has(key)) return false;
  const shown = shownStartFailures.get(start) ?? new Set<string>();
  if (shown.has(key)) return false;
  shownStartFailures.set(start, shown.add(key));
  return true;
}

/**
 * Version skew: a tab opened before a remote was promoted (or rolled back) asks for a build whose
 * files may be gone. Before the panel, /remotes.json is read once more; when it names another
 * build, that one is loaded. The same build failing again is left to the panel and Coba lagi.
 */
async function loadPromoted(
  remote: RemoteDefinition,
  loader: typeof loadRemoteApp,
  refresh: (remote: RemoteDefinition) => Promise<RemoteDefinition>,
): Promise<ComponentType | null> {
  const current = await refresh(remote);
  return current.entry === remote.entry ? null : loader(current, true);
}

export interface RemoteOutletProps {
  remote: RemoteDefinition;
  loader?: typeof loadRemoteApp;
  /** reads the remote's current entry before a retry (default: /remotes.json again) */
  refresh?: (remote: RemoteDefinition) => Promise<RemoteDefinition>;
}

/** Renders one remote's App, with loading, unavailable and crashed states. */
export function RemoteOutlet({ remote, loader = loadRemoteApp, refresh = freshRemoteDefinition }: RemoteOutletProps) {
  // an App the page started with (server rendering, hydration) renders in the first pass
  const start = useShellStart();
  const key = cacheKey(remote);
  const started = start?.apps.get(key);
  const { pathname } = useLocation();
  // the failure belongs to the page the server rendered: another URL of the remote loads it again
  const [startFailure, setStartFailure] = useState(() => (takeStartFailure(start, key) ? pathname : null));
  const failedAtStart = startFailure === pathname;
  // Once the visitor has moved on within the remote, coming back to that URL loads it too: the
  // failure is forgotten during the render that sees the new URL (React's "adjust state on a prop
  // change" pattern), not in an effect, so no render shows the stale failure.
  if (startFailure !== null && startFailure !== pathname) setStartFailure(null);
  const [attempt, setAttempt] = useState(0);
  // The outcome of a load belongs to the remote and attempt it was for; any other shows as loading,
  // so starting a load needs no state update of its own.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const known = attempt === 0 ? (loadedApps.get(key) ?? started) : undefined;
  const state: LoadState = known
    ? { status: 'ready', App: known }
    : failedAtStart && attempt === 0
      ? { status: 'failed' }
      : outcome && outcome.key === key && outcome.attempt === attempt
        ? outcome.state
        : { status: 'loading' };

  useEffect(() => {
    if (known) {
      loadedApps.set(key, known);
      return undefined;
    }
    if (failedAtStart && attempt === 0) return undefined;
    let active = true;
    const pending =
      attempt > 0
        ? refresh(remote).then((current) => loader(current, true))
        : loader(remote, false).then((App) => App ?? loadPromoted(remote, loader, refresh));
    pending.then((App) => {
      if (!active) return;
      if (App) {
        loadedApps.set(key, App);
        setOutcome({ key, attempt, state: { status: 'ready', App } });
      } else {
        loadedApps.delete(key);
        setOutcome({ key, attempt, state: { status: 'failed' } });
      }
    });
    return () => {
      active = false;
    };
  }, [key, known, remote, attempt, loader, refresh, failedAtStart]);

  const retry = () => {
    loadedApps.delete(key);
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <PageLoading />;
  const serverContent = failedAtStart && attempt === 0 ? start?.serverContent?.get(key) : undefined;
  if (state.status === 'failed' && serverContent) return <ServerContentNotice nodes={serverContent} onRetry={retry} />;
  if (state.status === 'failed') return <UnavailablePanel onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} remoteName={remote.name} entry={remote.entry} onRetry={retry}>
      <App />
    </RemoteErrorBoundary>
  );
}

import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { PageLoading } from '@tutor/ui/PageLoading';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { loadRemoteApp } from './federation';
import { freshRemoteDefinition, type RemoteDefinition } from './manifest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteAppKey, useShellStart } from './startContext';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/** Loaded remote apps by name@entry, so going back to a remote renders it at once. */
const loadedApps = new Map<string, ComponentType>();
const cacheKey = remoteAppKey;

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
  const started = start?.apps.get(cacheKey(remote));
  const failedAtStart = start?.failed?.has(cacheKey(remote)) ?? false;
  const cached = loadedApps.get(cacheKey(remote)) ?? started;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(cached ? { status: 'ready', App: cached } : failedAtStart ? { status: 'failed' } : { status: 'loading' });

  useEffect(() => {
    const key = cacheKey(remote);
    const known = loadedApps.get(key) ?? started;
    if (known && attempt === 0) {
      loadedApps.set(key, known);
      // The state follows the remote being shown; switching to an already loaded one is a single update.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState((current) => (current.status === 'ready' && current.App === known ? current : { status: 'ready', App: known }));
      return undefined;
    }
    if (failedAtStart && attempt === 0) return undefined;
    let active = true;
    setState({ status: 'loading' });
    const pending = attempt > 0 ? refresh(remote).then((current) => loader(current, true)) : loader(remote, false);
    pending.then((App) => {
      if (!active) return;
      if (App) {
        loadedApps.set(key, App);
        setState({ status: 'ready', App });
      } else {
        loadedApps.delete(key);
        setState({ status: 'failed' });
      }
    });
    return () => {
      active = false;
    };
  }, [remote, attempt, loader, refresh, started, failedAtStart]);

  const retry = useCallback(() => {
    loadedApps.delete(cacheKey(remote));
    setAttempt((count) => count + 1);
  }, [remote]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <UnavailablePanel onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} remoteName={remote.name} onRetry={retry}>
      <App />
    </RemoteErrorBoundary>
  );
}

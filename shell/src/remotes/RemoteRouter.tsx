import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage, UnavailablePanel } from '@tutor/ui';
import { registerPlatformRemotes } from './federation';
import { fetchRemotesManifest, type RemoteDefinition } from './manifest';
import { RemoteOutlet } from './RemoteOutlet';
import { findRemoteForPath } from './resolve';

type ManifestState = { status: 'loading' } | { status: 'ready'; remotes: RemoteDefinition[] } | { status: 'failed' };

export interface RemoteRouterProps {
  /** injectable for tests; production reads /remotes.json and registers with the runtime */
  loadManifest?: () => Promise<RemoteDefinition[]>;
  renderRemote?: (remote: RemoteDefinition) => ReactElement;
}

async function loadAndRegister(): Promise<RemoteDefinition[]> {
  const remotes = await fetchRemotesManifest();
  registerPlatformRemotes(remotes);
  return remotes;
}

/** Picks the remote that owns the current URL (by prefix) and renders it; 404 when none does. */
export function RemoteRouter({ loadManifest = loadAndRegister, renderRemote }: RemoteRouterProps) {
  const { pathname } = useLocation();
  const [manifest, setManifest] = useState<ManifestState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setManifest({ status: 'loading' });
    loadManifest().then(
      (remotes) => active && setManifest({ status: 'ready', remotes }),
      () => active && setManifest({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [loadManifest, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (manifest.status === 'loading') {
    return (
      <div role="status" aria-busy="true" className="shell-remote-loading">
        <span className="ui-visually-hidden">Memuat halaman...</span>
      </div>
    );
  }
  if (manifest.status === 'failed') return <UnavailablePanel what="Halaman ini" onRetry={retry} />;
  const remote = findRemoteForPath(pathname, manifest.remotes);
  if (!remote) return <NotFoundPage />;
  return renderRemote ? renderRemote(remote) : <RemoteOutlet key={remote.name} remote={remote} />;
}

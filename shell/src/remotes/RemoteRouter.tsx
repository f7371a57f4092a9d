import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { registerPlatformRemotes, startupRemotes } from './federation';
import { fetchRemotesManifest, type RemoteDefinition } from './manifest';
import { RemoteOutlet } from './RemoteOutlet';
import { findRemoteForPath } from './resolve';
import { useShellStart } from './startContext';

type ManifestState = { status: 'loading' } | { status: 'ready'; remotes: RemoteDefinition[] } | { status: 'failed' };

export interface RemoteRouterProps {
  /** injectable for tests; production reads /remotes.json and registers with the runtime */
  loadManifest?: () => Promise<RemoteDefinition[]>;
  renderRemote?: (remote: RemoteDefinition) => ReactElement;
  /** the remotes the server inlined into the page (production); null means fetch them */
  initialRemotes?: () => RemoteDefinition[] | null;
}

async function loadAndRegister(): Promise<RemoteDefinition[]> {
  const remotes = await fetchRemotesManifest();
  registerPlatformRemotes(remotes);
  return remotes;
}

/** Picks the remote that owns the current URL (by prefix) and renders it; 404 when none does. */
export function RemoteRouter({
  loadManifest = loadAndRegister,
  renderRemote,
  initialRemotes = startupRemotes,
}: RemoteRouterProps) {
  const { pathname } = useLocation();
  const start = useShellStart();
  const [manifest, setManifest] = useState<ManifestState>(() => {
    const remotes = start?.remotes ?? initialRemotes();
    return remotes ? { status: 'ready', remotes } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // With the manifest inlined there is nothing to fetch until a "Coba lagi".
  const startedReady = useRef(manifest.status === 'ready');

  useEffect(() => {
    if (startedReady.current && attempt === 0) return undefined;
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
    return <PageLoading />;
  }
  if (manifest.status === 'failed') return <UnavailablePanel what="Halaman ini" onRetry={retry} />;
  const remote = findRemoteForPath(pathname, manifest.remotes);
  if (!remote) return <NotFoundPage />;
  return renderRemote ? renderRemote(remote) : <RemoteOutlet key={remote.name} remote={remote} />;
}

import type { RemoteDefinition } from './manifest';

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** Does `prefix` own `pathname`? Whole segments only: /blog owns /blog/x, not /blogger. */
function owns(prefix: string, pathname: string): boolean {
  const route = normalise(prefix);
  if (route === '/') return pathname === '/';
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** The remote that owns a URL: the one with the longest matching prefix. */
export function findRemoteForPath(pathname: string, remotes: readonly RemoteDefinition[]): RemoteDefinition | null {
  const path = normalise(pathname);
  let best: { remote: RemoteDefinition; length: number } | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (owns(route, path) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote ?? null;
}

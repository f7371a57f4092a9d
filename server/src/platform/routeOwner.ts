/**
 * Which remote owns a URL: the same rule as the shell's shell/src/remotes/resolve.ts (longest
 * whole-segment prefix, "/" owns only the home page). The server needs it to inline the right
 * remote's manifest and preload its files; the shell stays the authority at run time.
 */
export interface RemoteRoute {
  name: string;
  entry: string;
  routes: string[];
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

function owns(prefix: string, pathname: string): boolean {
  const route = normalise(prefix);
  if (route === '/') return pathname === '/';
  return pathname === route || pathname.startsWith(`${route}/`);
}

export function findRemoteForPath(pathname: string, remotes: readonly RemoteRoute[]): RemoteRoute | null {
  const path = normalise(pathname);
  let best: { remote: RemoteRoute; length: number } | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (owns(route, path) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote ?? null;
}

/** The remotes of a remotes.json text; [] when it is not the expected shape. */
export function parseRemoteRoutes(text: string): RemoteRoute[] {
  try {
    const list = (JSON.parse(text) as { remotes?: unknown }).remotes;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is RemoteRoute =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.name === 'string' &&
        typeof item.entry === 'string' &&
        Array.isArray(item.routes) &&
        item.routes.every((route: unknown) => typeof route === 'string'),
    );
  } catch {
    return [];
  }
}

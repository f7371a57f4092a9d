/**
 * Which remote owns a URL: the longest whole-segment prefix of its routes wins, and
 * "/" owns only the home page. The shell routes by it at run time; the server uses the same rule
 * to inline the right remote's manifest and preload its files.
 */

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

export function findRemoteForPath<T extends { routes: readonly string[] }>(
  pathname: string,
  remotes: readonly T[],
): T | null {
  const path = normalise(pathname);
  let best: { remote: T; length: number } | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (owns(route, path) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote ?? null;
}

/**
 * Does a page's route pattern (react-router style: "/blog/:slug", matched without regard to case,
 * as react-router does) match `pathname` exactly? Lets the server preload the one page chunk a URL
 * will render.
 */
export function matchesPagePattern(pattern: string, pathname: string): boolean {
  const wanted = normalise(pattern).split('/');
  const actual = normalise(pathname).split('/');
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, index) => {
    const part = actual[index] ?? '';
    return segment.startsWith(':') ? part !== '' : segment === part;
  });
}

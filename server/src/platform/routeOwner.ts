/**
 * The remotes of remotes.json for the shell page. Which one owns a URL is the shell's rule,
 * `findRemoteForPath` of @tutor/rules, re-exported here for the page builder.
 */
export { findRemoteForPath } from '@tutor/rules';

export interface RemoteRoute {
  name: string;
  entry: string;
  routes: string[];
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

/** The run-time manifest (/remotes.json): which remote serves which URL prefixes. */

export interface RemoteDefinition {
  /** module-federation name, e.g. mf_search */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js) */
  entry: string;
  /** URL prefixes the remote owns; "/" owns only the home page */
  routes: string[];
}

function isRemoteDefinition(value: unknown): value is RemoteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    /^[A-Za-z_$][\w$]*$/.test(candidate.name) &&
    typeof candidate.entry === 'string' &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

/** Validates remotes.json; a malformed entry is dropped rather than breaking the whole site. */
export function parseRemotesManifest(json: unknown): RemoteDefinition[] {
  const list = typeof json === 'object' && json !== null ? (json as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) throw new Error('remotes.json has no remotes list');
  return list.filter(isRemoteDefinition);
}

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemoteDefinition[]> {
  const response = await fetch(new URL(url, window.location.origin).href, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}

/**
 * The remote's entry as /remotes.json says now: "Coba lagi" after a rollback must load the entry
 * the manifest points at today, not the broken one this tab read at start. Keeps the known entry
 * when the manifest cannot be read or no longer names the remote.
 */
export async function freshRemoteDefinition(remote: RemoteDefinition): Promise<RemoteDefinition> {
  try {
    const remotes = await fetchRemotesManifest();
    return remotes.find((candidate) => candidate.name === remote.name) ?? remote;
  } catch {
    return remote;
  }
}

import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { localManifestEntry, remoteRoot } from '../remoteFiles';
import type { RemoteRoute } from '../routeOwner';
import { inProcessFetch, type Visitor } from './inProcessFetch';
import { loadBundle } from './loadBundle';

/** What shell/src/ssr.tsx exports (built into <shell>/ssr/shell.js). */
interface ShellBundle {
  singletons: Record<string, unknown>;
  isServerRendered: (pathname: string) => boolean;
  renderPage: (input: {
    url: string;
    remotes: RemoteRoute[];
    remote: RemoteRoute;
    RemoteApp: unknown;
    preloadPage?: (pathname: string) => Promise<void>;
    fetch: typeof fetch;
    signal: AbortSignal;
  }) => Promise<{ html: string; state: Record<string, unknown> } | null>;
}

/** What a remote's ./App module exports (built into <remote>/ssr/app.js). */
interface RemoteBundle {
  default: unknown;
  preloadPage?: (pathname: string) => Promise<void>;
}

const SSR_CONTEXT = '@tutor/ssr-context';

const isShellBundle = (value: unknown): value is ShellBundle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShellBundle).renderPage === 'function' &&
  typeof (value as ShellBundle).singletons === 'object';

const isRemoteBundle = (value: unknown): value is RemoteBundle =>
  typeof value === 'object' && value !== null && typeof (value as RemoteBundle).default === 'function';

export interface ServerRenderRequest {
  /** path and query */
  url: string;
  remotes: RemoteRoute[];
  owner: RemoteRoute;
  visitor: Visitor;
}

export interface ServerRendered {
  html: string;
  state: Record<string, unknown>;
}

/**
 * Renders the requested page on the server with the shell's and the owning remote's server
 * bundles, or answers null: the page is one role's, a build has no server bundle, rendering failed
 * or took longer than `timeoutMs`. Null is never an error page: the browser then renders the page
 * itself, as it always could.
 */
export function createServerRenderer(
  app: FastifyInstance,
  config: ServerConfig,
  log: FastifyBaseLogger,
  timeoutMs: number,
) {
  const shellFile = path.join(config.shellDir, 'ssr', 'shell.js');
  /** each loaded shell bundle gets a number: a remote bundle is loaded anew against a new shell bundle */
  const shellGenerations = new WeakMap<ShellBundle, number>();
  let nextGeneration = 0;

  async function load(owner: RemoteRoute): Promise<{ shell: ShellBundle; remote: RemoteBundle } | null> {
    const shell = await loadBundle(shellFile, () => ({ found: false }));
    const local = localManifestEntry(owner.entry);
    const root = local && remoteRoot(config, local.folder);
    if (!isShellBundle(shell) || !local || !root) return null;
    const publicPath = local.base;
    let generation = shellGenerations.get(shell);
    if (generation === undefined) shellGenerations.set(shell, (generation = nextGeneration += 1));
    const remote = await loadBundle(
      path.join(root, 'ssr', 'app.js'),
      (request) => {
        if (request === SSR_CONTEXT) return { found: true, value: { publicPath } };
        return request in shell.singletons ? { found: true, value: shell.singletons[request] } : { found: false };
      },
      // a remote bundle holds the singletons of the shell bundle it was loaded against
      `${root}|${publicPath}|shell ${generation}`,
    );
    return isRemoteBundle(remote) ? { shell, remote } : null;
  }

  return async function renderOnServer(request: ServerRenderRequest): Promise<ServerRendered | null> {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`server rendering took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const bundles = await load(request.owner);
      if (!bundles || !bundles.shell.isServerRendered(pathname)) return null;
      const rendering = bundles.shell.renderPage({
        url: request.url,
        remotes: request.remotes,
        remote: request.owner,
        RemoteApp: bundles.remote.default,
        preloadPage: bundles.remote.preloadPage,
        fetch: inProcessFetch(app, request.visitor),
        signal: controller.signal,
      });
      const aborted = new Promise<never>((_resolve, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
      );
      return await Promise.race([rendering, aborted]);
    } catch (error) {
      log.warn({ err: error, url: request.url }, 'server rendering failed; the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

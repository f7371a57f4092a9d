import path from 'node:path';

/** Where the server finds the built apps and its settings. Every path can be overridden by env. */
export interface ServerConfig {
  port: number;
  host: string;
  /** the built shell (index.html, remoteEntry.js, chunks) */
  shellDir: string;
  /** the repository root; each remote is built into <root>/<folder>/dist */
  appsRoot: string;
  /** extra deployed remote builds: /remotes/<folder>/ is looked up here first */
  deploymentsDir: string;
  /** the runtime manifest served as /remotes.json (read on every request) */
  remotesManifest: string;
  /** the built-in manifest used while no deployment manifest exists */
  defaultRemotesManifest: string;
  /** pino level of the JSON log on stdout (fatal, error, warn, info, debug, trace, silent) */
  logLevel: string;
  /** one log line per request and answer (LOG_REQUESTS=1); errors are logged either way */
  logRequests: boolean;
  /** trust X-Forwarded-For (only behind a load balancer: otherwise clients could pick their IP) */
  trustProxy: boolean;
  /** send Strict-Transport-Security on every answer (HSTS=1): TLS ends in front of us for sure */
  hsts: boolean;
  /** how long rendering a public page on the server may take before the browser renders it (SSR_TIMEOUT_MS; 0 turns server rendering off) */
  ssrTimeoutMs: number;
  limits: ConnectionLimits;
  /** GET /metrics answers only `Authorization: Bearer <this>` (METRICS_TOKEN); unset: /metrics is 404 */
  metricsToken: string | undefined;
}

/** How long a client may take and how many may be connected (see README "Operating it"). */
export interface ConnectionLimits {
  /** the whole request (headers and body) must arrive within this; then 408 and the socket closes */
  requestTimeoutMs: number;
  /** the headers must arrive within this */
  headersTimeoutMs: number;
  /** an idle keep-alive socket is closed after this */
  keepAliveTimeoutMs: number;
  /** a socket with no traffic at all is closed after this */
  idleTimeoutMs: number;
  /** open sockets beyond this are refused (server.maxConnections) */
  maxConnections: number;
  /** default body limit; write routes set smaller ones */
  bodyLimitBytes: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const requestTimeoutMs = positive(env.REQUEST_TIMEOUT_MS, 30_000);
  return {
    requestTimeoutMs,
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeoutMs: Math.min(positive(env.HEADERS_TIMEOUT_MS, 10_000), requestTimeoutMs),
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    idleTimeoutMs: positive(env.IDLE_TIMEOUT_MS, 60_000),
    maxConnections: positive(env.MAX_CONNECTIONS, 1_000),
    bodyLimitBytes: 64 * 1024,
  };
}

export const repoRoot = path.resolve(
  __dirname,
  '..',
  '..',
  ...(__dirname.includes(`${path.sep}dist${path.sep}`) ? ['..', '..'] : []),
);

export function serverRoot(): string {
  return path.join(repoRoot, 'server');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const deploymentsDir = path.resolve(env.DEPLOYMENTS_DIR ?? path.join(repoRoot, 'deployments'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist')),
    appsRoot: repoRoot,
    deploymentsDir,
    remotesManifest: path.resolve(env.REMOTES_JSON ?? path.join(deploymentsDir, 'remotes.json')),
    defaultRemotesManifest: path.join(repoRoot, 'server', 'config', 'remotes.json'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    hsts: env.HSTS === '1',
    ssrTimeoutMs: env.SSR_TIMEOUT_MS === '0' ? 0 : positive(env.SSR_TIMEOUT_MS, 2_000),
    limits: loadConnectionLimits(env),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

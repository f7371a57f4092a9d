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
  logger: boolean;
  /** trust X-Forwarded-For (only behind a load balancer: otherwise clients could pick their IP) */
  trustProxy: boolean;
}

export const repoRoot = path.resolve(__dirname, '..', '..', ...(__dirname.includes(`${path.sep}dist${path.sep}`) ? ['..', '..'] : []));

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
    logger: env.LOG_REQUESTS === '1',
    trustProxy: env.TRUST_PROXY === '1',
  };
}

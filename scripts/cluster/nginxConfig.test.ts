import {
  ALWAYS_FRESH,
  BUILT_IN_REMOTES,
  DEFAULT_SERVER_KEEP_ALIVE_MS,
  HASHED_FILE,
  nginxConfig,
  upstreamKeepaliveMs,
} from './nginxConfig.mjs';

// The configuration start:cluster writes; nginx itself is not needed here (the bench runs it).
const options = {
  port: 3000,
  upstreams: [41001, 41002],
  runDir: '/tmp/pintar-cluster-3000',
  shellDir: '/srv/app/shell/dist',
  deploymentsDir: '/srv/app/deployments',
  repoRoot: '/srv/app',
  mimeTypes: '/etc/nginx/mime.types',
};

/** The body of the first block opened by `opening` (nested blocks included). */
function blockOf(config: string, opening: string): string {
  const start = config.indexOf(opening);
  if (start < 0) throw new Error(`no block ${opening}`);
  let depth = 0;
  for (let index = config.indexOf('{', start); index < config.length; index++) {
    if (config[index] === '{') depth += 1;
    if (config[index] === '}' && --depth === 0) return config.slice(start, index + 1);
  }
  throw new Error(`unclosed block ${opening}`);
}

describe('the cluster’s nginx configuration', () => {
  const config = nginxConfig(options);

  it('balances over every server process and listens on PORT', () => {
    const upstream = blockOf(config, 'upstream servers');
    expect(upstream).toContain('server 127.0.0.1:41001 ');
    expect(upstream).toContain('server 127.0.0.1:41002 ');
    expect(config).toMatch(/listen 3000;/);
  });

  it('retries a failed process only for idempotent requests', () => {
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(config).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
  });

  it('sends the API, remotes.json and pages to the processes with the client’s address', () => {
    for (const opening of ['location /api/', 'location = /remotes.json', 'location @servers']) {
      const block = blockOf(config, opening);
      expect(block).toContain('proxy_pass http://servers;');
      expect(block).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
    }
    expect(blockOf(config, 'location / {')).toContain('try_files $uri @servers;');
  });

  it('serves remote builds itself, a deployment first, never a server-rendering bundle or a folder that is not a remote', () => {
    expect(blockOf(config, 'location ~ ^/remotes/(?<remote_folder>')).toContain('root "/srv/app/deployments";');
    const built = blockOf(config, 'location @built_remote');
    expect(built).toContain(`^(${BUILT_IN_REMOTES.map((name) => name.replace(/-/g, '\\-')).join('|')})$`);
    expect(built).toContain('try_files /$remote_folder/dist/$remote_file =404;');
    expect(blockOf(config, 'location ~ ^/remotes/[^/]+/ssr/')).toContain(
      'return 404 \'{"message":"Berkas tidak ditemukan"}\'',
    );
  });

  it('caches hashed files for a year and revalidates the files a deploy replaces', () => {
    const hashed = new RegExp(HASHED_FILE);
    expect(hashed.test('/main.0123abcd.js')).toBe(true);
    expect(hashed.test('/remotes/mf-blog/__federation_expose_App.9f8e7d6c5b.js')).toBe(true);
    expect(hashed.test('/remotes/mf-blog/remoteEntry.js')).toBe(false);
    expect(hashed.test('/favicon.ico')).toBe(false);
    expect(ALWAYS_FRESH).toEqual(
      expect.arrayContaining(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']),
    );
    const map = blockOf(config, 'map $uri $static_cache_control');
    expect(map).toContain('"public, max-age=31536000, immutable"');
    expect(map).toContain('default "no-cache";');
    // the always-fresh names come first: nginx takes the first matching regex
    expect(map.indexOf('remoteEntry')).toBeLessThan(map.indexOf(HASHED_FILE));
  });

  it('keeps its files in the run folder, and names a user only when asked', () => {
    expect(config).toContain('pid "/tmp/pintar-cluster-3000/nginx.pid";');
    expect(config).toContain('proxy_temp_path "/tmp/pintar-cluster-3000/proxy";');
    expect(config).not.toContain('/etc/nginx/nginx.conf');
    expect(config).not.toMatch(/^user /m);
    expect(nginxConfig({ ...options, user: 'root' })).toMatch(/^user root;$/m);
  });

  it('refuses a path nginx would read otherwise, and an empty cluster', () => {
    expect(() => nginxConfig({ ...options, shellDir: '/srv/"app' })).toThrow(/not usable/);
    expect(() => nginxConfig({ ...options, runDir: '/srv/$app' })).toThrow(/not usable/);
    expect(() => nginxConfig({ ...options, upstreams: [] })).toThrow(/at least one/);
  });

  it('runs a worker per CPU unless told how many', () => {
    expect(config).toMatch(/^worker_processes auto;$/m);
    expect(nginxConfig({ ...options, workers: 2 })).toMatch(/^worker_processes 2;$/m);
    expect(() => nginxConfig({ ...options, workers: 0 })).toThrow(/worker count/);
  });

  it('closes an idle connection to a process before the process does, so no request is sent on one it is closing', () => {
    const upstream = blockOf(config, 'upstream servers');
    expect(upstream).toContain('keepalive 64;');
    expect(DEFAULT_SERVER_KEEP_ALIVE_MS).toBe(5_000);
    expect(upstream).toContain('keepalive_timeout 4000ms;');
    expect(blockOf(nginxConfig({ ...options, serverKeepAliveMs: 1_000 }), 'upstream servers')).toContain(
      'keepalive_timeout 500ms;',
    );
    for (const serverKeepAliveMs of [1, 2, 999, 1_000, 1_999, 5_000, 65_000])
      expect(upstreamKeepaliveMs(serverKeepAliveMs)).toBeLessThan(serverKeepAliveMs);
    expect(() => upstreamKeepaliveMs(0)).toThrow(/keep-alive/);
    expect(() => upstreamKeepaliveMs(Number.NaN)).toThrow(/keep-alive/);
  });

  it('logs requests in buffered writes into the run folder, and in the bench not at all', () => {
    expect(config).toContain('access_log "/tmp/pintar-cluster-3000/access.log" combined buffer=64k flush=5s;');
    expect(config).not.toMatch(/access_log off|keepalive_requests/);
    const bench = nginxConfig({ ...options, bench: true });
    expect(bench).toMatch(/^ {2}access_log off;$/m);
    expect(bench).not.toContain('access.log');
    // autocannon would count nginx closing a connection after its 1,000th request as a failure
    expect(bench).toMatch(/^ {2}keepalive_requests 1000000;$/m);
    // the rest is the configuration start:cluster runs
    const withoutLogAndConnections = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(#|access_log|keepalive_requests)/.test(line))
        .join('\n');
    expect(withoutLogAndConnections(bench)).toBe(withoutLogAndConnections(config));
  });
});

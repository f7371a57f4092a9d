// The nginx configuration of `npm run start:cluster`, as a pure function of its inputs (unit-tested
// in nginxConfig.test.ts; start.mjs writes it into the run folder).

/** Remotes built in place, <repo>/<folder>/dist (server/src/platform/remoteFiles.ts keeps the same list). */
export const BUILT_IN_REMOTES = ['mf-landing', 'mf-search', 'mf-blog', 'mf-order-wizard', 'mf-job-board'];

/** A built file whose name carries its content hash (as server/src/platform/cacheHeaders.ts). */
export const HASHED_FILE = String.raw`\.[0-9a-fA-F]{8,}\.[a-zA-Z0-9]+$`;
/** Files a deploy replaces in place: always revalidated. */
export const ALWAYS_FRESH = [
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'mf-manifest-stats.json',
  'index.html',
  'remotes.json',
];

/** The server's keep-alive timeout when KEEP_ALIVE_TIMEOUT_MS is unset (server/src/config.ts). */
export const DEFAULT_SERVER_KEEP_ALIVE_MS = 5_000;

/**
 * How long nginx keeps an idle connection to a server process: a second less than the process
 * would (or half its time, when that is longer), so nginx always closes it first. Otherwise a
 * request nginx sends on a connection the process is closing at that moment fails (a POST, which
 * nginx does not resend, is answered 502). nginx starts its clock when it has read the answer,
 * later than the process starts its own, hence the margin.
 */
export function upstreamKeepaliveMs(serverKeepAliveMs) {
  if (!Number.isSafeInteger(serverKeepAliveMs) || serverKeepAliveMs <= 0)
    throw new Error(`bad server keep-alive ${serverKeepAliveMs}`);
  return Math.max(serverKeepAliveMs - 1_000, Math.floor(serverKeepAliveMs / 2));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The servers' answer for a missing file of the site (server/src/platform/staticSite.ts). */
const NOT_FOUND_MESSAGE = 'Berkas tidak ditemukan';

/** A path written into the config: nginx takes it between double quotes. */
function quoted(value) {
  if (/["\n\r\\$]/.test(value)) throw new Error(`path not usable in nginx.conf: ${value}`);
  return `"${value}"`;
}

/**
 * @param {{
 *   port: number,
 *   upstreams: number[],
 *   runDir: string,
 *   shellDir: string,
 *   deploymentsDir: string,
 *   repoRoot: string,
 *   mimeTypes: string,
 *   user?: string,
 *   serverKeepAliveMs?: number,
 *   workers?: number | 'auto',
 *   bench?: boolean,
 * }} options
 * `upstreams` are the server processes' loopback ports; `user` is set when nginx starts as root
 * (its workers would otherwise run as nobody, who may not read the builds). `serverKeepAliveMs`:
 * how long a server process keeps an idle connection open (its KEEP_ALIVE_TIMEOUT_MS, 5 s by
 * default). `workers`: nginx worker processes, one per CPU by default. `bench`: no access log, and
 * client connections kept for every request of a run (see below).
 */
export function nginxConfig({
  port,
  upstreams,
  runDir,
  shellDir,
  deploymentsDir,
  repoRoot,
  mimeTypes,
  user,
  serverKeepAliveMs = DEFAULT_SERVER_KEEP_ALIVE_MS,
  workers = 'auto',
  bench = false,
}) {
  if (!Number.isInteger(port) || port <= 0) throw new Error(`bad port ${port}`);
  if (upstreams.length === 0) throw new Error('at least one server process');
  if (workers !== 'auto' && !(Number.isInteger(workers) && workers > 0)) throw new Error(`bad worker count ${workers}`);
  const upstreamIdleMs = upstreamKeepaliveMs(serverKeepAliveMs);
  const builtIn = BUILT_IN_REMOTES.map((name) => name.replace(/[.-]/g, (c) => `\\${c}`)).join('|');
  const fresh = ALWAYS_FRESH.map((name) => name.replace(/\./g, '\\.')).join('|');
  const proxied = [
    'proxy_pass http://servers;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  const cacheHeaders = [
    'add_header Cache-Control $static_cache_control always;',
    'add_header X-Content-Type-Options nosniff always;',
  ];
  const block = (lines, indent) => lines.map((line) => `${' '.repeat(indent)}${line}`).join('\n');

  return `# Written by scripts/cluster/start.mjs for this run; not a file to edit.
${user ? `user ${user};\n` : ''}worker_processes ${workers};
daemon off;
pid ${quoted(`${runDir}/nginx.pid`)};
error_log ${quoted(`${runDir}/error.log`)} warn;

events {
  worker_connections 4096;
}

http {
  include ${quoted(mimeTypes)};
  default_type application/octet-stream;
${
  bench
    ? `  # The bench measures nginx's forwarding, not its log writes.
  access_log off;
  # autocannon (the bench's fallback load) ignores "Connection: close": after the 1,000th request
  # of a connection it sends the next one on the connection nginx is closing and counts the reset
  # as a failed request. Browsers and wrk reconnect; the bench keeps connections for a whole run.
  keepalive_requests 1000000;`
    : `  # Written in 64 KiB blocks (or every 5 s), not a write per request.
  access_log ${quoted(`${runDir}/access.log`)} combined buffer=64k flush=5s;`
}
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  client_body_temp_path ${quoted(`${runDir}/client_body`)};
  proxy_temp_path ${quoted(`${runDir}/proxy`)};
  fastcgi_temp_path ${quoted(`${runDir}/fastcgi`)};
  uwsgi_temp_path ${quoted(`${runDir}/uwsgi`)};
  scgi_temp_path ${quoted(`${runDir}/scgi`)};
  # the builds carry .gz beside every text file: sent as they are
  gzip_static on;
  gzip_vary on;
  client_max_body_size 6m;

  # As the server answers for the same files: hashed names for a year, the rest revalidated.
  map $uri $static_cache_control {
    "~*/(${fresh})$" "no-cache";
    "~${HASHED_FILE}" "${IMMUTABLE}";
    default "no-cache";
  }

  upstream servers {
${block(
  upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`),
  4,
)}
    keepalive 64;
    keepalive_timeout ${upstreamIdleMs}ms;
  }

  server {
    listen ${port};
    listen [::]:${port};

    # A process that refuses the connection, fails or times out: the request goes to the next one.
    # nginx does this only for idempotent methods (GET, HEAD, PUT, DELETE...), never for a POST
    # that may already have been written (no "non_idempotent").
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    # The API, every server-rendered page, and remotes.json (per visitor: canaries).
    location /api/ {
${block(proxied, 6)}
    }
    location = /remotes.json {
${block(proxied, 6)}
    }
    location @servers {
${block(proxied, 6)}
    }

    # As the servers answer a missing file: JSON with the reason in Indonesian.
    location @missing_file {
      types { }
      default_type "application/json; charset=utf-8";
      return 404 '{"message":"${NOT_FOUND_MESSAGE}"}';
    }
    # A remote's server-rendering code is not a file of the site.
    location ~ ^/remotes/[^/]+/ssr/ {
      types { }
      default_type "application/json; charset=utf-8";
      return 404 '{"message":"${NOT_FOUND_MESSAGE}"}';
    }
    # A deployed build (deployments/<folder>) first, else a remote built in place.
    location ~ ^/remotes/(?<remote_folder>[A-Za-z0-9][A-Za-z0-9._-]*)/(?<remote_file>.+)$ {
      root ${quoted(deploymentsDir)};
      try_files /$remote_folder/$remote_file @built_remote;
      error_page 404 = @missing_file;
${block([...cacheHeaders, 'add_header Access-Control-Allow-Origin * always;'], 6)}
    }
    location @built_remote {
      root ${quoted(repoRoot)};
      error_page 404 = @missing_file;
      if ($remote_folder !~ "^(${builtIn})$") {
        return 404;
      }
      try_files /$remote_folder/dist/$remote_file =404;
${block([...cacheHeaders, 'add_header Access-Control-Allow-Origin * always;'], 6)}
    }

    # The shell's files; any other path is a page the servers render.
    location / {
      root ${quoted(shellDir)};
      try_files $uri @servers;
${block(cacheHeaders, 6)}
    }
  }
}
`;
}

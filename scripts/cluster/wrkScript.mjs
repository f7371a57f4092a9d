// wrk's side of bench:cluster, as pure functions (unit-tested in wrkScript.test.ts): the Lua script
// that sends the read rows' paths, and the figures its `done` function prints.

/** The line `done` prints; everything else wrk writes to stdout is its own summary. */
export const RESULT_MARKER = 'WRK_RESULT ';

/** A path or header written between double quotes in Lua: printable ASCII without quotes or backslashes. */
function luaString(value) {
  if (!/^[\x20-\x7e]*$/.test(value) || /["\\]/.test(value)) throw new Error(`not usable in the wrk script: ${value}`);
  return `"${value}"`;
}

/**
 * The script: every request takes the next path of one list, in turn. Run with one thread (-t1):
 * all its connections share the Lua state, so no path comes again before all others did (the
 * order `sharedOrder` gives autocannon's runs). The requests are formatted once, in `init`, with
 * the headers a browser sends (Accept-Encoding: the server answers gzip or brotli as it would to it).
 * @param {string[]} paths
 * @param {Record<string, string>} headers
 */
export function wrkScript(paths, headers) {
  if (paths.length === 0) throw new Error('no paths to send');
  return `-- Written by scripts/cluster/loadGenerators.mjs for one bench run.
local paths = {
${paths.map((requestPath) => `  ${luaString(requestPath)},`).join('\n')}
}
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
  .join('\n')}
local requests = {}
local next_index = 0

function init(args)
  for index, path in ipairs(paths) do
    requests[index] = wrk.format("GET", path)
  end
end

function request()
  next_index = next_index % #requests + 1
  return requests[next_index]
end

-- Latencies in µs; "status" counts answers of 400 and above (wrk's "Non-2xx or 3xx responses").
function done(summary, latency, _)
  local errors = summary.errors
  io.write(string.format(
    '${RESULT_MARKER}{"requests":%d,"durationMicros":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"p50Micros":%d,"p90Micros":%d,"p99Micros":%d,"maxMicros":%d}\\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write,
    errors.timeout, errors.status, math.floor(latency:percentile(50)), math.floor(latency:percentile(90)),
    math.floor(latency:percentile(99)), math.floor(latency.max)))
end
`;
}

/**
 * The figures of one wrk run from its stdout, in the bench's shape: req/s, latencies in ms,
 * socket errors by kind, answers ≥ 400, and `failed` (the two together).
 * @param {string} stdout
 */
export function parseWrkResult(stdout) {
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(RESULT_MARKER));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  const raw = JSON.parse(line.slice(RESULT_MARKER.length));
  const socketErrors = { connect: raw.connect, read: raw.read, write: raw.write, timeout: raw.timeout };
  const errors = Object.values(socketErrors).reduce((sum, count) => sum + count, 0);
  const milliseconds = (micros) => Math.round(micros / 100) / 10;
  return {
    requests: raw.requests,
    rps: raw.durationMicros > 0 ? raw.requests / (raw.durationMicros / 1_000_000) : 0,
    p50: milliseconds(raw.p50Micros),
    p90: milliseconds(raw.p90Micros),
    p99: milliseconds(raw.p99Micros),
    max: milliseconds(raw.maxMicros),
    errors,
    socketErrors,
    non2xx: raw.status,
    failed: errors + raw.status,
  };
}

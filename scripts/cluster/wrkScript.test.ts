import { parseWrkResult, RESULT_MARKER, wrkScript } from './wrkScript.mjs';

const paths = ['/api/landing/searching-guru?jenjang_id=14&lokasi_id=online&page=1', '/api/blog?page=2'];

describe('the wrk script of bench:cluster', () => {
  const script = wrkScript(paths, { 'Accept-Encoding': 'gzip, deflate, br' });

  it('sends every path in turn, one list for all connections, with the browser’s Accept-Encoding', () => {
    for (const requestPath of paths) expect(script).toContain(`  "${requestPath}",`);
    expect(script).toContain('wrk.headers["Accept-Encoding"] = "gzip, deflate, br"');
    expect(script).toContain('requests[index] = wrk.format("GET", path)');
    expect(script).toMatch(/next_index = next_index % #requests \+ 1\s+return requests\[next_index\]/);
  });

  it('prints its figures as one JSON line from done()', () => {
    expect(script).toContain('function done(summary, latency, _)');
    expect(script).toContain(`'${RESULT_MARKER}{"requests":%d,`);
    for (const figure of ['errors.connect', 'errors.read', 'errors.write', 'errors.timeout', 'errors.status'])
      expect(script).toContain(figure);
    expect(script).toContain('math.floor(latency:percentile(99))');
  });

  it('refuses what it cannot quote, and an empty list', () => {
    expect(() => wrkScript(['/a"b'], {})).toThrow(/not usable/);
    expect(() => wrkScript(['/a\\b'], {})).toThrow(/not usable/);
    expect(() => wrkScript(['/a\nb'], {})).toThrow(/not usable/);
    expect(() => wrkScript(['/ok'], { 'X-Name': 'caf\u00e9' })).toThrow(/not usable/);
    expect(() => wrkScript([], {})).toThrow(/no paths/);
  });

  it('reads the figures among wrk’s own lines: req/s, ms, socket errors by kind, answers ≥ 400', () => {
    const stdout = [
      'Running 5s test @ http://127.0.0.1:41001',
      '  1 threads and 50 connections',
      '  Non-2xx or 3xx responses: 2',
      `${RESULT_MARKER}{"requests":60000,"durationMicros":5000000,"bytes":1000,"connect":0,"read":1,"write":0,"timeout":3,"status":2,"p50Micros":3950,"p90Micros":8000,"p99Micros":20049,"maxMicros":90000}`,
      'Requests/sec:  12000.00',
    ].join('\n');
    expect(parseWrkResult(stdout)).toEqual({
      requests: 60_000,
      rps: 12_000,
      p50: 4,
      p90: 8,
      p99: 20,
      max: 90,
      errors: 4,
      socketErrors: { connect: 0, read: 1, write: 0, timeout: 3 },
      non2xx: 2,
      failed: 6,
    });
  });

  it('says so when wrk printed no figures', () => {
    expect(() => parseWrkResult('unable to connect to 127.0.0.1:1 Connection refused\n')).toThrow(/no figures/);
  });
});

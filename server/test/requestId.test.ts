import { ClientErrorReport } from '@tutor/contract';
import { REQUEST_ID_PATTERN } from '@tutor/rules';
import { csrfHeaders, createTestApp, type TestApp } from './helpers/testApp';

/**
 * One request's id, from the answer's X-Request-Id through the browser's error report to the
 * server's log lines (the browser's half: shared/api/src/logging.test.ts).
 */
let test: TestApp;
const lines: string[] = [];
type LogLine = { reqId?: string; failedRequestId?: string; msg?: string; res?: { statusCode?: number } };
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  test = await createTestApp(0, { env: { LOG_REQUESTS: '1' }, logLines: lines });
});
afterAll(() => test.close());

describe('request id', () => {
  it('answers every request with an X-Request-Id, a new one for each', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/health' });
    const second = await test.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps a safe incoming id and replaces one that could forge a log line', async () => {
    const kept = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-4f2a.9' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a.9');
    for (const unsafe of ['a"b', 'x'.repeat(129), 'a b', '']) {
      const replaced = await test.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('names the id on an undecodable URL’s answer too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/blog/%FF' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('follows a failed request from the browser’s report to the server’s log lines', async () => {
    const failed = await test.app.inject({ method: 'GET', url: '/api/pesanan' });
    expect(failed.statusCode).toBe(401);
    const id = String(failed.headers['x-request-id']);

    const report = await test.app.inject({
      method: 'POST',
      url: '/api/log',
      headers: { ...(await csrfHeaders(test.app)), 'sec-fetch-site': 'same-origin' },
      payload: { message: 'Gagal memuat data (401)', source: 'pesanan', requestId: id },
    });
    expect(report.statusCode).toBe(202);

    const reportLine = logged().find((line) => line.msg === 'client error report' && line.failedRequestId === id);
    expect(reportLine).toBeDefined();
    // Every line the failed request wrote names it; its answer line is among them.
    const ofFailed = logged().filter((line) => line.reqId === id);
    expect(ofFailed.some((line) => line.res?.statusCode === 401)).toBe(true);
    expect(reportLine?.reqId).not.toBe(id);
  });

  it('keeps and accepts the same ids: the contract’s pattern is the rules’ one', () => {
    expect(ClientErrorReport.properties.requestId.pattern).toBe(REQUEST_ID_PATTERN);
  });

  it('refuses a report whose request id could forge a log line', async () => {
    const report = await test.app.inject({
      method: 'POST',
      url: '/api/log',
      headers: await csrfHeaders(test.app),
      payload: { message: 'Gagal memuat data', requestId: 'a\nb' },
    });
    expect(report.statusCode).toBe(400);
  });
});

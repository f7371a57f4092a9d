import { api } from './baseApi';
import { logFetchFailure } from './logging';
import { createAppStore } from './store';

// A failed answer's X-Request-Id travels into the error report the page sends to POST /api/log,
// where the server logs it beside the failed request's own log lines (server/test/requestId.test.ts).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ requestIdProbe: build.query<unknown, void>({ query: () => '/api/probe' }) }),
});

function network(failedRequestId: string | null) {
  let reported: (report: unknown) => void = () => undefined;
  const report = new Promise<unknown>((resolve) => (reported = resolve));
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/csrf') return Response.json({ token: 't' });
    if (path === '/api/log') {
      reported(await request.json());
      return Response.json({ message: 'Laporan kesalahan diterima' }, { status: 202 });
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (failedRequestId) headers['X-Request-Id'] = failedRequestId;
    return new Response(JSON.stringify({ message: 'Terjadi kesalahan pada server' }), { status: 500, headers });
  });
  return report;
}

afterEach(() => jest.restoreAllMocks());

describe('error reports name the request that failed', () => {
  it('carries the failed answer’s X-Request-Id into the report', async () => {
    const report = network('0b6c2f9e-req-42');
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.requestIdProbe.initiate());
    expect(result.isError).toBe(true);
    logFetchFailure('probe', result.error);
    expect(await report).toEqual(
      expect.objectContaining({ message: 'Gagal memuat data (500)', source: 'probe', requestId: '0b6c2f9e-req-42' }),
    );
  });

  it('sends no id when the answer had none (a lost connection, another server)', async () => {
    const report = network(null);
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.requestIdProbe.initiate());
    logFetchFailure('probe', result.error);
    expect(await report).not.toHaveProperty('requestId');
  });
});

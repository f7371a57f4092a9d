import { waitFor } from '@testing-library/react';
import { fetchWithRetry, isUnavailable, resiliencePlugin } from './resiliencePlugin';

describe('fetchWithRetry', () => {
  it('retries a failing request and returns the first good answer', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    const response = await fetchWithRetry('http://localhost/remotes/mf-blog/mf-manifest.json', {}, 3, 1);
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up at once on a 404 and reports it as an error', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    await expect(fetchWithRetry('http://localhost/remotes/x/mf-manifest.json', {}, 3, 1)).rejects.toThrow(
      'answered 404',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('errorLoadRemote fallback', () => {
  it('turns a failed remote load into the unavailable marker and logs it', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/api/auth/csrf')
          ? new Response('{"token":"t.s"}', { status: 200 })
          : new Response('{}', { status: 202 }),
      );
    const plugin = resiliencePlugin();
    const result = await plugin.errorLoadRemote!({
      id: 'mf_blog/App',
      error: new Error('ScriptExternalLoadError'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });
    expect(isUnavailable(result)).toBe(true);
    // The report fetches its CSRF token first, so the log call comes a few promises later.
    const logCall = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url) === 'http://localhost/api/log');
      expect(call).toBeDefined();
      return call;
    });
    const init = logCall?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ source: 'shell/remote-loader' });
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('t.s');
  });

  it('leaves other lifecycles to the runtime', async () => {
    const plugin = resiliencePlugin();
    const result = await plugin.errorLoadRemote!({
      id: 'x',
      error: new Error('x'),
      from: 'runtime',
      lifecycle: 'beforeRequest',
      origin: {} as never,
    });
    expect(result).toBeUndefined();
  });
});

describe('loadEntryError retry', () => {
  it('forgets the failed load before retrying, so the runtime starts a new one instead of handing back the failed one', async () => {
    const plugin = resiliencePlugin();
    const uniqueKey = 'mf_blog:/remotes/mf-blog/mf-manifest.json';
    const failedLoad = new Promise<never>(() => undefined); // what the runtime registered: it waits for this hook
    const globalLoading: Record<string, Promise<unknown> | undefined> = { [uniqueKey]: failedLoad };
    const entryExports = { init: jest.fn(), get: jest.fn() };
    // the runtime's getRemoteEntry: the registered load while there is one, else a new load
    const getRemoteEntry = jest.fn(async () => globalLoading[uniqueKey] ?? entryExports);
    const hook = plugin.loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    const recovered = await hook({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_blog' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey,
    });
    expect(recovered).toBe(entryExports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

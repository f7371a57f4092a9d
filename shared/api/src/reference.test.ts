import { createAppStore } from './store';
import { referenceApi } from './reference';

// shared/testing depends on this library, so these tests fake fetch directly.
function answerWith(body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
}

function requestOf(fetchMock: jest.SpyInstance): Request {
  const [input] = fetchMock.mock.calls[0] as [Request];
  return input;
}

describe('reference endpoints', () => {
  it('unwraps mode=all lists and marks every call as XMLHttpRequest', async () => {
    const fetchMock = answerWith({ data: [{ value: 14, label: 'SD' }] });
    const store = createAppStore();
    const result = await store.dispatch(referenceApi.endpoints.getJenjangOptions.initiate());
    expect(result.data).toEqual([{ value: 14, label: 'SD' }]);
    const request = requestOf(fetchMock);
    expect(request.url).toBe('http://localhost/api/select2/master/jenjang?mode=all');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('asks regencies by text with mode=json', async () => {
    const fetchMock = answerWith([{ value: 3273, label: 'Kota Bandung' }]);
    const store = createAppStore();
    const result = await store.dispatch(referenceApi.endpoints.searchRegencyOptions.initiate('bandung'));
    expect(result.data).toEqual([{ value: 3273, label: 'Kota Bandung' }]);
    expect(requestOf(fetchMock).url).toBe('http://localhost/api/select2/master/regencies-2?mode=json&q=bandung');
  });
});

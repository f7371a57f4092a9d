import { assertNoUnexpectedRequests, fakeFetch } from './fetchFake';

const getJson = async (path: string) => (await fetch(path)).json() as Promise<unknown>;

describe('the fake network is checked against the contract', () => {
  afterEach(() => assertNoUnexpectedRequests());

  it('answers a declared route with an answer the server could give', async () => {
    fakeFetch({ 'GET /api/landing/list-level': { body: [] } });
    await expect(getJson('/api/landing/list-level')).resolves.toEqual([]);
  });

  it('refuses to fake a route the contract does not declare', () => {
    expect(() => fakeFetch({ 'GET /api/tidak-ada': { body: {} } })).toThrow(/does not declare/);
    const fake = fakeFetch();
    expect(() => fake.on('DELETE /api/pesanan/ABC', { body: {} })).toThrow(/does not declare/);
  });

  it('matches routes with parameters', () => {
    expect(() => fakeFetch({ 'GET /api/landing/guru/12': { body: { data: null } } })).not.toThrow();
  });

  it("fails the test when a faked answer drifts from the route's answer schema", async () => {
    fakeFetch({ 'GET /api/landing/list-level': { body: [{ id: '1' }] } });
    await getJson('/api/landing/list-level');
    expect(() => assertNoUnexpectedRequests()).toThrow(/GET \/api\/landing\/list-level 200: \/0/);
  });

  it('holds refusals to the { message } shape', async () => {
    fakeFetch({ 'GET /api/auth/me': { status: 401, body: { error: 'Unauthorized' } } });
    await getJson('/api/auth/me');
    expect(() => assertNoUnexpectedRequests()).toThrow(/GET \/api\/auth\/me 401/);
  });
});

/**
 * The OpenAPI document says what the API does (issue 30): Redocly's recommended rules find
 * nothing in it, and what it declares matches how the server runs: writes need the CSRF pair, the
 * body-less POSTs take an empty body, every operation has a unique name.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openapiChecker, type OpenApiDocument } from './helpers/openapiAnswers';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean };
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
}

let t: TestApp;
let document: Document;
let text: string;
beforeAll(async () => {
  t = await createTestApp();
  text = (await t.app.inject({ url: '/api/openapi.json' })).body;
  document = JSON.parse(text) as Document;
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ url, method, operation })),
  );

describe('/api/openapi.json', () => {
  it("passes Redocly's recommended rules without an error or a warning", () => {
    const output = execFileSync(process.execPath, [path.join(__dirname, 'helpers/lintOpenapi.mjs')], {
      input: text,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(JSON.parse(output)).toEqual([]);
  }, 120_000);

  it('names every operation once and says where the API is served', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('declares the session cookie and the CSRF pair, and asks for the pair on every write', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'pp_session' },
      csrfCookie: { type: 'apiKey', in: 'cookie', name: 'pp_csrf' },
      csrfHeader: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    for (const { method, operation } of operations()) {
      const needsPair = !['get', 'head', 'options'].includes(method);
      expect(
        operation.security?.every((option) => ('csrfHeader' in option && 'csrfCookie' in option) === needsPair),
      ).toBe(true);
    }
  });

  it('has no wildcard template, and a body-less POST declares the empty body the server takes', async () => {
    expect(Object.keys(document.paths).filter((url) => url.includes('{*}'))).toEqual([]);
    const logout = document.paths['/api/auth/logout']?.post;
    expect(logout?.requestBody).toMatchObject({ required: false });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...(await csrfHeaders(t.app)), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(taken.statusCode).toBe(204);
  });

  it("tells a drifted answer from a real one, as a generated client would (contract.test checks every route's)", async () => {
    const checker = openapiChecker(document as unknown as OpenApiDocument);
    const real = (await t.app.inject({ url: '/api/landing/searching-biaya-les/default' })).json() as unknown;
    expect(checker.answerErrors('GET', '/api/landing/searching-biaya-les/default', 200, real)).toEqual([]);
    expect(
      checker.answerErrors('GET', '/api/landing/searching-biaya-les/default', 200, { data: 'bukan daftar' }),
    ).not.toEqual([]);
    expect(checker.answerErrors('GET', '/api/landing/searching-biaya-les/default', 418, real)).not.toEqual([]);
  });
});

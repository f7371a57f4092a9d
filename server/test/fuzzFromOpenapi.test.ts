import type { InjectOptions } from 'fastify';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtransStandIn';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';

/**
 * Bad input for every route, derived from /api/openapi.json (so a new route is covered the day it
 * is declared): wrong types, huge and non-finite numbers, NUL and control characters, overlong
 * strings, unknown fields, wrong methods and broken JSON. Nothing may answer 5xx, every refusal is
 * JSON `{ message }`, and the server still answers afterwards. Runs on SQLite and, with
 * DATABASE_URL, PostgreSQL (the drill found different 5xx on each).
 */

interface Parameter {
  in: 'query' | 'path';
  name: string;
  required?: boolean;
  schema: { type?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let midtrans: MidtransStandIn;
beforeAll(async () => {
  // the online payment routes reach the local Midtrans stand-in, as the site reaches Midtrans
  midtrans = await startMidtransStandIn({ serverKey: 'SB-Mid-server-drill' });
  t = await createTestApp(300, { env: { MIDTRANS_SERVER_KEY: 'SB-Mid-server-drill', MIDTRANS_API_URL: midtrans.url } });
});
afterAll(async () => {
  await t.close();
  await midtrans.close();
});

/** Values that reach the handler, so a mutated field is the only wrong one. */
const BASELINE: Record<string, string> = {
  jenjang_id: '14',
  provinsi: '32',
  kota: '3273',
  kota_id: '3273',
  lokasi_id: 'online',
  sistem_pembelajaran: 'Offline',
  jumlah_siswa: '1',
  mode: 'json',
  id: '1',
  slug: 'abc',
  file: '1.svg',
  folder: 'mf-blog',
  '*': 'remoteEntry.js',
  page: '1',
  limit: '5',
};

const LONG = 'a'.repeat(5_000);
/** Every value is sent URL-encoded; RAW_URL_VALUES go into the URL as they are. */
const BAD_VALUES = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '1e3',
  '0x10',
  ' 7 ',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '',
  'abc',
  'a\u0000b',
  '\u0000',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  'a\nb',
  '\uffff',
  LONG,
  "1' OR '1'='1",
];
const RAW_URL_VALUES = ['%FF', '%ED%A0%80', '%', '%00', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd'];
const BODY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  'Infinity',
  [],
  {},
  [1, 2],
  { nested: { deeper: 'x' } },
  'a\u0000b@contoh.id',
  '\u0001',
  'x'.repeat(20_000),
  '62812\u00003456789',
  '',
];
const BROKEN_BODIES: [string, string][] = [
  ['{"message": ', 'application/json'],
  ['{"message": "x"}}', 'application/json'],
  ['[1, 2, 3]', 'application/json'],
  ['"just a string"', 'application/json'],
  ['null', 'application/json'],
  ['{"__proto__": {"polluted": true}, "message": "x"}', 'application/json'],
  ['{"constructor": {"prototype": {"polluted": true}}}', 'application/json'],
  ['{"message": "\\u0000"}', 'application/json'],
  ['', 'application/json'],
  ['message=x', 'application/x-www-form-urlencoded'],
  ['<x/>', 'application/xml'],
  ['hello', 'text/plain'],
  ['{"message": "x"}', 'application/json; charset=utf-16'],
  // Deep nesting within the body limits: nothing may walk it recursively.
  [`${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'application/json'],
  [`{"message": "x", "stack": ${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`, 'application/json'],
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? BASELINE[name] ?? '1');
}

function queryString(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');
}

function baselineQuery(parameters: Parameter[]): Record<string, string> {
  const entries = parameters
    .filter((p) => p.in === 'query' && !p.name.endsWith('[]') && BASELINE[p.name])
    .map((p) => [p.name, BASELINE[p.name] as string]);
  return Object.fromEntries(entries);
}

/** Every request the document implies, labelled for the failure message. */
function badRequests(doc: OpenApi): [string, InjectOptions][] {
  const requests: [string, InjectOptions][] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => !(m.toLowerCase() in operations) && !(m === 'OPTIONS'))) {
      requests.push([`${method} ${path} (not declared)`, { method, url: fill(path, {}) }]);
    }
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const base = baselineQuery(parameters);
      const pathParams = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, BASELINE[p.name] ?? '1']),
      );
      const send = (
        label: string,
        pathValues: Record<string, string>,
        query: Record<string, string>,
        extra: Partial<InjectOptions> = {},
      ) => {
        const qs = queryString(query);
        requests.push([
          `${method.toUpperCase()} ${path} ${label}`,
          {
            method: method.toUpperCase() as InjectOptions['method'],
            url: `${fill(path, pathValues)}${qs ? `?${qs}` : ''}`,
            ...extra,
          },
        ]);
      };
      for (const parameter of parameters) {
        const values = [...BAD_VALUES.map(encodeURIComponent), ...RAW_URL_VALUES];
        for (const value of values) {
          if (parameter.in === 'path')
            send(`${parameter.name}=${value.slice(0, 20)}`, { ...pathParams, [parameter.name]: value }, base);
          else send(`${parameter.name}=${value.slice(0, 20)}`, pathParams, { ...base, [parameter.name]: value });
        }
        if (parameter.in === 'query')
          send(`${parameter.name} twice`, pathParams, {
            ...base,
            [parameter.name]: `1&${encodeURIComponent(parameter.name)}=2`,
          });
      }
      send('unknown field', pathParams, { ...base, zz_unknown: 'x' });
      send('unknown field with NUL', pathParams, { ...base, 'zz\u0000': '%00' });
      const body = operation.requestBody?.content['application/json']?.schema;
      if (!body) continue;
      for (const property of Object.keys(body.properties ?? {})) {
        for (const value of BODY_VALUES)
          send(`body.${property}=${JSON.stringify(value).slice(0, 20)}`, pathParams, base, {
            payload: { message: 'x', [property]: value } as object,
          });
      }
      send('unknown body field', pathParams, base, { payload: { message: 'x', zz_unknown: 'x'.repeat(100) } });
      for (const [payload, contentType] of BROKEN_BODIES)
        send(`body ${payload.slice(0, 20)} as ${contentType}`, pathParams, base, {
          payload,
          headers: { 'content-type': contentType },
        });
    }
  }
  return requests;
}

describe('bad input derived from the OpenAPI document', () => {
  it('never answers 5xx, always answers a refusal as JSON {message}, and keeps serving', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const requests = badRequests(doc);
    expect(requests.length).toBeGreaterThan(1_000);

    const failures: string[] = [];
    let serverErrors = 0;
    for (const [index, [label, request]] of requests.entries()) {
      // A distinct client address per request keeps the rate limits out of the way of the handlers.
      const response = await t.app.inject({
        ...request,
        remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      });
      if (response.statusCode >= 500) serverErrors += 1;
      const refused = response.statusCode >= 400;
      const json = /application\/json/.test(String(response.headers['content-type']));
      const message = json && response.body ? (response.json() as { message?: unknown }).message : undefined;
      if (response.statusCode >= 500 || (refused && (typeof message !== 'string' || message.length < 4))) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    // The count is the headline of issue 15's drill; printed so CI logs show it per database.
    console.info(
      `bad-input drill on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: ${requests.length} requests, ${serverErrors} answered 5xx`,
    );
    expect(failures).toEqual([]);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

/**
 * A fake network at the fetch boundary. Tests declare the answers the real server gives, keyed by
 * "METHOD /path"; a request nobody declared fails the test, so a component cannot silently call
 * something the test did not expect. Every key must be a route of the contract, and every answer
 * must fit that route's answer schema (contractCheck.ts).
 */
import { answerProblems, requireContractRoute } from './contractCheck';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** ms before answering, to observe loading states */
  delay?: number;
  /**
   * Answered by something in front of the server (a proxy's 502 page), not by the server: the
   * contract does not apply and the body is sent as text/html.
   */
  fromProxy?: boolean;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FetchFake {
  /** every request received, in order */
  requests: FakeRequest[];
  /** requests to one "METHOD /path" */
  callsTo(route: string): FakeRequest[];
  /** replaces or adds an answer */
  on(route: string, handler: FakeHandler | FakeAnswer): void;
}

let unexpected: string[] = [];
let drifted: string[] = [];

/** What GET /api/auth/csrf answers in every fake network: writes from @tutor/api fetch it first. */
export const TEST_CSRF_TOKEN = 'csrf-uji.tanda-tangan';

/** Run after every test (setupDom.ts): a request nobody declared, or an answer the server could not give, fails it. */
export function assertNoUnexpectedRequests(): void {
  const found = unexpected;
  const wrongShapes = drifted;
  unexpected = [];
  drifted = [];
  if (found.length > 0) throw new Error(`Unexpected requests (declare them with fakeFetch): ${found.join(', ')}`);
  if (wrongShapes.length > 0)
    throw new Error(`Faked answers the server's contract does not allow:\n${wrongShapes.join('\n')}`);
}

async function readBody(init: RequestInit | undefined, request: Request | null): Promise<unknown> {
  const raw = request ? await request.clone().text() : typeof init?.body === 'string' ? init.body : '';
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Installs the fake on window.fetch / global fetch for the current test. */
export function fakeFetch(routes: Record<string, FakeHandler | FakeAnswer> = {}): FetchFake {
  const table = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const toHandler = (value: FakeHandler | FakeAnswer): FakeHandler =>
    typeof value === 'function' ? value : () => value;
  const declare = (key: string, value: FakeHandler | FakeAnswer) => {
    requireContractRoute(key);
    table.set(key, toHandler(value));
  };
  declare('GET /api/auth/csrf', { body: { token: TEST_CSRF_TOKEN } });
  for (const [route, value] of Object.entries(routes)) declare(route, value);

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(request?.headers ?? init?.headers);
    const received: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(init, request),
      headers,
    };
    requests.push(received);
    const handler = table.get(`${method} ${url.pathname}`);
    if (!handler) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      return new Response(JSON.stringify({ message: 'not declared in the test' }), { status: 599 });
    }
    const answer = await handler(received);
    const status = answer.status ?? 200;
    if (!answer.fromProxy)
      drifted.push(...answerProblems(requireContractRoute(`${method} ${url.pathname}`), status, answer.body));
    if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
    if (answer.fromProxy)
      return new Response(String(answer.body), { status, headers: { 'Content-Type': 'text/html' } });
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  jest.spyOn(globalThis, 'fetch').mockImplementation(fake);
  return {
    requests,
    callsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    on: declare,
  };
}

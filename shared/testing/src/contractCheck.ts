/**
 * The fake network checked against the contract: a faked route must be one the server declares,
 * and a faked answer must have the shape the server's schema gives it, so a fixture that drifts
 * from the server fails its test instead of passing against a server that no longer exists.
 */
import { Value } from '@sinclair/typebox/value';
// The test network runs in jest only, never in a browser bundle: it needs the schemas themselves.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { allRoutes, type RouteContract } from '@tutor/contract';

interface DeclaredRoute {
  route: RouteContract;
  pattern: RegExp;
  /** a route without parameters wins over one whose parameter would also match (/api/kalender/baru) */
  isStatic: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.+';
    return segment.startsWith(':') ? '[^/]+' : escape(segment);
  });
  return new RegExp(`^${segments.join('/')}$`);
}

const declared: DeclaredRoute[] = allRoutes
  .map((route) => ({ route, pattern: patternOf(route.url), isStatic: !/[:*]/.test(route.url) }))
  .sort((a, b) => Number(b.isStatic) - Number(a.isStatic));

/** The contract's route for a request, or undefined. */
export function contractRouteOf(method: string, path: string): RouteContract | undefined {
  return declared.find((item) => item.route.method === method && item.pattern.test(path))?.route;
}

/** "METHOD /path" as the fake's tables are keyed; throws when the server declares no such route. */
export function requireContractRoute(key: string): RouteContract {
  const [method = '', path = ''] = key.split(' ');
  const route = contractRouteOf(method, path);
  if (!route)
    throw new Error(`The test fakes "${key}", which the contract (@tutor/contract allRoutes) does not declare.`);
  return route;
}

/** What is wrong with a faked answer by the route's schema for its status; empty when it fits. */
export function answerProblems(route: RouteContract, status: number, body: unknown): string[] {
  const responses = route.schema.response as Record<string, unknown>;
  const schema = responses[String(status)] ?? responses[`${Math.floor(status / 100)}xx`];
  const name = `${route.method} ${route.url} ${status}`;
  if (schema === undefined) return [`${name}: the contract declares no answer with this status`];
  // a non-JSON answer (an SVG, a page) is a string the server sends as it is
  if (typeof schema === 'object' && schema !== null && 'content' in schema)
    return typeof body === 'string' ? [] : [`${name}: expected text`];
  const typed = schema as Parameters<typeof Value.Check>[0];
  if (Value.Check(typed, body)) return [];
  return [...Value.Errors(typed, body)]
    .slice(0, 5)
    .map((error) => `${name}: ${error.path || '(answer)'} ${error.message}`);
}

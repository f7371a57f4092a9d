import { SESSION_COOKIE } from './session';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';

/**
 * What @fastify/swagger cannot know from the route schemas, added to the document it builds so
 * that a linter, a contract proxy or a generated client reads the API as the server runs it:
 * who may call (the session cookie; the double-submit CSRF pair on every write), where it is
 * served, a stable name per operation, the wildcard path as a real parameter, and the optional
 * empty body that the body-less POSTs accept.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
}
interface Document extends Json {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json;
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);
/** Fastify's name of the tail parameter of `/remotes/:folder/*`; OpenAPI needs a plain name. */
const WILDCARD = '*';
const WILDCARD_NAME = 'path';

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session of a logged-in account (POST /api/auth/login sets it).',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description: 'The signed CSRF token cookie (GET /api/auth/csrf sets it).',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: 'Repeats the token of the CSRF cookie; every state-changing request needs it.',
  },
} as const;

// A public read needs nothing; the session, when sent, tells the server who asks (the handler then
// checks role and owner). A write needs the CSRF pair, with or without a session.
const READ_SECURITY: Record<string, string[]>[] = [{}, { session: [] }];
const WRITE_SECURITY: Record<string, string[]>[] = [
  { csrfCookie: [], csrfHeader: [] },
  { csrfCookie: [], csrfHeader: [], session: [] },
];

/** `post /api/pesanan/{kode}/ulasan` → `postApiPesananKodeUlasan`: unique because method + path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + (words.join('') || 'Root');
}

const EMPTY_BODY = {
  required: false,
  description: 'Nothing, or an empty JSON object.',
  content: { 'application/json': { schema: { type: 'object', additionalProperties: false, properties: {} } } },
};

function completeOperation(method: string, path: string, operation: Operation): Operation {
  const write = !SAFE_METHODS.has(method);
  return {
    ...operation,
    operationId: operationIdOf(method, path),
    security: write ? WRITE_SECURITY : READ_SECURITY,
    parameters: operation.parameters?.map((parameter) =>
      parameter.in === 'path' && parameter.name === WILDCARD ? { ...parameter, name: WILDCARD_NAME } : parameter,
    ),
    ...(write && operation.requestBody === undefined ? { requestBody: EMPTY_BODY } : {}),
  };
}

export function completeDocument(document: Document): Document {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [rawPath, operations] of Object.entries(document.paths ?? {})) {
    const path = rawPath.replace(`{${WILDCARD}}`, `{${WILDCARD_NAME}}`);
    paths[path] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [method, completeOperation(method, path, operation)]),
    );
  }
  return {
    ...document,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    paths,
    components: { ...document.components, securitySchemes: SECURITY_SCHEMES },
  };
}

/** The platform's own routes: health, client error reports, the runtime manifest and the built apps. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, ApiMessage, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';

export const ClientErrorReport = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  stack: Type.Optional(Type.String({ maxLength: 8000 })),
  componentStack: Type.Optional(Type.String({ maxLength: 8000 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  source: Type.Optional(Type.String({ maxLength: 200 })),
  /** the remote whose code failed (its federation name) and the build it ran: errors are counted per version */
  remote: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' })),
  version: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** the X-Request-Id of the answer that failed (the server's log lines of that request carry it); @tutor/rules' REQUEST_ID_PATTERN */
  requestId: Type.Optional(Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9._:-]{1,128}$' })),
});
/** What the front end reports to POST /api/log. */
export type ClientErrorReport = Static<typeof ClientErrorReport>;

export const Health = Answer({ status: Type.Literal('ok'), database: Type.String() });
export type Health = Static<typeof Health>;

/** GET /api/health/ready: 200 while the process takes requests, 503 `{ message }` while it drains to stop. */
export const Readiness = Answer({ status: Type.Literal('siap') });
export type Readiness = Static<typeof Readiness>;

/** A second build of a remote, shown to `percent` of visitors (each keeps theirs: a cookie). */
export const RemoteCanary = Answer({
  entry: Type.String({ minLength: 1 }),
  percent: Type.Number({ minimum: 0, maximum: 100 }),
});
export type RemoteCanary = Static<typeof RemoteCanary>;

export const RemoteEntry = Answer({
  name: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
  entry: Type.String({ minLength: 1 }),
  routes: Type.Array(Type.String({ pattern: '^/' })),
  /** only in the deployment file: GET /remotes.json answers each visitor with their version in `entry` */
  canary: Type.Optional(RemoteCanary),
});
export const RemotesManifest = Answer({ remotes: Type.Array(RemoteEntry) });
/** /remotes.json: which remote serves which URL prefixes (read at run time by the shell). */
export type RemotesManifest = Static<typeof RemotesManifest>;

const tags = ['platform'] as const;

export const platformRoutes = {
  health: route({
    method: 'GET',
    url: '/api/health',
    schema: {
      summary: 'Liveness and the database kind',
      tags,
      querystring: NoQuery,
      response: { 200: Health, ...ERROR_RESPONSES },
    },
  }),
  ready: route({
    method: 'GET',
    url: '/api/health/ready',
    schema: {
      summary: 'Readiness: 503 while the process finishes its requests before stopping (a load balancer stops sending)',
      tags,
      querystring: NoQuery,
      response: { 200: Readiness, ...ERROR_RESPONSES },
    },
  }),
  metrics: route({
    method: 'GET',
    url: '/metrics',
    schema: {
      summary:
        'Prometheus text (requests by route and status, outbox, job lags, remote errors per build, the process); only with Authorization: Bearer METRICS_TOKEN (404 when the server has none, 401 without it)',
      tags,
      querystring: NoQuery,
      response: { 200: raw('text/plain', 'Prometheus exposition format 0.0.4'), ...ERROR_RESPONSES },
    },
  }),
  log: route({
    method: 'POST',
    url: '/api/log',
    schema: {
      summary: 'Stores a front-end error report (error boundary, failed fetch)',
      tags,
      body: ClientErrorReport,
      response: { 202: ApiMessage, ...ERROR_RESPONSES },
    },
  }),
  remotesManifest: route({
    method: 'GET',
    url: '/remotes.json',
    schema: {
      summary: 'The runtime manifest of remotes (no-cache)',
      tags,
      querystring: Query({}),
      response: { 200: RemotesManifest, ...ERROR_RESPONSES },
    },
  }),
  shellPage: route({
    method: 'GET',
    url: '/',
    schema: {
      summary: "The shell's index.html (every unknown page path gets it too)",
      tags,
      querystring: Query({}),
      response: { 200: raw('text/html', 'The shell page'), ...ERROR_RESPONSES },
    },
  }),
  remoteFile: route({
    method: 'GET',
    url: '/remotes/:folder/*',
    schema: {
      summary: "A file of a remote's build (mf-manifest.json, remoteEntry.js, chunks)",
      tags,
      params: Query({ folder: Type.String({ maxLength: 80 }), '*': Type.String({ maxLength: 300 }) }),
      response: { 200: raw('application/octet-stream', 'The file'), ...ERROR_RESPONSES },
    },
  }),
  openapi: route({
    method: 'GET',
    url: '/api/openapi.json',
    schema: {
      summary: 'This OpenAPI 3 document',
      tags,
      querystring: NoQuery,
      response: { 200: raw('application/json', 'OpenAPI 3 document'), ...ERROR_RESPONSES },
    },
  }),
  docs: route({
    method: 'GET',
    url: '/api/docs',
    schema: {
      summary: 'A readable reference of every route',
      tags,
      querystring: NoQuery,
      response: { 200: raw('text/html', 'HTML reference'), ...ERROR_RESPONSES },
    },
  }),
};

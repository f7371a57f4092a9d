import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from './contractRoutes';
import { completeDocument } from './openapiDocument';

const AREAS = [
  { name: 'catalog', description: 'Programs, reference lists, fees and verified teachers (public reads)' },
  { name: 'content', description: 'Landing blocks, blog and generated images (public reads)' },
  { name: 'promotions', description: 'Discounts, the discount claim, referral codes and the newsletter' },
  { name: 'money', description: "One money ledger: teachers' honor and referral commission, payout requests" },
  { name: 'platform', description: 'Health, error reports, the runtime manifest and the built apps' },
  { name: 'accounts', description: 'Registration, login, sessions, password reset, teacher profile and verification' },
  { name: 'orders', description: "The order wizard's schedule and preview, orders, their list, detail and cancelling" },
  {
    name: 'notifications',
    description: "Each user's notifications (the bell), their e-mail settings, and the admin's outbox",
  },
];

const DOCS_URL = platformRoutes.docs.url;

/** The page @fastify/swagger-ui registers at /api/docs (Fastify also adds it with a trailing slash). */
const isDocsPage = (url: string) => url === DOCS_URL || url === `${DOCS_URL}/`;

/**
 * Collects every route's contract schemas into an OpenAPI 3 document. It must be registered
 * before any route: @fastify/swagger reads them as they are added (onRoute).
 */
export async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Pintar Privat API',
        version: '1.0.0',
        description: 'Every route, declared once in @tutor/contract.',
      },
      tags: AREAS,
    },
    // swagger-ui hides its own routes; its page is the contract's GET /api/docs, listed as declared there.
    transform: ({ schema, url }) =>
      isDocsPage(url) ? { schema: platformRoutes.docs.schema, url: DOCS_URL } : { schema, url },
  });
}

/**
 * GET /api/openapi.json, and GET /api/docs: Swagger UI (@fastify/swagger-ui) served from this
 * server's own files (no CDN) under /api/docs/static, reading the same document at /api/docs/json.
 * The page runs only its own scripts, so the site's CSP (platform/securityHeaders.ts) lets it work.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  const api = contractApp(app);
  let document: ReturnType<typeof completeDocument> | undefined;
  let json: string | undefined;
  // Built on first request: every route is registered by then, and the document never changes.
  const completed = () =>
    (document ??= completeDocument(app.swagger() as unknown as Parameters<typeof completeDocument>[0]));
  api.route({
    ...platformRoutes.openapi,
    handler: (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((json ??= JSON.stringify(completed()))),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_URL,
    transformSpecification: () => completed(),
    transformSpecificationClone: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    theme: { title: 'Pintar Privat API' },
  });
}

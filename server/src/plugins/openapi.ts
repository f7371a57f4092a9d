import swagger from '@fastify/swagger';
import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from './contractRoutes';
import { apiReferencePage } from './apiReferencePage';
import { completeDocument } from './openapiDocument';

const AREAS = [
  { name: 'catalog', description: 'Programs, reference lists, fees and verified teachers (public reads)' },
  { name: 'content', description: 'Landing blocks, blog and generated images (public reads)' },
  { name: 'promotions', description: 'Discounts, the discount claim, referral codes and the newsletter' },
  { name: 'money', description: "One money ledger: teachers' honor and referral commission, payout requests" },
  { name: 'platform', description: 'Health, error reports, the runtime manifest and the built apps' },
  { name: 'accounts', description: 'Registration, login, sessions, password reset, teacher profile and verification' },
  { name: 'orders', description: "The order wizard's schedule and preview, orders, their list, detail and cancelling" },
  { name: 'notifications', description: "Each user's notifications (the bell), their e-mail settings, and the admin's outbox" },
];

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
  });
}

/** GET /api/openapi.json and GET /api/docs (a readable page built here: no CDN, no script). */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  const api = contractApp(app);
  let document: string | undefined;
  let page: string | undefined;
  // Built on first request: every route is registered by then, and the document never changes.
  const spec = () => (document ??= JSON.stringify(completeDocument(app.swagger() as unknown as Parameters<typeof completeDocument>[0])));
  api.route({ ...platformRoutes.openapi, handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(spec()) });
  api.route({
    ...platformRoutes.docs,
    handler: (_request, reply) => reply.type('text/html; charset=utf-8').send((page ??= apiReferencePage(JSON.parse(spec())))),
  });
}

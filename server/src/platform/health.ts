import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, databaseKind: string): Promise<void> {
  app.get(
    '/api/health',
    { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } } } } },
    async () => ({ status: 'ok', database: databaseKind }),
  );
}

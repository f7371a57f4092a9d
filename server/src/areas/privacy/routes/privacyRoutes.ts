import { personalDataRoutes as routes } from '@tutor/contract';
import { PERSONAL_DATA_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { clearSessionCookie, requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { deleteAccount } from '../deletionService';
import { personalDataExport } from '../exportService';
import { ANY_ACCOUNT, DELETE_BODY_LIMIT, deleteAccountRateLimit, exportRateLimit } from '../policy';

export async function privacyRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.dataExport,
    config: { rateLimit: exportRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      if (!user) return reply;
      const data = await personalDataExport(db, user.id, now());
      if (!data) return reply.code(404).send({ message: 'Akun tidak ditemukan' });
      const day = data.dibuat.slice(0, 10);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="data-saya-pintar-privat-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  });

  api.route({
    ...routes.deleteAccount,
    bodyLimit: DELETE_BODY_LIMIT,
    config: { rateLimit: deleteAccountRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      if (!user) return reply;
      const outcome = await deleteAccount(db, user, request.body.password, now);
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      clearSessionCookie(reply, request.protocol === 'https');
      return { message: PERSONAL_DATA_MESSAGES.deleted };
    },
  });
}

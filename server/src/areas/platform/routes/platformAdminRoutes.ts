import { platformAdminRoutes as routes } from '@tutor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { PLATFORM_MESSAGES } from '../policy';
import { actorOf, recordAudit } from '../../audit';
import { nowIso } from '../../../lib/dates';
import { ADMIN_ONLY } from '../../../lib/roles';

/** The platform desk: the remotes' builds with their health, and promoting or dropping a canary by hand. */
export async function platformAdminRouteHandlers(
  app: FastifyInstance,
  { db, now, platform }: ApiContext,
): Promise<void> {
  if (!platform) return;
  const api = contractApp(app);

  api.route({
    ...routes.status,
    handler: async (request, reply) => {
      if (!(await requireRole(db, request, reply, ADMIN_ONLY))) return reply;
      return { data: await platform.status(request.log) };
    },
  });

  const changeBy =
    (action: 'promosi' | 'rollback', reason: string) =>
    async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      if (!admin) return reply;
      const change = await platform.change(request.params.name, action, reason, admin.email);
      if (!change.ok) {
        if (change.problem === 'no-remote') return reply.code(404).send({ message: PLATFORM_MESSAGES.noRemote });
        return reply.code(409).send({
          message: change.problem === 'no-canary' ? PLATFORM_MESSAGES.noCanary : PLATFORM_MESSAGES.unreadable,
        });
      }
      // The change is a file (remotes.json), outside any transaction: its row follows once it is written.
      const { event } = change;
      const entry = {
        action: action === 'promosi' ? 'remote.versi_uji_diaktifkan' : 'remote.versi_uji_dikembalikan',
        object: 'remote',
        objectId: event.remote,
        before: { entry: event.dari },
        after: { entry: event.ke },
      } as const;
      const at = nowIso(now());
      await db.transaction().execute((trx) => recordAudit(trx, { actor: actorOf(request, admin), ...entry, at }));
      return { data: await platform.status(request.log) };
    };
  api.route({ ...routes.promote, handler: changeBy('promosi', PLATFORM_MESSAGES.promotedByHand) });
  api.route({ ...routes.rollback, handler: changeBy('rollback', PLATFORM_MESSAGES.rolledBackByHand) });
}

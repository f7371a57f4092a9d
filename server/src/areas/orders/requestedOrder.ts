import { ORDER_MESSAGES } from '@tutor/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@tutor/contract';
import type { Database } from '../../db/schema';
import { requireRole, type SessionUser } from '../../plugins/session';
import { visibleOrder } from './orderService';

/**
 * The session of one of these roles and the order of the URL's code it may see, or null once the
 * refusal is sent (401 or 403 by requireRole, 404 for an order it may not see or that does not exist).
 * Every route about one order starts here.
 */
export async function requestedOrder(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  roles: readonly Role[],
  kode: string,
): Promise<{ user: SessionUser; order: NonNullable<Awaited<ReturnType<typeof visibleOrder>>> } | null> {
  const user = await requireRole(db, request, reply, roles);
  if (!user) return null;
  const order = await visibleOrder(db, user, kode);
  if (!order) {
    await reply.code(404).send({ message: ORDER_MESSAGES.notFound });
    return null;
  }
  return { user, order };
}

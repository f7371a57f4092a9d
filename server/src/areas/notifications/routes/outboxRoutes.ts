import { MAX_ID, outboxRoutes as routes, type EmailDelivery, type PendingMessage } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../lib/dates';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf, recordAudit } from '../../audit';
import { markSentByHand, messageById, pendingMessages } from '../data/pendingMessages';
import { ADMIN_ONLY, notificationRateLimit, OUTBOX_MESSAGES, PENDING_LIST_SIZE } from '../policy';

const viewOf = (row: NonNullable<Awaited<ReturnType<typeof messageById>>>): PendingMessage => ({
  id: row.id,
  saluran: row.channel === 'whatsapp' ? 'whatsapp' : 'email',
  penerima: row.recipient,
  subjek: row.subject,
  isi: row.body,
  dibuat: row.created_at,
  percobaan: row.attempts,
  galat: row.last_error,
});

/**
 * The admin's pending messages: WhatsApp to send by hand, e-mails that failed; marking one sent.
 * The list says how e-mail leaves this server, so the page never claims mail went out when it was only logged.
 */
export async function outboxRouteHandlers(
  app: FastifyInstance,
  { db, now }: ApiContext,
  emailDelivery: EmailDelivery,
): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.pending,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      if (!admin) return reply;
      return {
        data: (await pendingMessages(db, PENDING_LIST_SIZE)).map((row) => viewOf({ ...row, sent_at: null })),
        pengiriman_email: emailDelivery,
      };
    },
  });

  api.route({
    ...routes.markSent,
    config: { rateLimit: notificationRateLimit },
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      if (!admin) return reply;
      const id = Number(request.params.id);
      const before = id <= MAX_ID ? await messageById(db, id) : undefined;
      if (!before) return reply.code(404).send({ message: OUTBOX_MESSAGES.notFound });
      const at = nowIso(now());
      const marked = await db.transaction().execute(async (trx) => {
        if (!(await markSentByHand(trx, id, at))) return false;
        const change = { before: { terkirim: false }, after: { terkirim: true, saluran: before.channel } };
        const entry = {
          action: 'pesan_keluar.ditandai_terkirim',
          object: 'pesan_keluar',
          objectId: id,
          ...change,
          at,
        } as const;
        await recordAudit(trx, { actor: actorOf(request, admin), ...entry });
        return true;
      });
      if (!marked)
        return reply
          .code(409)
          .send({ message: before.sent_at ? OUTBOX_MESSAGES.alreadySent : OUTBOX_MESSAGES.notByHand });
      const after = await messageById(db, id);
      return after ? { data: viewOf(after) } : reply.code(404).send({ message: OUTBOX_MESSAGES.notFound });
    },
  });
}

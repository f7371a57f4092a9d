import { notificationRoutes as routes, type NotificationKind } from '@tutor/contract';
import { NOTIFICATION_KINDS } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../lib/dates';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { markRead, notificationsOf, optOutKinds, replaceOptOuts, unreadCount } from '../data/notificationWrites';
import { ANY_USER, DEFAULT_LIST_SIZE, NOTIFICATION_BODY_LIMIT, notificationRateLimit } from '../policy';

const knownKinds = (kinds: readonly string[]): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));

/** The bell: a user's own notifications, marking them read, and which kinds also come by e-mail. */
export async function notificationRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const limits = { bodyLimit: NOTIFICATION_BODY_LIMIT, config: { rateLimit: notificationRateLimit } };

  api.route({
    ...routes.list,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_USER);
      if (!user) return reply;
      const limit = request.query.batas ?? DEFAULT_LIST_SIZE;
      const [rows, belum_dibaca] = await Promise.all([
        notificationsOf(db, user.id, limit, request.query.sebelum),
        unreadCount(db, user.id),
      ]);
      const items = rows.slice(0, limit).map((row) => ({
        id: row.id,
        jenis: knownKinds([row.kind])[0] ?? 'pesanan',
        teks: row.text,
        tautan: row.link,
        waktu: row.created_at,
        dibaca: row.read_at !== null,
      }));
      return { data: { belum_dibaca, items, ada_lagi: rows.length > limit } };
    },
  });

  api.route({
    ...routes.markRead,
    ...limits,
    // "nothing = all": a POST without a body is read as {} before the body is validated; a body of
    // `null` is a body, and is refused by the schema like any other that is not an object
    preValidation: async (request) => {
      if (request.body === undefined) request.body = {};
    },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_USER);
      if (!user) return reply;
      await markRead(db, user.id, request.body?.ids, nowIso(now()));
      return { data: { belum_dibaca: await unreadCount(db, user.id) } };
    },
  });

  api.route({
    ...routes.emailSettings,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_USER);
      if (!user) return reply;
      return { data: { email_mati: knownKinds(await optOutKinds(db, user.id)) } };
    },
  });

  api.route({
    ...routes.saveEmailSettings,
    ...limits,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_USER);
      if (!user) return reply;
      const kinds = knownKinds(request.body.email_mati);
      await replaceOptOuts(db, user.id, kinds);
      return { data: { email_mati: kinds } };
    },
  });
}

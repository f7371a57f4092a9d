import type { ApiMessage } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../domain/dates';
import type { ApiContext } from './context';

export const subscribeRateLimit = { max: 10, timeWindow: '1 minute' } as const;
const INVALID_EMAIL = 'Format alamat email tidak valid';
/** Pragmatic address check: one @, a dot in the domain, no spaces; 254 is the SMTP path limit. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export async function subscribeRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.post<{ Body: { email?: string } }>(
    '/api/subscribe',
    {
      bodyLimit: 2048,
      config: { rateLimit: subscribeRateLimit, validationMessage: INVALID_EMAIL },
      schema: { body: { type: 'object', properties: { email: { type: 'string', maxLength: 320 } } } },
    },
    async (request, reply) => {
      const email = (request.body.email ?? '').trim().toLowerCase();
      if (email.length > 254 || !EMAIL.test(email)) return reply.code(400).send({ message: INVALID_EMAIL });
      const inserted = await db
        .insertInto('newsletter_subscribers')
        .values({ email, created_at: nowIso() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      const answer: ApiMessage = isNew
        ? { message: 'Terima kasih! Email Anda sudah terdaftar untuk menerima kabar terbaru.' }
        : { message: 'Email ini sudah terdaftar. Terima kasih!' };
      return reply.code(isNew ? 201 : 200).send(answer);
    },
  );
}

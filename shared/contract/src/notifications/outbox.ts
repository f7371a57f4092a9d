/**
 * The admin's pending messages: WhatsApp messages nobody sends automatically (the discount claim's
 * info), which the admin sends by hand through a wa.me link and marks sent, and e-mails the
 * sender gave up on after its last try.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const PendingMessage = Answer({
  id: Type.Integer(),
  saluran: Type.Union([Type.Literal('whatsapp'), Type.Literal('email')]),
  /** the WhatsApp number (62...) or the e-mail address */
  penerima: Type.String(),
  /** the e-mail's subject; null for WhatsApp */
  subjek: Type.Union([Type.String(), Type.Null()]),
  isi: Type.String(),
  dibuat: Type.String({ description: 'ISO 8601 timestamp' }),
  /** e-mails: tries made, and why the last failed */
  percobaan: Type.Integer(),
  galat: Type.Union([Type.String(), Type.Null()]),
});
export type PendingMessage = Static<typeof PendingMessage>;
/** How this server delivers e-mail: through SMTP (SMTP_URL set), or only written to its log (nobody receives it). */
export const EmailDelivery = Type.Union([Type.Literal('smtp'), Type.Literal('hanya_log')]);
export type EmailDelivery = Static<typeof EmailDelivery>;
export const PendingMessageList = Answer({ data: Type.Array(PendingMessage), pengiriman_email: EmailDelivery });
export type PendingMessageList = Static<typeof PendingMessageList>;
export const PendingMessageAnswer = Answer({ data: PendingMessage });
export type PendingMessageAnswer = Static<typeof PendingMessageAnswer>;
export const PendingMessageParams = Query({ id: Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }) });

const tags = ['notifications'] as const;
export const outboxRoutes = {
  pending: route({
    method: 'GET',
    url: '/api/admin/pesan-keluar',
    schema: {
      summary:
        'WhatsApp messages waiting to be sent by hand and e-mails that failed after every try, oldest first (admin)',
      tags,
      querystring: Query({}),
      response: { 200: PendingMessageList, ...ERROR_RESPONSES },
    },
  }),
  markSent: route({
    method: 'POST',
    url: '/api/admin/pesan-keluar/:id/terkirim',
    schema: {
      summary: 'The admin sent this message by hand; again 409 (admin)',
      tags,
      params: PendingMessageParams,
      response: { 200: PendingMessageAnswer, ...ERROR_RESPONSES },
    },
  }),
};

/**
 * Notifications: what each person hears about the transitions that concern them. The bell reads
 * the newest with the unread count; a person marks some or all read and chooses which kinds also
 * come by e-mail.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, IdInteger, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const NotificationKind = Type.Union([
  Type.Literal('pesanan'),
  Type.Literal('lamaran'),
  Type.Literal('pertemuan'),
  Type.Literal('jadwal'),
  Type.Literal('ulasan'),
  Type.Literal('keuangan'),
  Type.Literal('akun'),
]);
export type NotificationKind = Static<typeof NotificationKind>;

export const NotificationItem = Answer({
  id: Type.Integer(),
  jenis: NotificationKind,
  /** short Indonesian text */
  teks: Type.String(),
  /** the site path where the person acts, e.g. /siswa/pesanan/PP-2611-7K3Q */
  tautan: Type.String(),
  waktu: Type.String({ description: 'ISO 8601 timestamp' }),
  dibaca: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationList = Answer({
  belum_dibaca: Type.Integer(),
  items: Type.Array(NotificationItem),
  /** true when older notifications exist beyond the last item (ask again with sebelum = its id) */
  ada_lagi: Type.Boolean(),
});
export type NotificationList = Static<typeof NotificationList>;
export const NotificationListAnswer = Answer({ data: NotificationList });
export type NotificationListAnswer = Static<typeof NotificationListAnswer>;

export const NotificationQuery = Query({
  /** how many, newest first (default 10) */
  batas: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  /** only notifications older than this id (the next page) */
  sebelum: Type.Optional(IdInteger),
});
export type NotificationQuery = Static<typeof NotificationQuery>;

/** Some ids, or no ids (an empty body): every notification of the person. */
export const MarkReadBody = Type.Object(
  { ids: Type.Optional(Type.Array(IdInteger, { minItems: 1, maxItems: 100 })) },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;
export const UnreadAnswer = Answer({ data: Answer({ belum_dibaca: Type.Integer() }) });
export type UnreadAnswer = Static<typeof UnreadAnswer>;

export const EmailSettings = Answer({
  /** the kinds this person receives in the site only, not by e-mail */
  email_mati: Type.Array(NotificationKind, { maxItems: 7 }),
});
export type EmailSettings = Static<typeof EmailSettings>;
export const EmailSettingsBody = Type.Object(
  { email_mati: Type.Array(NotificationKind, { maxItems: 7 }) },
  { additionalProperties: false },
);
export type EmailSettingsBody = Static<typeof EmailSettingsBody>;
export const EmailSettingsAnswer = Answer({ data: EmailSettings });
export type EmailSettingsAnswer = Static<typeof EmailSettingsAnswer>;

const tags = ['notifications'] as const;
export const notificationRoutes = {
  list: route({
    method: 'GET',
    url: '/api/notifikasi',
    schema: {
      summary: "The user's newest notifications and the unread count (any user)",
      tags,
      querystring: NotificationQuery,
      response: { 200: NotificationListAnswer, ...ERROR_RESPONSES },
    },
  }),
  markRead: route({
    method: 'POST',
    url: '/api/notifikasi/baca',
    schema: {
      summary: 'Marks the given notifications read, or all of them without ids (any user)',
      tags,
      body: MarkReadBody,
      response: { 200: UnreadAnswer, ...ERROR_RESPONSES },
    },
  }),
  emailSettings: route({
    method: 'GET',
    url: '/api/notifikasi/email',
    schema: {
      summary: 'Which kinds of notification the user receives in the site only (any user)',
      tags,
      querystring: Query({}),
      response: { 200: EmailSettingsAnswer, ...ERROR_RESPONSES },
    },
  }),
  saveEmailSettings: route({
    method: 'PUT',
    url: '/api/notifikasi/email',
    schema: {
      summary: 'Turns e-mail off for the given kinds and on for the others (any user)',
      tags,
      body: EmailSettingsBody,
      response: { 200: EmailSettingsAnswer, ...ERROR_RESPONSES },
    },
  }),
};

/**
 * The platform desk (/admin/platform): each remote's live and canary builds with their page views
 * and errors over the last hour, the history of promotions and rollbacks, and the two acts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

const versionHealthFields = {
  /** the build's folder, e.g. mf-blog-2026-11-26 (its manifest URL when it has no folder) */
  versi: Type.String(),
  entry: Type.String(),
  /** when the build was made: its folder's manifest file's modification time (ISO); null when it is not on this server */
  dibangun: Type.Union([Type.String({ description: 'ISO 8601 timestamp' }), Type.Null()]),
  tampilan: Type.Integer({ description: 'page views in the last hour' }),
  kesalahan: Type.Integer({ description: 'error reports in the last hour' }),
  per_seribu: Type.Number({ description: 'errors per 1,000 page views (0 without views)' }),
};
export const VersionHealth = Answer(versionHealthFields);
export type VersionHealth = Static<typeof VersionHealth>;

export const RemoteHealth = Answer({
  nama: Type.String(),
  rute: Type.Array(Type.String()),
  live: VersionHealth,
  canary: Type.Union([
    Answer({ ...versionHealthFields, persen: Type.Number({ description: 'share of visitors, 0-100' }) }),
    Type.Null(),
  ]),
});
export type RemoteHealth = Static<typeof RemoteHealth>;

export const RemoteHistoryEvent = Answer({
  waktu: Type.String({ description: 'ISO 8601 timestamp' }),
  aksi: Type.Union([Type.Literal('promosi'), Type.Literal('rollback'), Type.Literal('rollback-otomatis')]),
  remote: Type.String(),
  dari: Type.String({ description: 'the entry before' }),
  ke: Type.String({ description: 'the entry after (the live one)' }),
  alasan: Type.String(),
  oleh: Type.String(),
});
export type RemoteHistoryEvent = Static<typeof RemoteHistoryEvent>;

export const PlatformStatus = Answer({
  remotes: Type.Array(RemoteHealth),
  riwayat: Type.Array(RemoteHistoryEvent, { description: 'newest first' }),
  kebijakan: Answer({
    ambang_per_seribu: Type.Number({
      description: 'canary rolled back when its rate exceeds the live one by more than this',
    }),
    minimal_tampilan: Type.Integer({ description: 'page views the canary needs before it can be judged' }),
  }),
});
export type PlatformStatus = Static<typeof PlatformStatus>;
export const PlatformStatusAnswer = Answer({ data: PlatformStatus });
export type PlatformStatusAnswer = Static<typeof PlatformStatusAnswer>;

export const RemoteNameParams = Query({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' }),
});

const tags = ['platform'] as const;
export const platformAdminRoutes = {
  status: route({
    method: 'GET',
    url: '/api/admin/platform',
    schema: {
      summary:
        "Each remote's live and canary builds, views and errors per 1,000 views in the last hour, and the history (admin)",
      tags,
      querystring: Query({}),
      response: { 200: PlatformStatusAnswer, ...ERROR_RESPONSES },
    },
  }),
  promote: route({
    method: 'POST',
    url: '/api/admin/platform/:name/promote',
    schema: {
      summary: 'The canary becomes the live build for everyone; 409 without a canary (admin)',
      tags,
      params: RemoteNameParams,
      response: { 200: PlatformStatusAnswer, ...ERROR_RESPONSES },
    },
  }),
  rollback: route({
    method: 'POST',
    url: '/api/admin/platform/:name/rollback',
    schema: {
      summary: 'The canary is dropped, everyone gets the live build; 409 without a canary (admin)',
      tags,
      params: RemoteNameParams,
      response: { 200: PlatformStatusAnswer, ...ERROR_RESPONSES },
    },
  }),
};

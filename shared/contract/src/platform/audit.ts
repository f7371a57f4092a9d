/**
 * The audit log (/admin/audit): one row per admin act and per money move, append-only, read newest
 * first a page at a time (keyset), narrowed by person, kind of object and WIB days.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, CursorPageQuery, DateInput, NextCursor, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

/** Who acted: an account, or the system (a background job, a payment gateway) with no account. */
export const AuditRole = Type.Union([
  Type.Literal('admin'),
  Type.Literal('siswa'),
  Type.Literal('guru'),
  Type.Literal('sistem'),
]);
export type AuditRole = Static<typeof AuditRole>;

/**
 * What was before or after the change, as the service knew it: a few named fields (the names are
 * the server's own, so an answer still carries nothing but named fields of any value).
 */
export const AuditState = Type.Union([
  Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }), Type.Unknown(), { additionalProperties: false }),
  Type.Null(),
]);
export type AuditState = Static<typeof AuditState>;

export const AuditRow = Answer({
  id: Type.Integer(),
  waktu: Type.String({ description: 'ISO 8601 instant' }),
  aktor: Answer({
    id: Type.Union([Type.Integer(), Type.Null()]),
    nama: Type.Union([Type.String(), Type.Null()]),
    peran: AuditRole,
  }),
  aksi: Type.String({ description: 'a stable name, e.g. pembayaran.dicatat' }),
  objek: Type.String({ description: 'the kind of object, e.g. pesanan' }),
  objek_id: Type.String(),
  sebelum: AuditState,
  sesudah: AuditState,
  alamat: Type.Union([Type.String(), Type.Null()]),
});
export type AuditRow = Static<typeof AuditRow>;

export const AuditListQuery = Query({
  /** a part of the actor's name or e-mail, or `sistem` for the rows of no account */
  aktor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  objek: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' })),
  /** the first WIB day shown */
  dari: Type.Optional(DateInput),
  /** the last WIB day shown */
  sampai: Type.Optional(DateInput),
  ...CursorPageQuery,
});
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditListAnswer = Answer({ data: Type.Array(AuditRow), nextCursor: NextCursor });
export type AuditListAnswer = Static<typeof AuditListAnswer>;

export const auditRoutes = {
  list: route({
    method: 'GET',
    url: '/api/admin/audit',
    schema: {
      summary: 'The audit log, newest first, a page at a time (admin)',
      tags: ['platform'],
      querystring: AuditListQuery,
      response: { 200: AuditListAnswer, ...ERROR_RESPONSES },
    },
  }),
};

import { auditRoutes, type AuditRow, type AuditState } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { cursorFrom, pageOf } from '../../../lib/keyset';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { auditPage } from '../data/auditReads';

export const AUDIT_PAGE_LIMIT = 50;
export const AUDIT_MESSAGES = {
  badCursor: 'Halaman berikutnya tidak dikenali; muat ulang daftar',
  badRange: 'Tanggal "dari" harus sebelum atau sama dengan tanggal "sampai"',
} as const;

/** The first instant of a WIB day (UTC+7 all year), as stored. */
const startOfWibDay = (day: string) => new Date(`${day}T00:00:00+07:00`).toISOString();
const startOfNextWibDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00+07:00`).getTime() + 24 * 60 * 60 * 1000).toISOString();

const state = (text: string | null): AuditState => (text ? (JSON.parse(text) as AuditState) : null);

/** GET /api/admin/audit: the log, admin only. No route writes to it: services do, in their transactions. */
export async function auditRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  contractApp(app).route({
    ...auditRoutes.list,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ['admin']);
      if (!user) return reply;
      const { aktor, objek, dari, sampai, cursor, limit } = request.query;
      const after = cursorFrom(cursor);
      if (after === null) return reply.code(400).send({ message: AUDIT_MESSAGES.badCursor });
      if (dari && sampai && dari > sampai) return reply.code(400).send({ message: AUDIT_MESSAGES.badRange });
      const size = limit ?? AUDIT_PAGE_LIMIT;
      const rows = await auditPage(db, {
        actor: aktor,
        objectType: objek,
        from: dari ? startOfWibDay(dari) : undefined,
        until: sampai ? startOfNextWibDay(sampai) : undefined,
        after,
        limit: size,
      });
      const page = pageOf(rows, size, (row) => row.created_at);
      const data: AuditRow[] = page.rows.map((row) => ({
        id: row.id,
        waktu: row.created_at,
        aktor: { id: row.actor_user_id, nama: row.nama ?? null, peran: row.actor_role as AuditRow['aktor']['peran'] },
        aksi: row.action,
        objek: row.object_type,
        objek_id: row.object_id,
        sebelum: state(row.before_json),
        sesudah: state(row.after_json),
        alamat: row.address,
      }));
      return { data, nextCursor: page.nextCursor };
    },
  });
}

import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from './actor';
import { insertAuditRow } from './data/auditWrites';

/** What changed, described by the service that changed it. */
export interface AuditEntry {
  actor: Actor;
  /** a stable name `<object>.<what happened>`, e.g. `pembayaran.dicatat` (listed in AUDIT_ACTIONS) */
  action: AuditAction;
  /** the kind of object, e.g. `pesanan` */
  object: AuditObject;
  objectId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** ISO instant from the app's clock */
  at: string;
}

/** Every kind of object the log names (the page's object filter offers these). */
export const AUDIT_OBJECTS = ['pesanan', 'pertemuan', 'ulasan', 'pencairan', 'guru', 'pesan_keluar', 'remote'] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];

/** Every action the log records: a stable vocabulary, so a filter or a report can rely on it. */
export const AUDIT_ACTIONS = [
  'pesanan.dikonfirmasi',
  'pesanan.guru_diusulkan',
  'pesanan.guru_dipilih',
  'pesanan.dibatalkan',
  'pembayaran.dicatat',
  'pembayaran.dikembalikan',
  'pertemuan.sanggahan_diputuskan',
  'ulasan.disembunyikan',
  'ulasan.dijadikan_testimoni',
  'pencairan.diminta',
  'pencairan.dibayar',
  'guru.diverifikasi',
  'guru.seleksi_cv',
  'guru.wawancara_dijadwalkan',
  'guru.micro_teaching_dijadwalkan',
  'guru.dinilai',
  'guru.ditolak',
  'pesan_keluar.ditandai_terkirim',
  'remote.versi_uji_diaktifkan',
  'remote.versi_uji_dikembalikan',
  'honor.dicatat',
  'komisi.dicatat',
  'komisi.dapat_diklaim',
  'komisi.dibalik',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const json = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);

/**
 * Writes one audit row in the caller's transaction: it commits with the change or not at all. The
 * type asks for a transaction so a caller cannot write it beside the change by mistake.
 */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditRow(trx, {
    created_at: entry.at,
    actor_user_id: entry.actor.userId,
    actor_role: entry.actor.role,
    action: entry.action,
    object_type: entry.object,
    object_id: String(entry.objectId),
    before_json: json(entry.before),
    after_json: json(entry.after),
    address: entry.actor.address,
  });
}

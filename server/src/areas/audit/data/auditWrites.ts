import type { Db } from '../../../db/schema';

export interface AuditRowInput {
  created_at: string;
  actor_user_id: number | null;
  actor_role: string;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
  address: string | null;
}

/** The one statement that touches audit_log besides reads: an INSERT (the database refuses any other change). */
export async function insertAuditRow(db: Db, row: AuditRowInput): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

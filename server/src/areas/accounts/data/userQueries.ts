import type { Db } from '../../../db/schema';

export type { Db };

export async function userByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function userById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: {
    nama: string;
    email: string;
    whatsapp: string;
    role: string;
    status: string;
    password_hash: string;
    teacher_id: number | null;
    created_at: string;
    kebijakan_versi?: string | null;
    kebijakan_disetujui_at?: string | null;
    pendaftar?: string | null;
  },
): Promise<number> {
  // only the table's columns: callers may pass a richer object (bootstrap's demo accounts carry their password)
  const { nama, email, whatsapp, role, status, password_hash, teacher_id, created_at } = user;
  const consent = {
    kebijakan_versi: user.kebijakan_versi ?? null,
    kebijakan_disetujui_at: user.kebijakan_disetujui_at ?? null,
    pendaftar: user.pendaftar ?? null,
  };
  const row = await db
    .insertInto('users')
    .values({ nama, email, whatsapp, role, status, password_hash, teacher_id, created_at, ...consent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSession(
  db: Db,
  session: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    user_agent: string | null;
    last_seen_at: string | null;
  },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { token_hash: string; user_id: number; expires_at: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...reset, used_at: null })
    .execute();
}

export async function usablePasswordReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['token_hash', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** true when this call used the token (a second, concurrent use finds it spent) */
export async function spendPasswordReset(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function teacherAccounts(db: Db, status: string | undefined) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('teachers as t', 't.id', 'u.teacher_id')
    .select(['u.id', 'u.nama', 'u.email', 'u.whatsapp', 'u.status', 't.perguruan_tinggi', 't.jurusan', 'u.created_at'])
    .where('u.role', '=', 'guru');
  if (status) query = query.where('u.status', '=', status);
  return query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(500).execute();
}

/** A teacher account's onboarding state: true when this call moved the account (a concurrent move from the same state finds it gone). */
export async function moveTeacherStatus(db: Db, userId: number, from: string, to: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: to })
    .where('id', '=', userId)
    .where('role', '=', 'guru')
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

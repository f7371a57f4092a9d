import { DELETED_ACCOUNT_NAME } from '@tutor/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

/** Orders still open are every state but these two. */
const CLOSED_ORDER = ['selesai', 'dibatalkan'] as const;
/** An application that still stands on an open order (a closed one, `tidak_dipilih`, does not). */
const STANDING_APPLICATION = ['menunggu', 'diusulkan', 'diterima'] as const;

/**
 * The codes of the orders that keep the account: its own orders not yet selesai or dibatalkan, and,
 * for a teacher, the open orders they applied to, were chosen for or teach.
 */
export async function openOrderCodes(trx: Trx, userId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('orders as o')
    .select('o.kode')
    .where('o.status', 'not in', CLOSED_ORDER)
    .where((eb) =>
      eb.or([
        eb('o.user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('order_applications as a')
            .select('a.id')
            .whereRef('a.order_id', '=', 'o.id')
            .where('a.teacher_user_id', '=', userId)
            .where('a.status', 'in', STANDING_APPLICATION),
        ),
        eb.exists(
          eb
            .selectFrom('meetings as m')
            .select('m.id')
            .whereRef('m.order_id', '=', 'o.id')
            .where('m.teacher_user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((row) => row.kode);
}

export async function hasUnpaidPayout(trx: Trx, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payouts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'dibayar')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the account's identity away, once: false when it is deleted already (two requests at once
 * make one deletion). Its e-mail becomes an address that cannot receive mail and its password no hash
 * at all, so no login and no password reset can reach it.
 */
export async function anonymiseAccount(trx: Trx, userId: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({
      nama: DELETED_ACCOUNT_NAME,
      email: `terhapus-${userId}@pengguna-terhapus.invalid`,
      whatsapp: '',
      password_hash: 'dihapus',
      dihapus_at: at,
    })
    .where('id', '=', userId)
    .where('dihapus_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What identified the person outside `users`: addresses, names kept in other rows, sign-ups, messages. */
export async function eraseTraces(trx: Trx, user: { id: number; email: string; whatsapp: string }): Promise<void> {
  const { id } = user;
  await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  // two-step login: the secret, the recovery codes and a login waiting for its code go with the account
  await trx.deleteFrom('pending_logins').where('user_id', '=', id).execute();
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', id).execute();
  await trx.deleteFrom('user_mfa').where('user_id', '=', id).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', id).execute();
  await trx.deleteFrom('calendar_cancellations').where('user_id', '=', id).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
  await trx.deleteFrom('notification_email_optouts').where('user_id', '=', id).execute();
  await trx.deleteFrom('student_profiles').where('user_id', '=', id).execute();
  // the orders stay (the law on records); the home address and the note to the teacher go
  await trx.updateTable('orders').set({ alamat: null, catatan_guru: '' }).where('user_id', '=', id).execute();
  await trx.updateTable('teacher_reviews').set({ nama: DELETED_ACCOUNT_NAME }).where('student_id', '=', id).execute();
  await trx.updateTable('referral_owners').set({ nama: DELETED_ACCOUNT_NAME }).where('user_id', '=', id).execute();
  for (const table of ['order_history', 'meeting_history', 'review_history'] as const)
    await trx.updateTable(table).set({ actor_label: DELETED_ACCOUNT_NAME }).where('actor_user_id', '=', id).execute();
  await trx.deleteFrom('newsletter_subscribers').where('email', '=', user.email).execute();
  if (user.whatsapp !== '')
    await trx.deleteFrom('discount_claims').where('number_whatsapp', '=', user.whatsapp).execute();
  const recipients = [user.email, user.whatsapp].filter((recipient) => recipient !== '');
  if (recipients.length > 0) await trx.deleteFrom('outbox').where('recipient', 'in', recipients).execute();
}

/** A teacher's public face: out of search, name and photo gone, documents (the files are rows) deleted. */
export async function eraseTeacher(trx: Trx, userId: number, teacherId: number): Promise<void> {
  await trx
    .updateTable('teachers')
    .set({
      nama: DELETED_ACCOUNT_NAME,
      panggilan: DELETED_ACCOUNT_NAME,
      foto: `/media/guru/${teacherId}.svg`,
      deskripsi: '',
      perguruan_tinggi: '',
      jurusan: '',
      terverifikasi: 0,
    })
    .where('id', '=', teacherId)
    .execute();
  await trx.deleteFrom('teacher_photos').where('teacher_id', '=', teacherId).execute();
  await trx.deleteFrom('teacher_availability').where('teacher_id', '=', teacherId).execute();
  await trx.deleteFrom('teacher_documents').where('user_id', '=', userId).execute();
}

export async function accountForDeletion(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'whatsapp', 'role', 'teacher_id', 'password_hash', 'dihapus_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

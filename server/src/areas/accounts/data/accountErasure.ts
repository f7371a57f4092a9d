/**
 * The accounts area's part of erasing a deleted account (the privacy area's deletion calls these
 * inside its one transaction): the identity on `users`, the ways in, and a teacher's public face.
 */
import { DELETED_ACCOUNT_NAME } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

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

/** Every way into the account: sessions, the two-step login (secret, recovery codes, a login waiting for its code), resets. */
export async function eraseSignInsOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** A teacher's public face: name, photo and what they wrote about themselves gone, unverified, no availability. */
export async function eraseTeacherProfileOf(trx: Trx, teacherId: number): Promise<void> {
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
}

import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** No 0/O, 1/I/L: a code read aloud or typed from WhatsApp is not misheard. */
const TAIL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ATTEMPTS = 8;

/** "Sari Wulandari" → "SARI" + four random characters: readable, and not guessable in sequence. */
export function newAccountCode(nama: string): string {
  const head = (
    nama
      .normalize('NFKD')
      .toUpperCase()
      .match(/[A-Z]+/)?.[0] ?? 'TEMAN'
  ).slice(0, 6);
  const tail = Array.from({ length: 4 }, () => TAIL_ALPHABET[randomInt(TAIL_ALPHABET.length)] ?? '2').join('');
  return `${head}${tail}`;
}

export async function accountCodeOf(db: Db, userId: number) {
  return db
    .selectFrom('referral_owners as ro')
    .innerJoin('referral_codes as rc', 'rc.owner_id', 'ro.id')
    .select(['ro.id as owner_id', 'rc.id as code_id', 'rc.kode'])
    .where('ro.user_id', '=', userId)
    .orderBy('rc.id')
    .executeTakeFirst();
}

/**
 * The account's own code, made the first time it is needed (at registration, or for an account
 * older than the programme). Run inside a transaction so owner and code appear together.
 */
export async function ensureAccountCode(
  trx: Transaction<Database>,
  user: { id: number; nama: string; role: string },
  createdAt: string,
) {
  const existing = await accountCodeOf(trx, user.id);
  if (existing) return existing;
  const owner = await trx
    .insertInto('referral_owners')
    .values({ nama: user.nama, jenis_akun: user.role, user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const kode = newAccountCode(user.nama);
    const code = await trx
      .insertInto('referral_codes')
      .values({ kode, owner_id: owner.id, aktif: 1, created_at: createdAt })
      .onConflict((conflict) => conflict.column('kode').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (code) return { owner_id: owner.id, code_id: code.id, kode };
  }
  throw new Error(`no free referral code after ${ATTEMPTS} attempts`);
}

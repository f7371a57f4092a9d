import type { RegisterBody, Role, User } from '@tutor/contract';
import {
  ACCOUNT_MESSAGES,
  accountProblem,
  consentProblem,
  passwordProblem,
  PRIVACY_POLICY_VERSION,
  teacherProfileProblem,
} from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { Mailer } from '../../lib/mailer';
import { passwordHashing } from '../../lib/hashSlots';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { newToken, tokenHash } from '../../lib/tokens';
import { expiryFrom, sessionClock } from '../../plugins/session';
import { ensureAccountCode } from '../money';
import { citiesOf, insertTeacher, referenceProblem } from './data/teacherProfileQueries';
import { markMailSent, notifyTeacherRegistered, queueLeasedMessage } from '../notifications';
import * as users from './data/userQueries';
import { USER_AGENT_MAX } from './deviceName';
import { forgetUserSessions } from '../../plugins/sessionCache';
import type { Outcome } from '../../lib/outcome';

export type { Outcome } from '../../lib/outcome';

type UserRow = NonNullable<Awaited<ReturnType<typeof users.userById>>>;

export function publicUser(row: Pick<UserRow, 'id' | 'nama' | 'email' | 'role' | 'status'>): User {
  return {
    id: row.id,
    nama: row.nama,
    email: row.email,
    role: row.role as Role,
    status: row.status as User['status'],
    kode_referral: null,
  };
}

/** Starts a session; the cookie carries the token, the table only its hash (and the browser's name, for the account page). */
export async function startSession(
  db: Kysely<Database>,
  userId: number,
  userAgent: string | undefined,
): Promise<string> {
  const token = newToken();
  const now = sessionClock();
  await users.insertSession(db, {
    token_hash: tokenHash(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: expiryFrom(now),
    user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    last_seen_at: null,
  });
  return token;
}

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** Registers a student or a teacher (with the profile, waiting for verification) in one transaction. */
export async function register(db: Kysely<Database>, body: RegisterBody, now: Date): Promise<Outcome<User>> {
  const problem =
    accountProblem(body) ?? consentProblem(body) ?? (body.role === 'guru' ? teacherProfileProblem(body) : null);
  if (problem) return { status: 400, message: problem };
  const cities = citiesOf(body.kota_ids);
  if (body.role === 'guru' && !cities) return { status: 400, message: ACCOUNT_MESSAGES.placeRequired };
  const email = normalisedEmail(body.email);
  if (body.role === 'guru') {
    const reference = await referenceProblem(db, {
      jenjang_ids: body.jenjang_ids ?? [],
      mapel: body.mapel ?? [],
      kota_ids: body.kota_ids ?? [],
    });
    if (reference) return { status: 400, message: reference };
  }
  const passwordHash = await passwordHashing.run(() => hashPassword(body.password));
  try {
    const user = await db.transaction().execute(async (trx) => {
      if (await users.userByEmail(trx, email)) return null;
      const createdAt = nowIso(now);
      const teacherId =
        body.role === 'guru' && cities
          ? await insertTeacher(
              trx,
              {
                nama: body.nama,
                jenis_kelamin: body.jenis_kelamin ?? 'L',
                perguruan_tinggi: body.perguruan_tinggi ?? '',
                jurusan: body.jurusan ?? '',
                jenjang_ids: body.jenjang_ids ?? [],
                mapel: body.mapel ?? [],
                kota_ids: cities,
                online: body.online ?? false,
                ketersediaan: body.ketersediaan ?? [],
              },
              createdAt,
            )
          : null;
      const status = body.role === 'guru' ? 'menunggu_verifikasi' : 'aktif';
      const row = {
        nama: body.nama.trim(),
        email,
        whatsapp: body.whatsapp.trim(),
        role: body.role,
        status,
        password_hash: passwordHash,
        teacher_id: teacherId,
        created_at: createdAt,
        // the consent (UU 27/2022): which policy the person accepted, and when
        kebijakan_versi: PRIVACY_POLICY_VERSION,
        kebijakan_disetujui_at: createdAt,
        pendaftar: body.role === 'siswa' ? (body.pendaftar ?? null) : null,
      };
      const id = await users.insertUser(trx, row);
      // every account gets its own referral code at registration
      const code = await ensureAccountCode(trx, { id, nama: row.nama, role: row.role }, createdAt);
      if (row.role === 'guru') await notifyTeacherRegistered(trx, row, createdAt);
      return { ...publicUser({ id, ...row }), kode_referral: code.kode };
    });
    return user ? { ok: user } : { status: 409, message: ACCOUNT_MESSAGES.emailTaken };
  } catch (error) {
    // Two registrations of one address at once: the unique index lets one through.
    if (await users.userByEmail(db, email)) return { status: 409, message: ACCOUNT_MESSAGES.emailTaken };
    throw error;
  }
}

/** One answer for an unknown address and a wrong password, taking the same time. */
export async function logIn(db: Kysely<Database>, emailText: string, password: string): Promise<Outcome<User>> {
  const row = await users.userByEmail(db, normalisedEmail(emailText));
  const stored = row?.password_hash ?? (await decoyHash());
  const matches = await passwordHashing.run(() => verifyPassword(password, stored));
  // a deleted account keeps no address nor password, and is refused here too
  if (!row || !matches || row.dihapus_at !== null) return { status: 401, message: ACCOUNT_MESSAGES.wrongCredentials };
  return { ok: publicUser(row) };
}

export const RESET_VALID_MINUTES = 60;

export const RESET_SUBJECT = 'Atur ulang kata sandi Pintar Privat';

/**
 * Queues a reset link for a known address (the outbox row is the record), and sends it at once
 * when a mailer is configured. The caller answers 202 either way.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  emailText: string,
  siteUrl: string,
  mailer: Mailer | null,
  now: () => Date,
): Promise<{ link: string; sent: boolean } | null> {
  const row = await users.userByEmail(db, normalisedEmail(emailText));
  if (!row) return null;
  const token = newToken();
  const link = `${siteUrl}/reset-password?token=${token}`;
  const text = `Halo ${row.nama}, buka tautan ini dalam ${RESET_VALID_MINUTES} menit untuk membuat kata sandi baru:\n${link}\n\nAbaikan email ini jika Anda tidak memintanya.`;
  const requestedAt = now();
  const messageId = await db.transaction().execute(async (trx) => {
    await users.insertPasswordReset(trx, {
      token_hash: tokenHash(token),
      user_id: row.id,
      expires_at: new Date(requestedAt.getTime() + RESET_VALID_MINUTES * 60_000).toISOString(),
    });
    return queueLeasedMessage(trx, {
      channel: 'email',
      recipient: row.email,
      body: `${RESET_SUBJECT}\n\n${text}`,
      created_at: nowIso(requestedAt),
    });
  });
  if (!mailer) return { link, sent: false };
  await mailer.send({ to: row.email, subject: RESET_SUBJECT, text });
  await markMailSent(db, messageId, nowIso(now()));
  return { link, sent: true };
}

/** Sets the new password and ends every session of the account, in one transaction. */
export async function resetPassword(
  db: Kysely<Database>,
  token: string,
  password: string,
  now: () => Date,
): Promise<Outcome<null>> {
  const problem = passwordProblem(password);
  if (problem) return { status: 400, message: problem };
  const hash = tokenHash(token);
  const reset = await users.usablePasswordReset(db, hash, nowIso(now()));
  if (!reset) return { status: 400, message: ACCOUNT_MESSAGES.resetInvalid };
  const passwordHash = await passwordHashing.run(() => hashPassword(password));
  const done = await db.transaction().execute(async (trx) => {
    if (!(await users.spendPasswordReset(trx, hash, nowIso(now())))) return false;
    await users.updatePassword(trx, reset.user_id, passwordHash);
    await users.deleteSessionsOf(trx, reset.user_id);
    return true;
  });
  if (done) forgetUserSessions(reset.user_id);
  return done ? { ok: null } : { status: 400, message: ACCOUNT_MESSAGES.resetInvalid };
}

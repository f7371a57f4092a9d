import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { hashPassword } from '../../lib/passwords';
import { changeTeacherSearch, refreshTeacherSearch } from '../catalog';
import { saveAddressIfMissing } from '../orders';
import {
  addTeacherHours,
  districtExists,
  firstOnlineVerifiedTeacher,
  hasAdmin,
  markSeedStep,
  seedStepDone,
  userIdByEmail,
} from './data/bootstrapQueries';
import { insertUser, userByEmail } from './data/userQueries';
import { provisionAdminSecret } from './twoStep';

export const DEFAULT_ADMIN_EMAIL = 'admin@pintarprivat.id';
/** Documented in the README so a newcomer can log in as each role; SEED_DEMO_ACCOUNTS=0 turns them off. */
export const DEMO_ACCOUNTS = {
  siswa: {
    email: 'siswa@pintarprivat.id',
    password: 'belajar-bersama-2026',
    nama: 'Ibu Sari Wulandari',
    whatsapp: '6281234560001',
  },
  guru: { email: 'guru@pintarprivat.id', password: 'mengajar-bersama-2026', whatsapp: '6281234560002' },
} as const;

export interface AdminBootstrap {
  email: string;
  /** only when this start generated it: shown once, never stored in clear */
  generatedPassword?: string;
}

/** The first start creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password. */
export async function ensureAdmin(
  db: Kysely<Database>,
  env: NodeJS.ProcessEnv,
  now: Date,
): Promise<AdminBootstrap | null> {
  if (await hasAdmin(db)) return null;
  const email = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const password = env.ADMIN_PASSWORD ?? generated ?? '';
  const row = {
    nama: 'Admin Pintar Privat',
    email,
    whatsapp: '6281287654301',
    role: 'admin',
    status: 'aktif',
    password_hash: await hashPassword(password),
    teacher_id: null,
    created_at: nowIso(now),
  };
  try {
    await insertUser(db, row);
  } catch {
    // Another process created the admin at the same moment (several servers, one database).
    return null;
  }
  return { email, ...(generated ? { generatedPassword: generated } : {}) };
}

/**
 * ADMIN_TOTP_SECRET (base32): the bootstrap admin (ADMIN_EMAIL) gets two-step login with this
 * secret, enabled at once, when it has none yet: an operator who provisions the admin's
 * authenticator app with the account (and the e2e suite) skips the enrolment on /akun.
 * Without it the admin's first login reaches only /akun, where two-step login is enabled.
 */
export async function ensureAdminTwoStep(db: Kysely<Database>, env: NodeJS.ProcessEnv, now: Date): Promise<void> {
  if (!env.ADMIN_TOTP_SECRET) return;
  const admin = await userByEmail(db, (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase());
  if (admin?.role === 'admin') await provisionAdminSecret(db, admin.id, env.ADMIN_TOTP_SECRET, now);
}

const DEMO_KEY = 'demo_accounts';
const DEMO_HOURS = ['Senin', 'Rabu', 'Jumat', 'Sabtu'].map((hari) => ({
  hari,
  jam_mulai: '15:00',
  jam_selesai: '20:00',
}));

/** One demo student and one verified demo teacher (a seeded teacher), once per database. */
export async function ensureDemoAccounts(db: Kysely<Database>, env: NodeJS.ProcessEnv, now: Date): Promise<boolean> {
  if (env.SEED_DEMO_ACCOUNTS === '0') return false;
  if (await seedStepDone(db, DEMO_KEY)) return false;
  const [studentHash, teacherHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.siswa.password),
    hashPassword(DEMO_ACCOUNTS.guru.password),
  ]);
  return changeTeacherSearch(db, async (trx) => {
    if (await seedStepDone(trx, DEMO_KEY)) return false;
    const teacher = await firstOnlineVerifiedTeacher(trx);
    const createdAt = nowIso(now);
    await insertUser(trx, {
      ...DEMO_ACCOUNTS.siswa,
      role: 'siswa',
      status: 'aktif',
      password_hash: studentHash,
      teacher_id: null,
      created_at: createdAt,
    });
    if (teacher) {
      await insertUser(trx, {
        nama: teacher.nama,
        email: DEMO_ACCOUNTS.guru.email,
        whatsapp: DEMO_ACCOUNTS.guru.whatsapp,
        role: 'guru',
        status: 'terverifikasi',
        password_hash: teacherHash,
        teacher_id: teacher.id,
        created_at: createdAt,
      });
      await addTeacherHours(trx, teacher.id, DEMO_HOURS);
      await refreshTeacherSearch(trx, teacher.id);
    }
    await markSeedStep(trx, DEMO_KEY, createdAt);
    return true;
  });
}

const DEMO_ADDRESS_KEY = 'demo_student_address';
/** A real place (Coblong, Kota Bandung, Jawa Barat) so the demo student's Offline order starts filled in. */
export const DEMO_STUDENT_ADDRESS = {
  provinsi_id: 32,
  kota_id: 3273,
  kecamatan_id: 327302,
  alamat_lengkap: 'Jl. Ir. H. Juanda No. 125, Dago',
} as const;

/**
 * The demo student's profile address, once per database: kept apart from ensureDemoAccounts so a
 * database whose demo accounts predate student profiles (migration 008) gets it too.
 */
export async function ensureDemoStudentAddress(db: Kysely<Database>, env: NodeJS.ProcessEnv, at: Date): Promise<void> {
  if (env.SEED_DEMO_ACCOUNTS === '0') return;
  if (await seedStepDone(db, DEMO_ADDRESS_KEY)) return;
  const studentId = await userIdByEmail(db, DEMO_ACCOUNTS.siswa.email);
  if (studentId === undefined || !(await districtExists(db, DEMO_STUDENT_ADDRESS.kecamatan_id))) return;
  const now = nowIso(at);
  await db.transaction().execute(async (trx) => {
    await saveAddressIfMissing(trx, studentId, DEMO_STUDENT_ADDRESS, now);
    await markSeedStep(trx, DEMO_ADDRESS_KEY, now, 'once');
  });
}

import type { OnboardingStatus } from '@tutor/contract';
import type { Insertable, Kysely } from 'kysely';
import { jakartaDateOf } from '@tutor/rules';
import { hashPassword } from '../../lib/passwords';
import type { Database, TeacherOnboardingTable } from '../schema';

const DEMO_KEY = 'demo_onboarding';
/** The demo teachers in the pipeline log in with the demo teacher's password (README, "Accounts"). */
export const ONBOARDING_DEMO_PASSWORD = 'mengajar-bersama-2026';
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoTeacher {
  status: Exclude<OnboardingStatus, 'terverifikasi'>;
  /** days ago the current state began; more than 14 shows the admin a late teacher */
  daysInState: number;
  /** days from today of the appointment (interview or micro teaching) */
  appointmentInDays?: number;
  assessed?: boolean;
  reason?: string;
}

/** Two or three teachers per open state, some late, so the admin's pipeline shows every case. */
const DEMO_TEACHERS: readonly DemoTeacher[] = [
  { status: 'menunggu_verifikasi', daysInState: 2 },
  { status: 'menunggu_verifikasi', daysInState: 20 },
  { status: 'menunggu_verifikasi', daysInState: 6 },
  { status: 'seleksi_cv', daysInState: 3 },
  { status: 'seleksi_cv', daysInState: 17 },
  { status: 'wawancara', daysInState: 1, appointmentInDays: 3 },
  { status: 'wawancara', daysInState: 5, appointmentInDays: 1 },
  { status: 'micro_teaching', daysInState: 4, appointmentInDays: 2 },
  { status: 'micro_teaching', daysInState: 9, appointmentInDays: 0, assessed: true },
  { status: 'ditolak', daysInState: 10, reason: 'Pengalaman mengajar belum cukup untuk jenjang SMA.' },
  { status: 'ditolak', daysInState: 45, reason: 'Micro teaching belum memenuhi standar penyampaian materi.' },
];

const PATH: readonly OnboardingStatus[] = ['menunggu_verifikasi', 'seleksi_cv', 'wawancara', 'micro_teaching'];
const ACTIONS: Readonly<Record<string, string>> = {
  seleksi_cv: 'mulai_seleksi',
  wawancara: 'jadwalkan_wawancara',
  micro_teaching: 'jadwalkan_micro_teaching',
};

/**
 * Demo accounts for unverified seeded teachers, spread over the onboarding pipeline with
 * appointments, an assessment, declines and their history, once per database.
 */
export async function ensureOnboardingDemo(db: Kysely<Database>, env: NodeJS.ProcessEnv, now: Date): Promise<boolean> {
  if (env.SEED_DEMO_ACCOUNTS === '0') return false;
  if (await db.selectFrom('seed_state').select('value').where('key', '=', DEMO_KEY).executeTakeFirst()) return false;
  const passwordHash = await hashPassword(ONBOARDING_DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('seed_state').select('value').where('key', '=', DEMO_KEY).executeTakeFirst()) return false;
    const teachers = await trx
      .selectFrom('teachers as t')
      .leftJoin('users as u', 'u.teacher_id', 't.id')
      .select(['t.id', 't.nama'])
      .where('t.terverifikasi', '=', 0)
      .where('u.id', 'is', null)
      .orderBy('t.id')
      .limit(DEMO_TEACHERS.length)
      .execute();
    const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const day = (days: number) => jakartaDateOf(now.getTime() + days * DAY_MS);
    for (const [index, [teacher, demo]] of teachers.map((row, i) => [row, DEMO_TEACHERS[i]] as const).entries()) {
      if (!demo) continue;
      const since = at(demo.daysInState);
      const registered = at(demo.daysInState + 7);
      const { id } = await trx
        .insertInto('users')
        .values({
          nama: teacher.nama,
          email: `calon.guru${index + 1}@pintarprivat.id`,
          whatsapp: `62812345611${String(index + 1).padStart(2, '0')}`,
          role: 'guru',
          status: demo.status,
          password_hash: passwordHash,
          teacher_id: teacher.id,
          created_at: registered,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // declined teachers here were declined after their interview
      const reached = demo.status === 'ditolak' ? 'wawancara' : demo.status;
      const steps = PATH.slice(1, PATH.indexOf(reached) + 1);
      const row: Insertable<TeacherOnboardingTable> = { user_id: id, status_sejak: since };
      const tanggal = day(demo.appointmentInDays ?? -demo.daysInState);
      if (steps.includes('wawancara'))
        Object.assign(row, {
          wawancara_tanggal: demo.status === 'wawancara' ? tanggal : day(-demo.daysInState - 2),
          wawancara_jam: '10:00',
          wawancara_tempat: 'https://meet.google.com/pintar-privat-wawancara',
        });
      if (steps.includes('micro_teaching'))
        Object.assign(row, {
          mt_tanggal: tanggal,
          mt_jam: '13:00',
          mt_tempat: 'Kantor Pintar Privat, Jl. Dago No. 10, Bandung',
          mt_jenjang: 'SMP',
          mt_mapel: 'Matematika',
          mt_penilai: 'Rudi Hartono',
        });
      if (demo.assessed)
        Object.assign(row, {
          nilai_penguasaan: 4,
          nilai_penyampaian: 4,
          nilai_sikap: 5,
          nilai_catatan: 'Penjelasan runtut, perlu lebih banyak contoh soal.',
        });
      if (demo.reason) Object.assign(row, { alasan_tolak: demo.reason, ditolak_pada: since });
      if (steps.length > 0 || demo.reason) await trx.insertInto('teacher_onboarding').values(row).execute();
      const events = steps.map((ke, i) => ({
        aksi: ACTIONS[ke] ?? ke,
        dari: PATH[i] ?? 'menunggu_verifikasi',
        ke,
        keterangan:
          ke === 'seleksi_cv'
            ? 'Admin mulai meninjau CV dan profil'
            : `Dijadwalkan ${ke === 'wawancara' ? 'wawancara' : 'micro teaching'}`,
      }));
      if (demo.assessed)
        events.push({
          aksi: 'nilai',
          dari: 'micro_teaching',
          ke: 'micro_teaching',
          keterangan: 'Penilaian: penguasaan materi 4/5, cara menyampaikan 4/5, sikap 5/5',
        });
      if (demo.reason)
        events.push({ aksi: 'tolak', dari: reached, ke: 'ditolak', keterangan: `Ditolak: ${demo.reason}` });
      if (events.length > 0) {
        await trx
          .insertInto('teacher_onboarding_history')
          .values(
            events.map((event, i) => ({
              user_id: id,
              ...event,
              actor_user_id: admin?.id ?? null,
              created_at: i === events.length - 1 ? since : at(demo.daysInState + events.length - i),
            })),
          )
          .execute();
      }
    }
    await trx.insertInto('seed_state').values({ key: DEMO_KEY, value: now.toISOString() }).execute();
    return true;
  });
}

import type {
  MyOnboarding,
  OnboardingAppointment,
  OnboardingDetail,
  OnboardingStatus,
  PipelineAnswer,
  PipelineTeacher,
} from '@tutor/contract';
import { daysWaiting, ONBOARDING_PIPELINE, onboardingLate, onboardingStage, reapplyFrom } from '@tutor/rules';
import { documentsOf } from './data/documentData';
import {
  onboardingAccount,
  onboardingHistory,
  pipelineCounts,
  pipelineRows,
  teacherBasics,
  teachingNames,
  teachingProgress,
  type Db,
  type OnboardingAccount,
} from './data/onboardingData';

function interviewOf(account: OnboardingAccount): OnboardingAppointment | null {
  if (!account.wawancara_tanggal || !account.wawancara_jam || !account.wawancara_tempat) return null;
  return {
    jenis: 'wawancara',
    tanggal: account.wawancara_tanggal,
    jam: account.wawancara_jam,
    tempat: account.wawancara_tempat,
    jenjang: null,
    mapel: null,
    penilai: null,
  };
}

function microTeachingOf(account: OnboardingAccount): OnboardingAppointment | null {
  if (!account.mt_tanggal || !account.mt_jam || !account.mt_tempat) return null;
  return {
    jenis: 'micro_teaching',
    tanggal: account.mt_tanggal,
    jam: account.mt_jam,
    tempat: account.mt_tempat,
    jenjang: account.mt_jenjang,
    mapel: account.mt_mapel,
    penilai: account.mt_penilai,
  };
}

/** The appointment the teacher is waiting for: the interview while in it, the micro teaching until it is assessed. */
export function nextAppointment(account: OnboardingAccount): OnboardingAppointment | null {
  if (account.status === 'wawancara') return interviewOf(account);
  if (account.status === 'micro_teaching' && account.nilai_penguasaan === null) return microTeachingOf(account);
  return null;
}

const sinceOf = (row: { status_sejak: string | null; created_at: string }) => row.status_sejak ?? row.created_at;

function pipelineTeacher(row: Awaited<ReturnType<typeof pipelineRows>>[number], now: Date): PipelineTeacher {
  const status = row.status as OnboardingStatus;
  const sejak = sinceOf(row);
  const { status_sejak: _stored, created_at: _registered, ...fields } = row;
  return {
    ...fields,
    status,
    sejak,
    menunggu_hari: daysWaiting(sejak, now),
    terlambat: onboardingLate(status, sejak, now),
  };
}

export async function pipeline(
  db: Db,
  status: OnboardingStatus | undefined,
  now: Date,
): Promise<PipelineAnswer['data']> {
  const [rows, counts] = await Promise.all([pipelineRows(db, status), pipelineCounts(db)]);
  const jumlah = Object.fromEntries(
    ONBOARDING_PIPELINE.map((state) => [state, Number(counts.find((row) => row.status === state)?.n ?? 0)]),
  );
  return { jumlah, items: rows.map((row) => pipelineTeacher(row, now)) };
}

/** The teacher's own view: where they stand in the eleven steps, the next appointment, documents and history. */
export async function myOnboarding(db: Db, userId: number): Promise<MyOnboarding | undefined> {
  const account = await onboardingAccount(db, userId);
  if (!account) return undefined;
  const status = account.status as OnboardingStatus;
  const [dokumen, riwayat, progress] = await Promise.all([
    documentsOf(db, userId),
    onboardingHistory(db, userId),
    status === 'terverifikasi' ? teachingProgress(db, userId) : { applied: false, teaching: false },
  ]);
  const before = riwayat.at(-1)?.dari as OnboardingStatus | undefined;
  const stage = onboardingStage(
    status,
    { ...progress, assessed: account.nilai_penguasaan !== null },
    status === 'ditolak' ? before : undefined,
  );
  return {
    status,
    ...stage,
    janji: nextAppointment(account),
    alasan_tolak: status === 'ditolak' ? account.alasan_tolak : null,
    daftar_ulang_mulai:
      status === 'ditolak' && account.ditolak_pada ? reapplyFrom(account.ditolak_pada).toISOString() : null,
    dokumen,
    riwayat,
  };
}

/** The admin's detail page of one teacher. */
export async function onboardingDetail(db: Db, userId: number, now: Date): Promise<OnboardingDetail | undefined> {
  const account = await onboardingAccount(db, userId);
  if (!account || account.teacher_id === null) return undefined;
  const [basics, names, dokumen, riwayat] = await Promise.all([
    teacherBasics(db, account.teacher_id),
    teachingNames(db, account.teacher_id),
    documentsOf(db, userId),
    onboardingHistory(db, userId),
  ]);
  if (!basics) return undefined;
  const status = account.status as OnboardingStatus;
  const sejak = sinceOf(account);
  const penilaian =
    account.nilai_penguasaan !== null && account.nilai_penyampaian !== null && account.nilai_sikap !== null
      ? {
          penguasaan: account.nilai_penguasaan,
          penyampaian: account.nilai_penyampaian,
          sikap: account.nilai_sikap,
          catatan: account.nilai_catatan ?? '',
        }
      : null;
  return {
    teacher: {
      id: account.id,
      nama: account.nama,
      email: account.email,
      whatsapp: account.whatsapp,
      status,
      perguruan_tinggi: basics.perguruan_tinggi,
      jurusan: basics.jurusan,
      sejak,
      menunggu_hari: daysWaiting(sejak, now),
      terlambat: onboardingLate(status, sejak, now),
    },
    jenis_kelamin: basics.jenis_kelamin,
    online: basics.online === 1,
    ...names,
    wawancara: interviewOf(account),
    micro_teaching: microTeachingOf(account),
    penilaian,
    alasan_tolak: account.alasan_tolak,
    dokumen,
    riwayat,
  };
}

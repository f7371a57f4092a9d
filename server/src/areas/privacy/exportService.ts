import type { PersonalDataExport } from '@tutor/contract';
import { PRIVACY_POLICY_VERSION } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import * as reads from './data/exportQueries';

/** Everything the site holds about the account (UU 27/2022, the right of access), or null when it is gone. */
export async function personalDataExport(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<PersonalDataExport | null> {
  const account = await reads.accountRow(db, userId);
  if (!account) return null;
  const [profile, teacher, orders, meetings, applications, reviews, notifications, sessions, calendars, money] =
    await Promise.all([
      reads.studentProfile(db, userId),
      reads.teacherRows(db, userId, account.teacher_id),
      reads.orderRows(db, userId),
      reads.meetingRows(db, userId),
      reads.applicationRows(db, userId),
      reads.writtenReviews(db, userId),
      reads.notificationRows(db, userId),
      reads.sessionRows(db, userId),
      reads.calendarRows(db, userId),
      reads.moneyRows(db, userId),
    ]);
  const [messages, signUps] = await Promise.all([
    reads.messagesTo(db, [account.email, account.whatsapp]),
    reads.signUpsOf(db, account.email, account.whatsapp),
  ]);
  return {
    dibuat: nowIso(now),
    versi_kebijakan_saat_ini: PRIVACY_POLICY_VERSION,
    akun: account,
    profil_siswa: profile,
    profil_guru: teacher.profile,
    ketersediaan_guru: teacher.availability,
    foto_guru: teacher.photo,
    dokumen_guru: teacher.documents,
    onboarding_guru: teacher.onboarding,
    riwayat_onboarding: teacher.history,
    pesanan: orders.orders,
    mapel_pesanan: orders.subjects,
    jadwal_pesanan: orders.schedule,
    riwayat_pesanan: orders.history,
    pembayaran: orders.payments,
    lamaran: applications,
    pertemuan: meetings,
    ulasan: reviews,
    ulasan_diterima: teacher.received,
    notifikasi: notifications.notifications,
    pengaturan_email: notifications.optOuts,
    sesi: sessions,
    kode_referral: money.codes,
    catatan_keuangan: money.ledger,
    pencairan: money.payouts,
    pesan_keluar: messages,
    kalender: calendars,
    langganan_berita: signUps.newsletter,
    klaim_diskon: signUps.claims,
  };
}

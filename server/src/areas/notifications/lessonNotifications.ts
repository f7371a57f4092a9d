/** Who hears about a meeting's moves and reschedule proposals. Called inside the move's transaction. */
import { formatDateTimeId, type MeetingTransition } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { adminIds, meetingAudience } from './data/audience';
import { LINKS } from './links';
import { recordNotifications, type NotificationDraft } from './notificationService';

type Trx = Transaction<Database>;

/** A meeting moved by `transition` to `to` (report, confirm, dispute, the admin's decision, the 72-hour confirmation). */
export async function notifyMeetingMoved(
  trx: Trx,
  move: { meetingId: number; transition: MeetingTransition; to: string; actorUserId: number | null; now: string },
): Promise<void> {
  const m = await meetingAudience(trx, move.meetingId);
  const name = `pertemuan ke-${m.nomor} pesanan ${m.kode} (${formatDateTimeId(m.tanggal, m.jam)})`;
  const student = (text: string): NotificationDraft => ({
    userId: m.student_user_id,
    kind: 'pertemuan',
    text,
    link: LINKS.studentOrder(m.kode),
  });
  const teacher = (text: string): NotificationDraft => ({
    userId: m.teacher_user_id,
    kind: 'pertemuan',
    text,
    link: LINKS.teacherSchedule,
  });
  let drafts: NotificationDraft[];
  switch (move.transition) {
    case 'laporkan':
      drafts = [student(`Guru melaporkan ${name}. Konfirmasi atau sanggah laporannya.`)];
      break;
    case 'konfirmasi':
      drafts = [teacher(`Siswa mengonfirmasi ${name}.`)];
      break;
    case 'konfirmasi_otomatis':
      drafts = [teacher(`Laporan ${name} dikonfirmasi otomatis.`), student(`Laporan ${name} dikonfirmasi otomatis.`)];
      break;
    case 'sanggah':
      drafts = [
        teacher(`Siswa menyanggah laporan ${name}. Admin akan memutuskan.`),
        ...(await adminIds(trx)).map((userId): NotificationDraft => ({
          userId,
          kind: 'pertemuan',
          text: `Laporan ${name} disanggah siswa. Putuskan sanggahannya.`,
          link: LINKS.adminOrder(m.kode),
        })),
      ];
      break;
    case 'putuskan': {
      const text =
        move.to === 'selesai'
          ? `Admin memutuskan ${name} terlaksana.`
          : `Admin menjadwalkan ulang pertemuan ke-${m.nomor} pesanan ${m.kode} ke ${formatDateTimeId(m.tanggal, m.jam)}.`;
      drafts = [student(text), teacher(text)];
      break;
    }
  }
  await recordNotifications(trx, drafts, move.now, move.actorUserId);
}

/**
 * A reschedule proposal was made (the other side answers) or answered (the proposer hears).
 * `proposer` is the side that proposed; read the meeting after the change, so an agreed move names the new slot.
 */
export async function notifyReschedule(
  trx: Trx,
  event: {
    meetingId: number;
    step: 'diusulkan' | 'disetujui' | 'ditolak';
    proposer: 'siswa' | 'guru';
    slot: { tanggal: string; jam: string };
    actorUserId: number;
    now: string;
  },
): Promise<void> {
  const m = await meetingAudience(trx, event.meetingId);
  const slot = formatDateTimeId(event.slot.tanggal, event.slot.jam);
  const toSide = (side: 'siswa' | 'guru', text: string): NotificationDraft =>
    side === 'siswa'
      ? { userId: m.student_user_id, kind: 'jadwal', text, link: LINKS.studentOrder(m.kode) }
      : { userId: m.teacher_user_id, kind: 'jadwal', text, link: LINKS.teacherSchedule };
  const other = event.proposer === 'siswa' ? 'guru' : 'siswa';
  const who = event.proposer === 'siswa' ? 'Siswa' : 'Guru';
  const drafts =
    event.step === 'diusulkan'
      ? [
          toSide(
            other,
            `${who} mengusulkan jadwal baru untuk pertemuan ke-${m.nomor} pesanan ${m.kode}: ${slot}. Setujui atau tolak.`,
          ),
        ]
      : [
          toSide(
            event.proposer,
            `Usulan jadwal baru pertemuan ke-${m.nomor} pesanan ${m.kode} (${slot}) ${event.step}.`,
          ),
        ];
  await recordNotifications(trx, drafts, event.now, event.actorUserId);
}

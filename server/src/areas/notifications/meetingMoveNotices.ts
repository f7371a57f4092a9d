/**
 * Who hears about a meeting's moves and reschedule proposals, in which words (moves.ts declares who
 * and on which channels). Called inside the move's transaction.
 */
import { formatDateTimeId, type MeetingTransition } from '@tutor/rules';
import { adminIds, meetingAudience } from './data/audience';
import { LINKS } from './links';
import type { MoveName } from './moves';
import { tell, type Notice, type Trx } from './tell';

/** A meeting moved by `transition` to `to` (report, confirm, dispute, the admin's decision, the 72-hour confirmation). */
export async function notifyMeetingMoved(
  trx: Trx,
  change: { meetingId: number; transition: MeetingTransition; to: string; actorUserId: number | null; now: string },
): Promise<void> {
  const m = await meetingAudience(trx, change.meetingId);
  const name = `pertemuan ke-${m.nomor} pesanan ${m.kode} (${formatDateTimeId(m.tanggal, m.jam)})`;
  const student = (text: string): Notice => ({
    person: 'siswa',
    userIds: [m.student_user_id],
    kind: 'pertemuan',
    text,
    link: LINKS.studentOrder(m.kode),
  });
  const teacher = (text: string): Notice => ({
    person: 'guru',
    userIds: [m.teacher_user_id],
    kind: 'pertemuan',
    text,
    link: LINKS.teacherSchedule,
  });
  let move: MoveName;
  let notices: Notice[];
  switch (change.transition) {
    case 'laporkan':
      move = 'meetingReported';
      notices = [student(`Guru melaporkan ${name}. Konfirmasi atau sanggah laporannya.`)];
      break;
    case 'konfirmasi':
      move = 'meetingConfirmed';
      notices = [teacher(`Siswa mengonfirmasi ${name}.`)];
      break;
    case 'konfirmasi_otomatis':
      move = 'meetingAutoConfirmed';
      notices = [teacher(`Laporan ${name} dikonfirmasi otomatis.`), student(`Laporan ${name} dikonfirmasi otomatis.`)];
      break;
    case 'sanggah':
      move = 'meetingDisputed';
      notices = [
        teacher(`Siswa menyanggah laporan ${name}. Admin akan memutuskan.`),
        {
          person: 'admin',
          userIds: await adminIds(trx),
          kind: 'pertemuan',
          text: `Laporan ${name} disanggah siswa. Putuskan sanggahannya.`,
          link: LINKS.adminOrder(m.kode),
        },
      ];
      break;
    case 'putuskan': {
      const held = change.to === 'selesai';
      const text = held
        ? `Admin memutuskan ${name} terlaksana.`
        : `Admin menjadwalkan ulang pertemuan ke-${m.nomor} pesanan ${m.kode} ke ${formatDateTimeId(m.tanggal, m.jam)}.`;
      move = held ? 'disputeHeld' : 'disputeRescheduled';
      notices = [student(text), teacher(text)];
      break;
    }
  }
  await tell(trx, move, notices, change.now, change.actorUserId);
}

const RESCHEDULE_MOVES = {
  diusulkan: 'rescheduleProposed',
  disetujui: 'rescheduleAgreed',
  ditolak: 'rescheduleRefused',
} as const satisfies Record<string, MoveName>;

/**
 * A reschedule proposal was made (the other side answers) or answered (the proposer hears).
 * `proposer` is the side that proposed; read the meeting after the change, so an agreed move names the new slot.
 */
export async function notifyReschedule(
  trx: Trx,
  event: {
    meetingId: number;
    step: keyof typeof RESCHEDULE_MOVES;
    proposer: 'siswa' | 'guru';
    slot: { tanggal: string; jam: string };
    actorUserId: number;
    now: string;
  },
): Promise<void> {
  const m = await meetingAudience(trx, event.meetingId);
  const slot = formatDateTimeId(event.slot.tanggal, event.slot.jam);
  const toSide = (person: 'pengusul' | 'pihak_lain', side: 'siswa' | 'guru', text: string): Notice =>
    side === 'siswa'
      ? { person, userIds: [m.student_user_id], kind: 'jadwal', text, link: LINKS.studentOrder(m.kode) }
      : { person, userIds: [m.teacher_user_id], kind: 'jadwal', text, link: LINKS.teacherSchedule };
  const other = event.proposer === 'siswa' ? 'guru' : 'siswa';
  const who = event.proposer === 'siswa' ? 'Siswa' : 'Guru';
  const notice =
    event.step === 'diusulkan'
      ? toSide(
          'pihak_lain',
          other,
          `${who} mengusulkan jadwal baru untuk pertemuan ke-${m.nomor} pesanan ${m.kode}: ${slot}. Setujui atau tolak.`,
        )
      : toSide(
          'pengusul',
          event.proposer,
          `Usulan jadwal baru pertemuan ke-${m.nomor} pesanan ${m.kode} (${slot}) ${event.step}.`,
        );
  await tell(trx, RESCHEDULE_MOVES[event.step], [notice], event.now, event.actorUserId);
}

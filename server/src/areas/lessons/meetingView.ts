import type { Meeting, MeetingStatus, TeacherMeeting } from '@tutor/contract';
import { autoConfirmAt } from '@tutor/rules';
import type { Db } from '../../db/schema';
import { placeNames } from '../orders';
import { historyOfMeetings, type MeetingRow } from './data/meetingReads';
import { videoRoomFor, type RoomViewer } from './videoRoom';

/** Stored by this area only, from checked values. */
const statusOf = (text: string) => text as MeetingStatus;

type History = Awaited<ReturnType<typeof historyOfMeetings>>;

/** The pending reschedule proposal, stored by this area as siswa | guru. */
function proposalOf(row: MeetingRow): Meeting['usulan'] {
  if (row.proposal_tanggal === null || row.proposal_jam === null || row.proposal_by === null) return null;
  return { tanggal: row.proposal_tanggal, jam: row.proposal_jam, oleh: row.proposal_by === 'guru' ? 'guru' : 'siswa' };
}

/** `room`: the meeting's video room URL when the reader may enter it (`videoRoomFor`), else null. */
export function meetingView(row: MeetingRow, history: History, room: string | null = null): Meeting {
  const status = statusOf(row.status);
  return {
    id: row.id,
    nomor: row.nomor,
    tanggal: row.tanggal,
    jam: row.jam,
    mata_pelajaran: row.mata_pelajaran,
    status,
    guru: { id: row.teacher_id, nama: row.guru_nama },
    laporan:
      row.report_topic !== null && row.report_note !== null && row.reported_at !== null
        ? { topik: row.report_topic, catatan: row.report_note, waktu: row.reported_at }
        : null,
    sanggahan: row.dispute_reason,
    usulan: proposalOf(row),
    batas_konfirmasi: status === 'dilaporkan' && row.reported_at !== null ? autoConfirmAt(row.reported_at) : null,
    riwayat: (history.get(row.id) ?? []).map((entry) => ({
      dari: entry.from_status === null ? null : statusOf(entry.from_status),
      ke: statusOf(entry.to_status),
      oleh: entry.actor_label,
      waktu: entry.created_at,
      keterangan: entry.note,
    })),
    ...(room === null ? {} : { tautan_kelas: room }),
  };
}

/** `roomOf` answers each meeting's room for the reader; without it no room is shown. */
export async function meetingViews<Row extends MeetingRow>(
  db: Db,
  rows: readonly Row[],
  roomOf: (row: Row) => string | null = () => null,
): Promise<Meeting[]> {
  const history = await historyOfMeetings(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => meetingView(row, history, roomOf(row)));
}

interface AddressedOrder {
  sistem: string;
  alamat: string | null;
  provinsi_id: number | null;
  kota_id: number | null;
  kecamatan_id: number | null;
}

/** The address line from its parts: the place names count only when the order names all three places. */
export function addressText(
  order: AddressedOrder,
  places: { provinsi: string | null; kota: string | null; kecamatan: string | null },
): string | null {
  if (order.sistem !== 'Offline') return null;
  const named = order.provinsi_id !== null && order.kota_id !== null && order.kecamatan_id !== null;
  return [order.alamat ?? '', ...(named ? [places.kecamatan ?? '', places.kota ?? '', places.provinsi ?? ''] : [])]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** "Jl. Dipati Ukur No. 35, Coblong, Kota Bandung, Jawa Barat": where an Offline lesson is held. */
export async function fullAddress(db: Db, order: AddressedOrder): Promise<string | null> {
  if (order.sistem !== 'Offline') return null;
  const places =
    order.provinsi_id !== null && order.kota_id !== null && order.kecamatan_id !== null
      ? await placeNames(db, order.provinsi_id, order.kota_id, order.kecamatan_id)
      : { provinsi: null, kota: null, kecamatan: null };
  return addressText(order, places);
}

type TeacherMeetingRow = MeetingRow & {
  kode: string;
  sistem: string;
  owner_id: number;
  order_status: string;
  alamat: string | null;
  provinsi_id: number | null;
  kota_id: number | null;
  kecamatan_id: number | null;
  siswa_nama: string;
  siswa_whatsapp: string;
  jenjang: string;
};

/** The teacher's week: each meeting with its order's student, where it is held and its video room. */
export async function teacherMeetingViews(
  db: Db,
  teacher: RoomViewer,
  rows: readonly TeacherMeetingRow[],
): Promise<TeacherMeeting[]> {
  const meetings = await meetingViews(db, rows, (row) => videoRoomFor(teacher, row));
  const places = new Map<string, string>();
  for (const row of rows) if (!places.has(row.kode)) places.set(row.kode, (await fullAddress(db, row)) ?? 'Online');
  return rows.map((row, index) => ({
    ...(meetings[index] as Meeting),
    kode: row.kode,
    siswa: { nama: row.siswa_nama, whatsapp: row.siswa_whatsapp },
    jenjang: row.jenjang,
    sistem_pembelajaran: row.sistem === 'Offline' ? 'Offline' : 'Online',
    tempat: places.get(row.kode) ?? 'Online',
  }));
}

import type { Meeting, TeacherMeeting } from '@tutor/contract';
import { autoConfirmAt } from '@tutor/rules';

/**
 * Meetings as the server answers them (contract: Meeting, TeacherMeeting), for the student's order
 * page, the admin's desk and the teacher's week. A reported meeting carries its report and its
 * self-confirmation time, a disputed one the student's reason too.
 */
export function meeting(id: number, status: Meeting['status'], overrides: Partial<Meeting> = {}): Meeting {
  const reported = status !== 'terjadwal';
  const waktu = '2026-12-07T10:45:00.000Z';
  return {
    id,
    nomor: id,
    tanggal: '2026-12-07',
    jam: '16:00',
    mata_pelajaran: 'Matematika',
    status,
    guru: { id: 31, nama: 'Rina Wulandari' },
    laporan: reported
      ? { topik: `Topik pertemuan ${id}`, catatan: `Catatan perkembangan pertemuan ${id}`, waktu }
      : null,
    sanggahan: status === 'disanggah' ? 'Guru tidak datang pada hari itu' : null,
    usulan: null,
    batas_konfirmasi: status === 'dilaporkan' ? autoConfirmAt(waktu) : null,
    riwayat: [],
    ...overrides,
  };
}

/** A meeting of the teacher's week: which order, which student, where. */
export function teacherMeeting(
  id: number,
  status: Meeting['status'],
  overrides: Partial<TeacherMeeting> = {},
): TeacherMeeting {
  return {
    ...meeting(id, status),
    kode: 'PP-0004',
    siswa: { nama: 'Dewi Anggraini', whatsapp: '6281234567004' },
    jenjang: 'SMA',
    sistem_pembelajaran: 'Offline',
    tempat: 'Jl. Melati No. 5, Tebet, Kota Jakarta Selatan, DKI Jakarta',
    ...overrides,
  };
}

/** What a meeting write (report, refuse a proposal) answers for a meeting of the teacher's week: the meeting alone, without its order's context. */
export function meetingOf(weekItem: TeacherMeeting): Meeting {
  const {
    kode: _kode,
    siswa: _siswa,
    jenjang: _jenjang,
    sistem_pembelajaran: _system,
    tempat: _place,
    // a write answers the meeting without its room: the lists refetch and carry it
    tautan_kelas: _room,
    ...meetingOnly
  } = weekItem;
  return meetingOnly;
}

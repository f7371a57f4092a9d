import type { ApplicationStatus, Opening, OpeningList, OpeningQuery } from '@tutor/contract';
import { applicationStands, clashReason } from '@tutor/rules';
import { pageOf, type ListKey } from '../../lib/keyset';
import type { SessionUser } from '../../plugins/session';
import { meetingCountsOf, scheduleClashLookup } from '../lessons';
import { openingRows, subjectNamesOf, type Db, type OpeningFilter } from './data/openingQueries';
import { JOB_PAGE_LIMIT } from './policy';
import { fitsFor, fitTeacherOf, type WeeklySlot } from './teacherFit';

const idOf = (text: string | undefined): number | undefined => (text && text.trim() !== '' ? Number(text) : undefined);

/** The opening search's query: empty values mean "any"; a code search ignores the other filters. */
export function openingFilterOf(query: OpeningQuery, after?: ListKey): OpeningFilter {
  const page = { limit: query.limit ?? JOB_PAGE_LIMIT, ...(after ? { after } : {}) };
  const kode = query.kode_pemesanan?.trim().toUpperCase();
  if (kode) return { kode, ...page };
  return {
    jenjangId: idOf(query.program),
    sistem: query.sistem_pembelajaran || undefined,
    provinsiId: idOf(query.provinsi),
    kotaId: idOf(query.kota),
    ...page,
  };
}

/** "Guru Matematika, Fisika untuk SMA"; a level without subjects is its own subject. */
export function openingTitle(jenjang: string, subjects: readonly string[]): string {
  const taught = subjects.filter((name) => name !== jenjang);
  return taught.length > 0 ? `Guru ${taught.join(', ')} untuk ${jenjang}` : `Guru ${jenjang}`;
}

/**
 * A page of openings and the cursor of the next; with urut=kecocokan the page is sorted by fit (the
 * pages still follow the newest-first chain: the fit is the logged-in teacher's, computed per row).
 */
export async function openingsFor(
  db: Db,
  teacher: SessionUser,
  query: OpeningQuery,
  after?: ListKey,
): Promise<OpeningList> {
  const filter = openingFilterOf(query, after);
  // the teacher's side of the fit does not wait for the page
  const [read, fitTeacher] = await Promise.all([
    openingRows(db, { ...filter, limit: filter.limit + 1 }, teacher.id),
    teacher.teacher_id === null ? Promise.resolve(undefined) : fitTeacherOf(db, teacher.teacher_id),
  ]);
  const page = pageOf(read, filter.limit, (row) => row.updated_at);
  // the teacher the student replaced cannot take the opening (the apply check says so): it leaves
  // his board instead of saying "Sudah Apply"
  const rows = page.rows.filter((row) => row.guru_sebelumnya === null);
  const ids = rows.map((row) => row.id);
  const teacherId = teacher.teacher_id;
  const fitOf = fitTeacher ? fitsFor(fitTeacher, 'guru') : null;
  // the subjects came with the page (subjectNamesColumn); the clashes are one more round trip
  const clashesOf = await scheduleClashLookup(db, ids, teacherId === null ? [] : [teacherId]);
  const openings = rows.map((row): Opening => {
    const names = subjectNamesOf(row.mata_pelajaran);
    const meetings = meetingCountsOf(row.pertemuan);
    // parsed once: the fit reads the slots and the answer shows them
    const waktuLes = JSON.parse(row.waktu_les) as WeeklySlot[];
    const fit = fitOf ? fitOf(row, names, waktuLes) : { skor: 0, alasan: [] };
    const bentrok = teacherId === null ? [] : clashesOf(row.id, teacherId);
    return {
      kode: row.kode,
      updated_at: row.updated_at,
      judul_lowongan: openingTitle(row.jenjang, names),
      tgl_mulai_les: row.tanggal_mulai_les,
      sistem_pembelajaran: row.sistem === 'Offline' ? 'Offline' : 'Online',
      // counts: PostgreSQL answers them as text
      guru_apply: Number(row.guru_apply),
      jenis_kelamin_guru:
        row.jenis_kelamin_guru === 'perempuan' || row.jenis_kelamin_guru === 'laki-laki'
          ? row.jenis_kelamin_guru
          : 'bebas',
      jenjang: row.jenjang,
      kurikulum: row.kurikulum,
      jumlah_siswa: row.jumlah_siswa,
      provinsi: row.provinsi,
      kota: row.kota,
      link_apply: `/guru/loker-mengajar?kode=${encodeURIComponent(row.kode)}`,
      mata_pelajaran: names,
      waktu_les: waktuLes,
      // an application closed before (not chosen) does not stand: applying again reopens it
      sudah_apply: row.lamaran_saya !== null && applicationStands(row.lamaran_saya as ApplicationStatus),
      // a teacher change: what the new teacher takes over (the order was paid, it has meetings)
      sisa_pertemuan: meetings.total > 0 ? meetings.left : null,
      skor_kecocokan: fit.skor,
      alasan: bentrok.length > 0 ? [...fit.alasan, clashReason(bentrok)] : fit.alasan,
      bentrok,
    };
  });
  // Sorting by fit keeps the newest first among equal scores (Array.prototype.sort is stable).
  const data = query.urut === 'kecocokan' ? openings.sort((a, b) => b.skor_kecocokan - a.skor_kecocokan) : openings;
  return { data, nextCursor: page.nextCursor };
}

import { useId, type ReactNode } from 'react';
import type { Opening } from '@tutor/contract';
import { formatDateId, labelOf } from '@tutor/rules';
import { Card } from '@tutor/ui/Card';
import { ScheduleClashes } from '@tutor/ui/ScheduleClashes';
import { formatInstantId } from '@tutor/rules';
import { OpeningCardHead, OpeningFacts } from '../common/OpeningCardParts';
import { ApplyPanel } from './ApplyPanel';
import { FitScore } from './FitScore';

interface OpeningCardProps {
  opening: Opening;
  blockedBy?: string;
}

/**
 * One opening with the card's fields (code, updated time, title, start date, system badge,
 * applying teachers, gender preference (in words, not the old site's initial), program, curriculum, student count, province, city, Apply),
 * plus the subjects, the weekly times, the fit score and any clash with the teacher's own meetings
 * that help a teacher decide.
 */
export function OpeningCard({ opening, blockedBy }: OpeningCardProps) {
  const titleId = useId();
  const facts: Array<[string, ReactNode]> = [
    ['Mulai les', formatDateId(opening.tgl_mulai_les)],
    ['Program', opening.jenjang],
    ['Kurikulum', opening.kurikulum ?? '-'],
    ['Jumlah siswa', `${opening.jumlah_siswa} siswa`],
    ['Preferensi guru', labelOf('preferensiGuru', opening.jenis_kelamin_guru)],
    ['Provinsi', opening.provinsi ?? '-'],
    ['Kota', opening.kota ?? '-'],
  ];
  // a teacher change: the new teacher takes over the meetings left, the order is paid already
  if (opening.sisa_pertemuan != null) facts.unshift(['Ganti guru', `${opening.sisa_pertemuan} pertemuan tersisa`]);
  if (opening.mata_pelajaran.length > 0) facts.push(['Mata pelajaran', opening.mata_pelajaran.join(', ')]);
  if (opening.waktu_les.length > 0)
    facts.push(['Waktu les', opening.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`).join(', ')]);

  return (
    <Card className="jobs-opening" aria-labelledby={titleId}>
      <OpeningCardHead
        code={opening.kode}
        badge={
          <span className={`jobs-badge jobs-badge--${opening.sistem_pembelajaran.toLowerCase()}`}>
            {labelOf('sistem', opening.sistem_pembelajaran)}
          </span>
        }
        titleId={titleId}
        title={opening.judul_lowongan}
        headingLevel={3}
        meta={
          <>
            <span>Diperbarui {formatInstantId(opening.updated_at)}</span>
            <span>{opening.guru_apply} guru apply</span>
          </>
        }
      />
      <OpeningFacts facts={facts} />
      <FitScore skor={opening.skor_kecocokan} alasan={opening.alasan} />
      <ScheduleClashes clashes={opening.bentrok} who="Anda" />
      <ApplyPanel opening={opening} blockedBy={blockedBy} />
    </Card>
  );
}

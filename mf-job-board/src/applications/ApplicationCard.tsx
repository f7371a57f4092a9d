import { useId } from 'react';
import type { Application } from '@tutor/contract';
import { formatDateId, labelOf } from '@tutor/rules';
import { Card } from '@tutor/ui/Card';
import { formatInstantId } from '@tutor/rules';
import { OpeningCardHead, OpeningFacts } from '../common/OpeningCardParts';
import { StudentContactCard } from './StudentContactCard';

/** One application: its status in words, the opening it was for and, once paid, the student. */
export function ApplicationCard({ application }: { application: Application }) {
  const titleId = useId();
  const { lowongan } = application;
  const facts: Array<[string, string]> = [
    ['Program', lowongan.jenjang],
    ['Sistem pembelajaran', lowongan.sistem_pembelajaran],
    ['Kota', lowongan.kota ?? '-'],
    ['Mulai les', formatDateId(lowongan.tgl_mulai_les)],
    ['Mata pelajaran', lowongan.mata_pelajaran.length > 0 ? lowongan.mata_pelajaran.join(', ') : '-'],
  ];
  const note = application.catatan.trim() === '' ? 'Tanpa catatan' : application.catatan;
  return (
    <Card className="jobs-opening" aria-labelledby={titleId}>
      <OpeningCardHead
        code={lowongan.kode}
        badge={
          <span className={`jobs-status jobs-status--${application.status}`}>
            {labelOf('statusLamaran', application.status)}
          </span>
        }
        titleId={titleId}
        title={lowongan.judul_lowongan}
        headingLevel={2}
        meta={<span>Dilamar {formatInstantId(application.dibuat)}</span>}
      />
      <OpeningFacts facts={facts}>
        {/* up to 500 characters: the whole width of the card */}
        <div className="jobs-facts__item jobs-facts__item--wide">
          <dt>Catatan Anda</dt>
          <dd className="jobs-facts__note">{note}</dd>
        </div>
      </OpeningFacts>
      {application.siswa && <StudentContactCard siswa={application.siswa} kode={lowongan.kode} />}
    </Card>
  );
}

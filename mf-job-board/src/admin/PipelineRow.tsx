import { Link } from 'react-router-dom';
import type { PipelineTeacher } from '@tutor/contract';
import { formatInstantDateId } from '@tutor/rules';

/** "hari ini", "1 hari", "15 hari": how long the teacher has waited in this step. */
export function waitingText(days: number): string {
  return days === 0 ? 'sejak hari ini' : `${days} hari`;
}

/** One teacher in the pipeline: who, where they studied, how long they wait (late past two weeks), the detail page. */
export function PipelineRow({ teacher }: { teacher: PipelineTeacher }) {
  return (
    <li className={`jobs-admin__row${teacher.terlambat ? ' jobs-admin__row--late' : ''}`}>
      <div className="jobs-admin__who">
        <strong>{teacher.nama}</strong>
        <span>{teacher.email}</span>
        <span>WhatsApp {teacher.whatsapp}</span>
      </div>
      <div className="jobs-admin__study">
        <span>{teacher.perguruan_tinggi}</span>
        <span>{teacher.jurusan}</span>
        <span>
          Tahap ini sejak {formatInstantDateId(teacher.sejak)} · menunggu {waitingText(teacher.menunggu_hari)}
        </span>
        {teacher.terlambat && <span className="jobs-admin__late">Terlambat: lebih dari 2 minggu</span>}
      </div>
      <Link className="jobs-admin__open" to={`/admin/guru/${teacher.id}`} aria-label={`Lihat detail ${teacher.nama}`}>
        Lihat detail
      </Link>
    </li>
  );
}

import type { ScheduleClash } from '@tutor/contract';
import { formatDateTimeId } from '@tutor/rules';
import './ScheduleClashes.css';

export interface ScheduleClashesProps {
  clashes: readonly ScheduleClash[];
  /** whose meetings: "Anda" on the job board, the teacher's name on the admin's desk */
  who: string;
}

/**
 * A teacher's scheduled meetings that overlap an opening's weekly times (no double booking): the
 * job board and the admin's desk both say why the teacher cannot take it. Nothing when none clash.
 */
export function ScheduleClashes({ clashes, who }: ScheduleClashesProps) {
  if (clashes.length === 0) return null;
  return (
    <div className="ui-clashes" role="note" aria-label={`Jadwal bentrok: ${who}`}>
      <p className="ui-clashes__title">
        Jadwal bentrok dengan {clashes.length} pertemuan {who === 'Anda' ? 'Anda' : `milik ${who}`}:
      </p>
      <ul className="ui-clashes__list">
        {clashes.map((clash) => (
          <li key={`${clash.kode}-${clash.tanggal}-${clash.jam}`}>
            {formatDateTimeId(clash.tanggal, clash.jam)} (pesanan {clash.kode})
          </li>
        ))}
      </ul>
    </div>
  );
}

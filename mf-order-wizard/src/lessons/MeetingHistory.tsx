import type { Meeting } from '@tutor/contract';
import { formatInstantDateId } from '@tutor/rules';

/** "Riwayat": every change of one meeting, who made it and when (a proposal and its answer included), folded. */
export function MeetingHistory({ meeting }: { meeting: Meeting }) {
  if (meeting.riwayat.length === 0) return null;
  return (
    <details className="lessons-history">
      <summary>Riwayat pertemuan {meeting.nomor}</summary>
      <ol aria-label={`Riwayat pertemuan ${meeting.nomor}`}>
        {meeting.riwayat.map((entry, index) => (
          <li key={index}>
            {formatInstantDateId(entry.waktu)} · {entry.oleh}: {entry.keterangan}
          </li>
        ))}
      </ol>
    </details>
  );
}

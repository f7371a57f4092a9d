import { errorMessageOf, useGetUnreportedMeetingsQuery } from '@tutor/api';
import { Button } from '@tutor/ui/Button';
import { ScheduleMeetingCard } from './ScheduleMeetingCard';

/**
 * "Belum dilaporkan (n)": every meeting that has started and is still to report, oldest first,
 * above whatever week is shown, each with its Laporkan. Nothing to report: nothing shown.
 */
export function UnreportedMeetings({ nowMs }: { nowMs: number }) {
  const unreported = useGetUnreportedMeetingsQuery();
  const meetings = unreported.currentData ?? unreported.data;
  if (unreported.isError && !meetings)
    return (
      <p role="alert" className="schedule-problem">
        Pertemuan yang belum dilaporkan tidak dapat dimuat: {errorMessageOf(unreported.error)}{' '}
        <Button variant="secondary" size="small" onClick={() => void unreported.refetch()}>
          Coba lagi
        </Button>
      </p>
    );
  if (!meetings || meetings.length === 0) return null;
  return (
    <section className="schedule-unreported" aria-labelledby="belum-dilaporkan">
      <h2 id="belum-dilaporkan" className="schedule-unreported__title">
        Belum dilaporkan ({meetings.length})
      </h2>
      <p className="schedule-unreported__intro">
        Pertemuan ini sudah lewat tetapi belum dilaporkan. Laporkan agar orang tua dapat mengonfirmasinya.
      </p>
      <ol className="schedule-unreported__list" aria-label="Pertemuan belum dilaporkan">
        {meetings.map((meeting) => (
          <li key={meeting.id}>
            <ScheduleMeetingCard meeting={meeting} nowMs={nowMs} withDate />
          </li>
        ))}
      </ol>
    </section>
  );
}

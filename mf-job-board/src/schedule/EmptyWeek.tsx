import { useGetTeacherScheduleQuery } from '@tutor/api';
import {
  addDaysIso,
  formatDateId,
  meetingStartMs,
  SCHEDULE_RANGE_MAX_DAYS,
  weekdayOf,
  weekStartOf,
} from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';

interface EmptyWeekProps {
  today: string;
  nowMs: number;
  /** started meetings still to report (shown above the week) */
  unreported: number;
  onShowWeek: (monday: string) => void;
}

/**
 * A week without meetings points to the teacher's next meeting (looked up as far ahead as the
 * schedule answers) with a way to that week; only a teacher with nothing ahead and nothing to report
 * reads that meetings appear once an order is paid.
 */
export function EmptyWeek({ today, nowMs, unreported, onShowWeek }: EmptyWeekProps) {
  const ahead = useGetTeacherScheduleQuery({ dari: today, sampai: addDaysIso(today, SCHEDULE_RANGE_MAX_DAYS) });
  const next = ahead.currentData?.find(
    (meeting) => meeting.status === 'terjadwal' && meetingStartMs(meeting.tanggal, meeting.jam) > nowMs,
  );
  if (ahead.isFetching && !ahead.currentData) return <EmptyState title="Tidak ada pertemuan minggu ini" />;
  if (next)
    return (
      <EmptyState
        title="Tidak ada pertemuan minggu ini"
        description={`Pertemuan berikutnya: ${weekdayOf(next.tanggal)}, ${formatDateId(next.tanggal)} pukul ${next.jam} WIB dengan ${next.siswa.nama}.`}
        action={
          <Button variant="secondary" onClick={() => onShowWeek(weekStartOf(next.tanggal))}>
            Lihat minggu {formatDateId(weekStartOf(next.tanggal))}
          </Button>
        }
      />
    );
  return (
    <EmptyState
      title="Tidak ada pertemuan minggu ini"
      description={
        unreported > 0
          ? 'Tidak ada pertemuan terjadwal ke depan. Laporkan pertemuan yang belum dilaporkan di atas.'
          : 'Pertemuan muncul di sini setelah orang tua atau siswa membayar pesanan yang Anda ajar.'
      }
    />
  );
}

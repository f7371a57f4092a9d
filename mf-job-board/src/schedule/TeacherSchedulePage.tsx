import { useState } from 'react';
import {
  errorMessageOf,
  useCalendarFeed,
  useClock,
  useGetTeacherScheduleQuery,
  useGetUnreportedMeetingsQuery,
} from '@tutor/api';
import type { TeacherMeeting } from '@tutor/contract';
import { addDaysIso, formatDateId, jakartaDateOf, weekDates, weekdayOf, weekStartOf } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { CalendarFeed } from '@tutor/ui/CalendarFeed';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { JobBoardNav } from '../common/JobBoardNav';
import { RenewalOffers } from '../offers';
import { EmptyWeek } from './EmptyWeek';
import { ScheduleMeetingCard } from './ScheduleMeetingCard';
import { UnreportedMeetings } from './UnreportedMeetings';
import '../common/jobs.css';
import './schedule.css';

/**
 * /guru/jadwal: the meetings still to report first, then this teacher's meetings of one week across
 * all their students, Monday first; an empty week points to the next meeting.
 */
export function TeacherSchedulePage() {
  usePageTitle('Jadwal Mengajar');
  const clock = useClock();
  const nowMs = clock();
  const today = jakartaDateOf(nowMs);
  const [monday, setMonday] = useState(() => weekStartOf(today));
  const days = weekDates(monday);
  const sunday = days[6] ?? monday;
  const week = useGetTeacherScheduleQuery({ dari: monday, sampai: sunday });
  const meetings = week.currentData;
  const calendar = useCalendarFeed();
  const unreported = useGetUnreportedMeetingsQuery().data?.length ?? 0;
  const proposalsForMe =
    meetings?.filter((meeting) => meeting.usulan !== null && meeting.usulan.oleh === 'siswa').length ?? 0;

  return (
    <div className="ui-container jobs-page">
      <h1 className="jobs-title">Jadwal Mengajar</h1>
      <p className="jobs-intro">
        Pertemuan Anda dengan semua siswa. Laporkan setiap pertemuan setelah dimulai agar orang tua dapat
        mengonfirmasinya.
      </p>
      <JobBoardNav current="schedule" />
      <RenewalOffers />
      <UnreportedMeetings nowMs={nowMs} />
      <nav className="schedule-week" aria-label="Pilih minggu">
        <Button variant="secondary" size="small" onClick={() => setMonday(addDaysIso(monday, -7))}>
          Minggu sebelumnya
        </Button>
        <h2 className="schedule-week__title" aria-live="polite">
          {formatDateId(monday)} – {formatDateId(sunday)}
        </h2>
        <Button variant="secondary" size="small" onClick={() => setMonday(addDaysIso(monday, 7))}>
          Minggu berikutnya
        </Button>
      </nav>
      {week.isFetching && !meetings ? (
        <SkeletonGroup
          label="Memuat jadwal"
          count={3}
          className="schedule-days"
          renderItem={() => <Skeleton height={120} radius={12} />}
        />
      ) : week.isError ? (
        <EmptyState
          role="alert"
          title={errorMessageOf(week.error)}
          action={
            <Button variant="secondary" onClick={() => void week.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : meetings && meetings.length > 0 ? (
        <>
          {proposalsForMe > 0 && (
            <p className="schedule-waiting" role="status">
              {proposalsForMe} usulan ubah jadwal dari siswa menunggu jawaban Anda minggu ini.
            </p>
          )}
          <ol className="schedule-days" aria-label="Hari dalam minggu ini">
            {days.map((day) => (
              <ScheduleDay
                key={day}
                day={day}
                today={today}
                nowMs={nowMs}
                meetings={meetings.filter((meeting) => meeting.tanggal === day)}
              />
            ))}
          </ol>
        </>
      ) : (
        <EmptyWeek today={today} nowMs={nowMs} unreported={unreported} onShowWeek={setMonday} />
      )}
      <CalendarFeed {...calendar} />
    </div>
  );
}

function ScheduleDay({
  day,
  today,
  nowMs,
  meetings,
}: {
  day: string;
  today: string;
  nowMs: number;
  meetings: TeacherMeeting[];
}) {
  const isToday = day === today;
  const sorted = [...meetings].sort((a, b) => a.jam.localeCompare(b.jam));
  return (
    <li className={`schedule-day${isToday ? ' schedule-day--today' : ''}`} aria-current={isToday ? 'date' : undefined}>
      <h2 className="schedule-day__title">
        {weekdayOf(day)}, {formatDateId(day)}
        {isToday && <span className="schedule-day__today">Hari ini</span>}
      </h2>
      {sorted.length === 0 ? (
        <p className="schedule-day__empty">Tidak ada pertemuan</p>
      ) : (
        sorted.map((meeting) => <ScheduleMeetingCard key={meeting.id} meeting={meeting} nowMs={nowMs} />)
      )}
    </li>
  );
}

import { useCalendarFeed, useGetOrderMeetingsQuery } from '@tutor/api';
import { AUTO_CONFIRM_HOURS } from '@tutor/rules';
import { CalendarFeed } from '@tutor/ui/CalendarFeed';
import { MeetingList } from './MeetingList';
import { OrderMeetingsState } from './OrderMeetingsState';
import { StudentMeetingActions } from './StudentMeetingActions';
import { StudentReschedule } from './StudentReschedule';
import { MeetingHistory } from './MeetingHistory';
import './lessons.css';

/** A paid order's lessons for the student: sisa pertemuan, the reports waiting for them, every meeting, the calendar feed. */
export function OrderLessons({ kode }: { kode: string }) {
  const meetings = useGetOrderMeetingsQuery(kode);
  const calendar = useCalendarFeed();
  const waiting = meetings.data?.items.filter((meeting) => meeting.status === 'dilaporkan').length ?? 0;
  const proposalsForMe = meetings.data?.items.filter((meeting) => meeting.usulan?.oleh === 'guru').length ?? 0;

  return (
    <section className="order-section" aria-labelledby="lessons-title">
      <h2 id="lessons-title" className="order-section__title">
        Pertemuan
      </h2>
      <OrderMeetingsState meetings={meetings}>
        {(page) => (
          <>
            {waiting > 0 && (
              <p className="lessons-banner" role="status">
                {waiting} laporan pertemuan menunggu konfirmasi Anda. Konfirmasi bila pertemuan terlaksana sesuai
                laporan, atau Sanggah bila tidak. Laporan yang tidak dijawab terkonfirmasi otomatis setelah{' '}
                {AUTO_CONFIRM_HOURS} jam.
              </p>
            )}
            {proposalsForMe > 0 && (
              <p className="lessons-banner" role="status">
                {proposalsForMe} usulan ubah jadwal dari guru menunggu jawaban Anda.
              </p>
            )}
            <MeetingList
              meetings={page.items}
              label="Daftar pertemuan"
              actionsOf={(meeting) => (
                <>
                  <StudentMeetingActions meeting={meeting} />
                  <StudentReschedule meeting={meeting} />
                  <MeetingHistory meeting={meeting} />
                </>
              )}
            />
          </>
        )}
      </OrderMeetingsState>
      <CalendarFeed {...calendar} />
    </section>
  );
}

import { useState, type CSSProperties } from 'react';
import type { ScheduleItem } from '@tutor/contract';
import { WEEKDAYS } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { addMonths, monthOf, monthTitle, monthWeeks } from './calendar';
import { MeetingList } from './MeetingList';

/** The generated meetings as a month calendar in the subjects' colours, one month at a time. */
export function ScheduleCalendar({ meetings }: { meetings: readonly ScheduleItem[] }) {
  const first = monthOf(meetings[0]?.tanggal ?? '');
  const last = monthOf(meetings.at(-1)?.tanggal ?? '');
  const [shown, setShown] = useState(first);
  // A new schedule can start in another month: show its first month then.
  const month = shown < first || shown > last ? first : shown;
  const byDate = new Map<string, ScheduleItem[]>();
  for (const meeting of meetings) byDate.set(meeting.tanggal, [...(byDate.get(meeting.tanggal) ?? []), meeting]);
  const inMonth = meetings.filter((meeting) => monthOf(meeting.tanggal) === month);

  return (
    <section className="wizard-calendar" aria-labelledby="wizard-calendar-title">
      <h3 id="wizard-calendar-title" className="wizard-calendar__title">
        Jadwal les ({meetings.length} pertemuan)
      </h3>
      <div className="wizard-calendar__nav">
        <Button
          variant="secondary"
          size="small"
          disabled={month <= first}
          onClick={() => setShown(addMonths(month, -1))}
        >
          Bulan sebelumnya
        </Button>
        <span className="wizard-calendar__month" aria-live="polite">
          {monthTitle(month)}
        </span>
        <Button variant="secondary" size="small" disabled={month >= last} onClick={() => setShown(addMonths(month, 1))}>
          Bulan berikutnya
        </Button>
      </div>
      <table className="wizard-calendar__grid">
        <caption className="ui-visually-hidden">Kalender jadwal les {monthTitle(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => (
                <td
                  key={date ?? `empty-${column}`}
                  className={date ? 'wizard-calendar__day' : 'wizard-calendar__blank'}
                >
                  {date && (
                    <>
                      <time dateTime={date} className="wizard-calendar__date">
                        {Number(date.slice(8))}
                      </time>
                      {(byDate.get(date) ?? []).map((meeting) => (
                        <span
                          key={meeting.iterasi}
                          className="wizard-calendar__meeting"
                          style={{ '--subject-color': meeting.color } as CSSProperties}
                        >
                          {meeting.mata_pelajaran} {meeting.jam}
                        </span>
                      ))}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <MeetingList meetings={inMonth} />
    </section>
  );
}

import type { CSSProperties } from 'react';
import type { OrderDetail } from '@tutor/contract';
import { CANCELLED_SCHEDULE_NOTE, dateTimeFormat, formatDateId, labelOf } from '@tutor/rules';

/** An instant (ISO with Z) as the date and time it was in Jakarta. */
const whenInJakarta = (instant: string) =>
  dateTimeFormat({
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(instant));

/** The meetings by date, each in its subject's colour; a cancelled order's say they do not take place. */
export function OrderSchedule({ meetings, cancelled }: { meetings: OrderDetail['jadwal']; cancelled: boolean }) {
  return (
    <section className="order-section" aria-labelledby="order-schedule-title">
      <h2 id="order-schedule-title" className="order-section__title">
        Jadwal Les
      </h2>
      {cancelled && <p className="order-schedule__cancelled">{CANCELLED_SCHEDULE_NOTE}</p>}
      <ol className={cancelled ? 'order-schedule order-schedule--cancelled' : 'order-schedule'}>
        {meetings.map((meeting) => (
          <li
            key={meeting.iterasi}
            className="order-schedule__item"
            style={{ '--subject-color': meeting.color } as CSSProperties}
          >
            <span className="order-schedule__when">
              {meeting.hari}, {formatDateId(meeting.tanggal)} pukul {meeting.jam}
            </span>
            <span className="order-schedule__subject">{meeting.mata_pelajaran}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every status change: when, from what to what, by whom. */
export function OrderHistory({ entries }: { entries: OrderDetail['riwayat'] }) {
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="order-section__title">
        Riwayat Status
      </h2>
      <ol className="order-history">
        {entries.map((entry) => (
          <li key={`${entry.waktu}-${entry.ke}`}>
            <time dateTime={entry.waktu}>{whenInJakarta(entry.waktu)}</time>: {labelOf('statusPesanan', entry.ke)}
            {entry.dari ? ` (sebelumnya ${labelOf('statusPesanan', entry.dari)})` : ''}, oleh {entry.oleh}
            {entry.keterangan ? `. ${entry.keterangan}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

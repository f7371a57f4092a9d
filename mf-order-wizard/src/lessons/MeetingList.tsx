import type { ReactNode } from 'react';
import type { Meeting } from '@tutor/contract';
import { formatDateTimeId, MEETING_STATUS_LABELS } from '@tutor/rules';
import './lessons.css';

interface MeetingListProps {
  meetings: readonly Meeting[];
  /** names the list for screen readers */
  label: string;
  /** what a reader may do with one meeting (confirm, dispute, decide), under it */
  actionsOf?: (meeting: Meeting) => ReactNode;
}

/**
 * The meetings of one order as the student and the admin read them: number, date and time (WIB),
 * subject, teacher, state in words, the way into the video room of an Online meeting still to
 * hold, the learning report once reported, the student's reason once disputed.
 */
export function MeetingList({ meetings, label, actionsOf }: MeetingListProps) {
  return (
    <ol className="lessons-meetings" aria-label={label}>
      {meetings.map((meeting) => (
        <li
          key={meeting.id}
          className={`lessons-meeting lessons-meeting--${meeting.status}`}
          aria-labelledby={`pertemuan-${meeting.id}`}
        >
          <div className="lessons-meeting__top">
            <h3 id={`pertemuan-${meeting.id}`} className="lessons-meeting__title">
              Pertemuan {meeting.nomor}
            </h3>
            <span className={`lessons-state lessons-state--${meeting.status}`}>
              {MEETING_STATUS_LABELS[meeting.status]}
            </span>
          </div>
          <p className="lessons-meeting__when">{formatDateTimeId(meeting.tanggal, meeting.jam)}</p>
          <p className="lessons-meeting__facts">
            {meeting.mata_pelajaran} · Guru: {meeting.guru.nama}
          </p>
          {meeting.tautan_kelas && meeting.status === 'terjadwal' && (
            <p className="lessons-meeting__room">
              <a
                className="ui-button ui-button--secondary ui-button--small"
                href={meeting.tautan_kelas}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Masuk kelas online, pertemuan ${meeting.nomor}`}
              >
                Masuk kelas online
              </a>
            </p>
          )}
          {meeting.laporan && (
            <dl className="lessons-report">
              <div>
                <dt>Topik</dt>
                <dd>{meeting.laporan.topik}</dd>
              </div>
              <div>
                <dt>Catatan perkembangan</dt>
                <dd>{meeting.laporan.catatan}</dd>
              </div>
              {meeting.sanggahan && (
                <div>
                  <dt>Alasan sanggahan</dt>
                  <dd>{meeting.sanggahan}</dd>
                </div>
              )}
            </dl>
          )}
          {actionsOf?.(meeting)}
        </li>
      ))}
    </ol>
  );
}

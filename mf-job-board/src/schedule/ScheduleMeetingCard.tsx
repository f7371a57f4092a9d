import { useState } from 'react';
import { whatsappLink } from '@tutor/api';
import type { TeacherMeeting } from '@tutor/contract';
import { formatDateId, MEETING_STATUS_LABELS, reportAllowed, weekdayOf } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { ReportForm } from './ReportForm';
import { TeacherReschedule } from './TeacherReschedule';

/**
 * One meeting of the teacher's week: when, who, where (the video room of an Online one), what, its
 * state, and Laporkan once it has started. `withDate` names the day too, for a list across weeks.
 */
export function ScheduleMeetingCard({
  meeting,
  nowMs,
  withDate = false,
}: {
  meeting: TeacherMeeting;
  nowMs: number;
  withDate?: boolean;
}) {
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const titleId = `jadwal-pertemuan-${meeting.id}`;
  const canReport = reportAllowed(meeting, nowMs);

  return (
    <article className={`schedule-meeting schedule-meeting--${meeting.status}`} aria-labelledby={titleId}>
      <div className="schedule-meeting__top">
        <h3 id={titleId} className="schedule-meeting__title">
          {withDate && `${weekdayOf(meeting.tanggal)}, ${formatDateId(meeting.tanggal)} · `}
          {meeting.jam} WIB · {meeting.siswa.nama}
        </h3>
        <span className="schedule-meeting__state">{MEETING_STATUS_LABELS[meeting.status]}</span>
      </div>
      <dl className="schedule-meeting__facts">
        <div>
          <dt>Mata pelajaran</dt>
          <dd>
            {meeting.mata_pelajaran} ({meeting.jenjang}), pertemuan {meeting.nomor}
          </dd>
        </div>
        <div>
          <dt>Tempat</dt>
          <dd>{meeting.tempat}</dd>
        </div>
        <div>
          <dt>Pesanan</dt>
          <dd>{meeting.kode}</dd>
        </div>
      </dl>
      {meeting.laporan && <p className="schedule-meeting__report">Laporan: {meeting.laporan.topik}</p>}
      <div className="schedule-actions">
        <a
          className="ui-button ui-button--secondary ui-button--small"
          href={whatsappLink(meeting.siswa.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp {meeting.siswa.nama}
        </a>
        {meeting.tautan_kelas && meeting.status === 'terjadwal' && (
          <a
            className="ui-button ui-button--secondary ui-button--small"
            href={meeting.tautan_kelas}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Masuk kelas online, pertemuan ${meeting.nomor} ${meeting.siswa.nama}`}
          >
            Masuk kelas online
          </a>
        )}
        {canReport && !reporting && (
          <Button
            size="small"
            onClick={() => setReporting(true)}
            aria-label={`Laporkan pertemuan ${meeting.nomor} ${meeting.siswa.nama}`}
          >
            Laporkan
          </Button>
        )}
      </div>
      {!reporting && <TeacherReschedule meeting={meeting} nowMs={nowMs} />}
      {reporting && (
        <ReportForm
          meeting={meeting}
          onCancel={() => setReporting(false)}
          onDone={() => {
            setReporting(false);
            setReported(true);
          }}
        />
      )}
      {reported && (
        <p role="status" className="schedule-ok">
          Laporan terkirim. Menunggu konfirmasi siswa.
        </p>
      )}
    </article>
  );
}

import { useState, type CSSProperties } from 'react';
import type { ScheduleItem } from '@tutor/contract';
import { formatDateId, meetingsAdjustable } from '@tutor/rules';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { meetingReassigned } from '../../state/wizardSlice';

export const LAST_MEETING_MESSAGE = 'Setiap mata pelajaran perlu minimal satu pertemuan';

/**
 * The month's meetings as a list, each with its subject; where meetings per subject are adjustable
 * a meeting's subject can be changed (step 1's meeting counts follow the schedule).
 */
export function MeetingList({ meetings }: { meetings: readonly ScheduleItem[] }) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<string | null>(null);
  // Only SMP, SMA and SMK may share meetings unevenly; elsewhere the even split stands.
  const reassignable = draft.subjects.length > 1 && draft.jenjang !== null && meetingsAdjustable(Number(draft.jenjang));

  const reassign = (meeting: ScheduleItem, subject: string) => {
    const left = draft.jadwal?.filter((item) => item.mata_pelajaran === meeting.mata_pelajaran).length ?? 0;
    if (left <= 1) return setProblem(LAST_MEETING_MESSAGE);
    setProblem(null);
    dispatch(meetingReassigned({ iterasi: meeting.iterasi, mata_pelajaran: subject }));
  };

  return (
    <>
      {problem && (
        <p className="wizard-error" role="alert">
          {problem}
        </p>
      )}
      <ol className="wizard-meeting-list" aria-label="Pertemuan bulan ini">
        {meetings.map((meeting) => {
          const selectId = `wizard-meeting-${meeting.iterasi}`;
          const when = `${meeting.hari}, ${formatDateId(meeting.tanggal)} pukul ${meeting.jam}`;
          return (
            <li
              key={meeting.iterasi}
              className="wizard-meeting-list__item"
              style={{ '--subject-color': meeting.color } as CSSProperties}
            >
              <span className="wizard-meeting-list__when">
                Pertemuan {meeting.iterasi}: {when}
              </span>
              {reassignable ? (
                <span className="wizard-meeting-list__subject">
                  <label htmlFor={selectId} className="ui-visually-hidden">
                    Mata pelajaran pertemuan {meeting.iterasi}
                  </label>
                  <select
                    id={selectId}
                    className="ui-input"
                    value={meeting.mata_pelajaran}
                    onChange={(event) => reassign(meeting, event.target.value)}
                  >
                    {draft.subjects.map((subject) => (
                      <option key={subject.mata_pelajaran} value={subject.mata_pelajaran}>
                        {subject.mata_pelajaran}
                      </option>
                    ))}
                  </select>
                </span>
              ) : (
                <span className="wizard-meeting-list__subject">{meeting.mata_pelajaran}</span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

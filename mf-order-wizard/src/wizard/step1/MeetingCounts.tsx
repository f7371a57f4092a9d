import { useAppDispatch, useDraft } from '../../state/hooks';
import { meetingCountChanged } from '../../state/wizardSlice';

interface MeetingCountsProps {
  /** Only SMP, SMA and SMK set meetings per subject; others see the even split */
  adjustable: boolean;
  packageMeetings: number;
  onChanged: () => void;
}

/** Meetings per subject and their total against the package's meetings. */
export function MeetingCounts({ adjustable, packageMeetings, onChanged }: MeetingCountsProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const total = draft.subjects.reduce((sum, subject) => sum + subject.jumlah, 0);
  return (
    <fieldset className="wizard-fieldset wizard-meetings">
      <legend className="wizard-legend">Jumlah pertemuan per mata pelajaran</legend>
      <ul className="wizard-meetings__list">
        {draft.subjects.map((subject, index) => (
          <li key={subject.mata_pelajaran} className="wizard-meetings__row">
            {adjustable ? (
              <>
                <label htmlFor={`wizard-meetings-${index}`}>{subject.mata_pelajaran}</label>
                <input
                  id={`wizard-meetings-${index}`}
                  className="ui-input wizard-meetings__input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={packageMeetings}
                  value={subject.jumlah}
                  aria-label={`Pertemuan ${subject.mata_pelajaran}`}
                  onChange={(event) => {
                    const value = Number.parseInt(event.target.value, 10);
                    dispatch(meetingCountChanged({ index, jumlah: Number.isNaN(value) ? 0 : value }));
                    onChanged();
                  }}
                />
              </>
            ) : (
              <span>
                {subject.mata_pelajaran}: {subject.jumlah} pertemuan
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={total === packageMeetings ? 'wizard-muted' : 'wizard-meetings__off'} aria-live="polite">
        Total {total} dari {packageMeetings} pertemuan
      </p>
    </fieldset>
  );
}

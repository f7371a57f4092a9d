import type { LearningSystem } from '@tutor/contract';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { learningSystemChosen } from '../../state/wizardSlice';

const SYSTEMS: ReadonlyArray<{ value: LearningSystem; hint: string }> = [
  { value: 'Offline', hint: 'Guru datang ke rumah' },
  { value: 'Online', hint: 'Belajar lewat video conference' },
];

/** Offline (the teacher visits) or Online (video conference). */
export function LearningSystemChoice() {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-legend">Sistem Pembelajaran</legend>
      <div className="wizard-systems">
        {SYSTEMS.map(({ value, hint }) => {
          const checked = draft.sistemPembelajaran === value;
          return (
            <label key={value} className={`wizard-system${checked ? ' wizard-system--checked' : ''}`}>
              <input
                type="radio"
                name="wizard-sistem"
                value={value}
                checked={checked}
                onChange={() => dispatch(learningSystemChosen(value))}
              />
              <span className="wizard-system__text">
                <span className="wizard-system__name">{value}</span>
                <span className="wizard-system__hint">{hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

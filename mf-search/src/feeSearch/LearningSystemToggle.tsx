import type { LearningSystem } from '@tutor/contract';

const CHOICES: { system: LearningSystem; label: string }[] = [
  { system: 'Online', label: 'Private Online' },
  { system: 'Offline', label: 'Private Offline' },
];

export interface LearningSystemToggleProps {
  value: LearningSystem;
  onChange: (system: LearningSystem) => void;
}

/** Private Online / Private Offline as two pressed-state buttons. */
export function LearningSystemToggle({ value, onChange }: LearningSystemToggleProps) {
  return (
    <div className="search-toggle" role="group" aria-label="Sistem Pembelajaran">
      {CHOICES.map(({ system, label }) => (
        <button
          key={system}
          type="button"
          className="search-toggle__button"
          aria-pressed={value === system}
          onClick={() => onChange(system)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

import type { WizardStep } from '../state/wizardSlice';
import { WIZARD_STEPS } from './steps';

/** The step list; the active step carries aria-current="step". */
export function WizardStepper({ current }: { current: WizardStep }) {
  return (
    <nav aria-label="Langkah pemesanan" className="wizard-stepper">
      <ol className="wizard-stepper__list">
        {WIZARD_STEPS.map(({ step, name }) => {
          const state = step === current ? 'current' : step < current ? 'done' : 'todo';
          return (
            <li
              key={step}
              className={`wizard-stepper__item wizard-stepper__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-stepper__number">{step}</span>{' '}
              <span className="wizard-stepper__name">{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

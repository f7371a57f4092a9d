import type { OnboardingStatus } from '@tutor/contract';
import { ONBOARDING_STEPS } from '@tutor/rules';

function stepState(index: number, current: number, status: OnboardingStatus): { key: string; text: string } {
  if (index < current) return { key: 'done', text: 'Selesai' };
  if (index > current) return { key: 'next', text: 'Belum' };
  return status === 'ditolak'
    ? { key: 'stopped', text: 'Berhenti di tahap ini' }
    : { key: 'current', text: 'Tahap Anda sekarang' };
}

/** The eleven steps of becoming a teacher (the same as on /jadi-pengajar), with where the teacher stands. */
export function OnboardingTimeline({ current, status }: { current: number; status: OnboardingStatus }) {
  return (
    <ol className="jobs-onboarding__steps" aria-label="Langkah menjadi pengajar">
      {ONBOARDING_STEPS.map((step, index) => {
        const state = stepState(index, current, status);
        return (
          <li
            key={step.title}
            className={`jobs-onboarding__step jobs-onboarding__step--${state.key}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="jobs-onboarding__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="jobs-onboarding__title">{step.title}</h3>
              <p className="jobs-onboarding__text">{step.text}</p>
              <p className="jobs-onboarding__state">{state.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

import type { Ref } from 'react';
import type { StepErrors } from '../validation';
import { LearningSystemChoice } from './LearningSystemChoice';
import { LevelFields } from './LevelFields';
import { PackageChoice } from './PackageChoice';
import { StudentCountSelect } from './StudentCountSelect';
import { SubjectFields } from './SubjectFields';
import type { StepOneFacts } from './useStepOneFacts';

interface StepOneProps {
  errors: StepErrors | null;
  facts: StepOneFacts;
  onChanged: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 1, Paket dan Program: package, system, students, level, curriculum, class and subjects. */
export function StepOnePackageAndProgram({ errors, facts, onChanged, headingRef }: StepOneProps) {
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-1-title">
      <h2 id="wizard-step-1-title" ref={headingRef} tabIndex={-1} className="wizard-step-title">
        Paket dan Program
      </h2>
      <PackageChoice error={errors?.package} />
      <LearningSystemChoice />
      <div className="wizard-fields">
        <StudentCountSelect />
        <LevelFields levelError={errors?.level} onLevelChosen={onChanged} />
      </div>
      <SubjectFields facts={facts} error={errors?.subjects} onChanged={onChanged} />
    </section>
  );
}

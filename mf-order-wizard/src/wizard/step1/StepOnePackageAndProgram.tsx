import type { Ref } from 'react';
import type { StepOneErrors } from '../validation';
import { LearningSystemChoice } from './LearningSystemChoice';
import { LevelFields } from './LevelFields';
import { PackageChoice } from './PackageChoice';
import { StudentCountSelect } from './StudentCountSelect';

interface StepOneProps {
  errors: StepOneErrors | null;
  onLevelChosen: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 1, Paket dan Program: package, learning system, students, level, curriculum and class. */
export function StepOnePackageAndProgram({ errors, onLevelChosen, headingRef }: StepOneProps) {
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-one-title">
      <h2 id="wizard-step-one-title" ref={headingRef} tabIndex={-1} className="wizard-step-title">
        Paket dan Program
      </h2>
      <PackageChoice error={errors?.package} />
      <LearningSystemChoice />
      <div className="wizard-fields">
        <StudentCountSelect />
        <LevelFields levelError={errors?.level} onLevelChosen={onLevelChosen} />
      </div>
      <p className="wizard-muted">
        Mata pelajaran dan jumlah pertemuan per mata pelajaran belum bisa dipilih di halaman ini; admin mengaturnya bersama Anda
        setelah langkah ini.
      </p>
    </section>
  );
}

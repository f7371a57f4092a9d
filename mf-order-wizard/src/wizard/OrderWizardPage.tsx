import { useEffect, useRef, useState } from 'react';
import { Button } from '@tutor/ui/Button';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useAppDispatch, useDraft } from '../state/hooks';
import { nextStep, previousStep } from '../state/wizardSlice';
import { ContinueWithAdminPanel } from './ContinueWithAdminPanel';
import { StepOnePackageAndProgram } from './step1/StepOnePackageAndProgram';
import { useLinkChoices, usePreferredTeacherId } from './useLinkChoices';
import { validateStepOne, type StepOneErrors } from './validation';
import { WizardStepper } from './WizardStepper';
import '../common/page.css';
import './wizard.css';

/** /siswa/pemesanan-les: the 4-step order wizard (SPEC §2). Step 1 is built; 2 to 4 go to the admin. */
export function OrderWizardPage() {
  usePageTitle('Pemesanan Les', 'Pesan les privat: pilih paket, sistem pembelajaran dan jenjang pendidikan.');
  useLinkChoices();
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const preferredTeacherId = usePreferredTeacherId();
  const [errors, setErrors] = useState<StepOneErrors | null>(null);
  const stepHeading = useStepFocus(draft.step);

  const goNext = () => {
    const found = validateStepOne(draft);
    setErrors(found);
    if (!found) dispatch(nextStep());
  };

  return (
    <div className="ui-container wizard-page">
      <h1 className="wizard-title">Pemesanan Les</h1>
      <p className="wizard-intro">Atur les privat Anda langkah demi langkah. Admin kami mengonfirmasi pesanan dan menawarkan pilihan guru.</p>
      {preferredTeacherId && <p className="wizard-teacher-note">Guru pilihan: #{preferredTeacherId}</p>}
      <WizardStepper current={draft.step} />
      <div className="wizard-card">
        {draft.step === 1 ? (
          <StepOnePackageAndProgram errors={errors} onLevelChosen={() => setErrors(null)} headingRef={stepHeading} />
        ) : (
          <ContinueWithAdminPanel preferredTeacherId={preferredTeacherId} headingRef={stepHeading} />
        )}
        <div className="wizard-actions">
          <Button variant="secondary" disabled={draft.step === 1} onClick={() => dispatch(previousStep())}>
            Kembali
          </Button>
          {draft.step === 1 && <Button onClick={goNext}>Selanjutnya</Button>}
        </div>
      </div>
    </div>
  );
}

/** Moves focus to the new step's heading after Next or Back (not on first render). */
function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

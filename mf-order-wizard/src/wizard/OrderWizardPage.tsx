import { useEffect, useRef, useState } from 'react';
import { Button } from '@tutor/ui/Button';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetStudentProfileQuery } from '../api/orderEndpoints';
import { useAppDispatch, useDraft } from '../state/hooks';
import { useDraftPersistence } from '../state/useDraftPersistence';
import { nextStep, previousStep, WIZARD_STEP_COUNT, type WizardStep } from '../state/wizardSlice';
import { PreviewDialog } from './preview/PreviewDialog';
import { useOrderSubmission } from './preview/useOrderSubmission';
import { StepOnePackageAndProgram } from './step1/StepOnePackageAndProgram';
import { useStepOneFacts } from './step1/useStepOneFacts';
import { StepThreeLocation } from './step3/StepThreeLocation';
import { StepFourExtra } from './step4/StepFourExtra';
import { WIZARD_STEPS } from './steps';
import { useLinkChoices } from './useLinkChoices';
import { StepTwoSchedule } from './step2/StepTwoSchedule';
import { useScheduleApply } from './step2/useScheduleApply';
import { scheduleReady, validateStepOne, validateStepThree, type StepErrors } from './validation';
import { WizardStepper } from './WizardStepper';
import '../common/page.css';
import './wizard.css';
import './steps.css';

/** /siswa/pemesanan-les: the 4-step order wizard, then Preview and Kirim Pesanan. */
export function OrderWizardPage() {
  usePageTitle('Pemesanan Les', 'Pesan les privat: paket, jadwal, lokasi dan informasi tambahan, lalu kirim pesanan.');
  useLinkChoices();
  useDraftPersistence();
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const facts = useStepOneFacts();
  const { data: profile } = useGetStudentProfileQuery();
  const [errors, setErrors] = useState<StepErrors | null>(null);
  const { heading, announcement } = useStepChange(draft.step);
  const order = useOrderSubmission();

  const schedule = useScheduleApply();

  const goNext = async () => {
    if (draft.step === 2) {
      setErrors(null);
      if (scheduleReady(draft) || (await schedule.apply())) dispatch(nextStep());
      return;
    }
    const found =
      draft.step === 1
        ? validateStepOne(draft, { subjectsAvailable: facts.mode !== 'none', packageMeetings: facts.packageMeetings })
        : validateStepThree(draft, profile);
    setErrors(found);
    if (!found) dispatch(nextStep());
  };
  const goBack = () => {
    setErrors(null);
    dispatch(previousStep());
  };
  const clearErrors = () => setErrors(null);

  return (
    <div className="ui-container wizard-page">
      <h1 className="wizard-title">Pemesanan Les</h1>
      <p className="wizard-intro">
        Atur les privat Anda langkah demi langkah. Admin kami mengonfirmasi pesanan dan menawarkan pilihan guru.
      </p>
      {draft.guruPilihan && <p className="wizard-teacher-note">Guru pilihan: #{draft.guruPilihan}</p>}
      <WizardStepper current={draft.step} />
      <p className="ui-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="wizard-card">
        {draft.step === 1 && (
          <StepOnePackageAndProgram errors={errors} facts={facts} onChanged={clearErrors} headingRef={heading} />
        )}
        {draft.step === 2 && <StepTwoSchedule schedule={schedule} headingRef={heading} />}
        {draft.step === 3 && <StepThreeLocation error={errors?.step} headingRef={heading} />}
        {draft.step === 4 && <StepFourExtra error={order.previewProblem ?? undefined} headingRef={heading} />}
        <div className="wizard-actions">
          <Button variant="secondary" disabled={draft.step === 1} onClick={goBack}>
            Kembali
          </Button>
          {draft.step < WIZARD_STEP_COUNT ? (
            <Button onClick={() => void goNext()} busy={draft.step === 2 && schedule.applying}>
              Selanjutnya
            </Button>
          ) : (
            <Button onClick={() => void order.openPreview()} busy={order.previewing}>
              {order.previewing ? 'Memuat preview...' : 'Preview'}
            </Button>
          )}
        </div>
      </div>
      {order.previewHtml !== null && (
        <PreviewDialog
          html={order.previewHtml}
          onClose={order.closePreview}
          onSubmit={() => void order.submit()}
          submitting={order.submitting}
          problem={order.submitProblem}
        />
      )}
    </div>
  );
}

/**
 * After Next or Back (not on first render): focus moves to the new step's heading and a live
 * region says which step of four it is, so a screen reader hears the change.
 */
function useStepChange(step: WizardStep) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const name = WIZARD_STEPS.find((item) => item.step === step)?.name ?? '';
    setAnnouncement(`Langkah ${step} dari ${WIZARD_STEP_COUNT}: ${name}`);
    heading.current?.focus();
  }, [step]);
  return { heading, announcement };
}

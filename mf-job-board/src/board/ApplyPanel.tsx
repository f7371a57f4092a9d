import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { Opening } from '@tutor/contract';
import { LIFECYCLE_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { useApplyToJobBoardOpeningMutation } from '../api/jobBoardApi';

/** The contract's limit for ApplyBody.catatan. */
export const NOTE_MAX_LENGTH = 500;

interface ApplyPanelProps {
  opening: Pick<Opening, 'kode' | 'sudah_apply'>;
  /** the id of the notice saying why applying is not possible yet (a pending teacher), if any */
  blockedBy?: string;
}

type Outcome = { ok: boolean; text: string };

/**
 * The old site's Apply link as an inline form: Apply opens it (aria-expanded), the teacher may leave a
 * note for the admin, Kirim lamaran sends it once. The outcome stays on the card after the list
 * refetches, because the card (keyed by the opening's code) keeps this state.
 */
export function ApplyPanel({ opening, blockedBy }: ApplyPanelProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [apply, { isLoading }] = useApplyToJobBoardOpeningMutation();
  const formId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (open) noteRef.current?.focus();
  }, [open]);
  useEffect(() => {
    // the form that had the focus is gone after a success: the message takes it
    if (outcome?.ok) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await apply({ kode: opening.kode, catatan: note }).unwrap();
      setOpen(false);
      setNote('');
      setOutcome({ ok: true, text: LIFECYCLE_MESSAGES.applied });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessageOf(error) });
    }
  };

  return (
    <div className="jobs-apply">
      {opening.sudah_apply ? (
        <span className="jobs-apply__done">Sudah Apply</span>
      ) : (
        <Button
          variant={open ? 'secondary' : 'primary'}
          aria-label={`Apply ${opening.kode}`}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-describedby={blockedBy}
          disabled={blockedBy !== undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          Apply
        </Button>
      )}
      {open && !opening.sudah_apply && (
        <form
          id={formId}
          className="jobs-apply__form"
          onSubmit={submit}
          aria-label={`Lamar lowongan ${opening.kode}`}
          aria-busy={isLoading || undefined}
        >
          <Field label="Catatan untuk admin (opsional)" hint={`${note.length}/${NOTE_MAX_LENGTH} karakter`}>
            {({ inputId, describedBy }) => (
              <textarea
                ref={noteRef}
                id={inputId}
                aria-describedby={describedBy}
                className="ui-input jobs-apply__note"
                name="catatan"
                rows={3}
                maxLength={NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          <div className="jobs-apply__actions">
            <Button type="submit" busy={isLoading}>
              {isLoading ? 'Mengirim...' : 'Kirim lamaran'}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={isLoading}>
              Batal
            </Button>
          </div>
        </form>
      )}
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'jobs-apply__ok' : 'jobs-apply__problem'}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { Meeting } from '@tutor/contract';
import { DISPUTE_REASON_MAX, MEETING_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { TextAreaField } from '@tutor/ui/TextAreaField';
import { Dialog } from '@tutor/ui/Dialog';

interface DisputeDialogProps {
  meeting: Meeting;
  sending: boolean;
  /** the server's refusal, if any */
  problem: string | null;
  onSend: (alasan: string) => void;
  onClose: () => void;
}

/** Sanggah: the student says why the reported meeting did not happen as reported (a reason is required). */
export function DisputeDialog({ meeting, sending, problem, onSend, onClose }: DisputeDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const alasan = reason.trim();
    setMissing(alasan === '');
    if (alasan !== '') onSend(alasan);
  };

  return (
    <Dialog
      title={`Sanggah pertemuan ${meeting.nomor}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Batal
          </Button>
          <Button type="submit" form={formId} busy={sending}>
            {sending ? 'Mengirim...' : 'Kirim sanggahan'}
          </Button>
        </>
      }
    >
      <form id={formId} className="lessons-form" onSubmit={submit} noValidate>
        <p>
          Admin memeriksa laporan guru dan alasan Anda, lalu memutuskan apakah pertemuan ini terlaksana atau dijadwalkan
          ulang.
        </p>
        <TextAreaField
          label="Alasan sanggahan"
          value={reason}
          onChange={setReason}
          maxLength={DISPUTE_REASON_MAX}
          error={missing ? MEETING_MESSAGES.reasonRequired : undefined}
          required
        />
        {problem && (
          <p role="alert" className="lessons-problem">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { errorMessageOf, useConfirmMeetingMutation, useDisputeMeetingMutation } from '@tutor/api';
import type { Meeting } from '@tutor/contract';
import { formatInstantDateId } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { DisputeDialog } from './DisputeDialog';

/** Konfirmasi or Sanggah on a reported meeting; nothing on the others. */
export function StudentMeetingActions({ meeting }: { meeting: Meeting }) {
  const [confirm, confirmState] = useConfirmMeetingMutation();
  const [dispute, disputeState] = useDisputeMeetingMutation();
  const [disputing, setDisputing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (meeting.status !== 'dilaporkan') return null;

  const onConfirm = async () => {
    setProblem(null);
    try {
      await confirm(meeting.id).unwrap();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  const onDispute = async (alasan: string) => {
    setProblem(null);
    try {
      await dispute({ id: meeting.id, alasan }).unwrap();
      setDisputing(false);
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  const busy = confirmState.isLoading || disputeState.isLoading;

  return (
    <div>
      {meeting.batas_konfirmasi && (
        <p className="lessons-meeting__facts">
          Terkonfirmasi otomatis pada {formatInstantDateId(meeting.batas_konfirmasi)} bila tidak dijawab.
        </p>
      )}
      <div className="lessons-actions">
        <Button
          onClick={() => void onConfirm()}
          busy={confirmState.isLoading}
          disabled={busy}
          aria-label={`Konfirmasi pertemuan ${meeting.nomor}`}
        >
          Konfirmasi
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDisputing(true)}
          disabled={busy}
          aria-label={`Sanggah pertemuan ${meeting.nomor}`}
        >
          Sanggah
        </Button>
      </div>
      {problem && !disputing && (
        <p role="alert" className="lessons-problem">
          {problem}
        </p>
      )}
      {disputing && (
        <DisputeDialog
          meeting={meeting}
          sending={disputeState.isLoading}
          problem={problem}
          onSend={(alasan) => void onDispute(alasan)}
          onClose={() => setDisputing(false)}
        />
      )}
    </div>
  );
}

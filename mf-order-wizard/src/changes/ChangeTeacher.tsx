import { useId, useState, type FormEvent } from 'react';
import type { OrderStatus } from '@tutor/contract';
import { CHANGE_MESSAGES, TEACHER_CHANGE_FROM, TEACHER_CHANGE_REASON_MAX } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { TextAreaField } from '@tutor/ui/TextAreaField';
import { useChangeOrderTeacherMutation } from '../api/changeApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessageOf } from '@tutor/api';
import './changes.css';

/**
 * Ganti guru on an aktif order: the reason (required), then a confirmation; the answer stays on
 * the page while the order, refetched, shows it looking for a teacher again.
 */
export function ChangeTeacher({ kode, status }: { kode: string; status: OrderStatus }) {
  const formId = useId();
  const [change, { isLoading }] = useChangeOrderTeacherMutation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const empty = reason.trim() === '';
    setMissing(empty);
    if (!empty) setConfirming(true);
  };

  const confirm = async () => {
    setProblem(null);
    try {
      await change({ kode, alasan: reason.trim() }).unwrap();
      setDone(true);
      setOpen(false);
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setConfirming(false);
    }
  };

  if (done) {
    return (
      <p className="changes-result" role="status">
        {CHANGE_MESSAGES.changed}
      </p>
    );
  }
  if (!TEACHER_CHANGE_FROM.includes(status)) return null;
  return (
    <section className="changes-panel" aria-label="Ganti guru">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        Ganti Guru
      </Button>
      {open && (
        <form id={formId} className="changes-form" onSubmit={review} noValidate>
          <p>
            Pertemuan yang sudah terlaksana tetap tercatat. Pertemuan yang tersisa dicarikan guru baru tanpa biaya
            tambahan; ganti guru boleh berapa kali pun.
          </p>
          <TextAreaField
            label="Alasan ganti guru"
            value={reason}
            onChange={setReason}
            maxLength={TEACHER_CHANGE_REASON_MAX}
            error={missing ? CHANGE_MESSAGES.reasonRequired : undefined}
            required
          />
          <Button type="submit">Lanjutkan</Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        problem={problem}
        title="Ganti guru?"
        confirmLabel="Ya, ganti guru"
        sendingLabel="Mengirim..."
        sending={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        <p>
          Pesanan {kode} kembali mencari guru untuk pertemuan yang tersisa. Guru sekarang tidak lagi mengajar pertemuan
          berikutnya.
        </p>
      </ConfirmDialog>
    </section>
  );
}

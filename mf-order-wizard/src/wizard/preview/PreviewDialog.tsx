import { Button } from '@tutor/ui/Button';
import { Dialog } from '@tutor/ui/Dialog';
import { SanitizedHtml } from '../../common/SanitizedHtml';

interface PreviewDialogProps {
  html: string;
  onClose: () => void;
  onSubmit: () => void;
  submitting: boolean;
  problem: string | null;
}

/** Preview Pemesanan: the server's summary and fee breakdown, then Kirim Pesanan. */
export function PreviewDialog({ html, onClose, onSubmit, submitting, problem }: PreviewDialogProps) {
  return (
    <Dialog
      title="Preview Pemesanan"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Ubah Pesanan
          </Button>
          <Button onClick={onSubmit} busy={submitting}>
            {submitting ? 'Mengirim...' : 'Kirim Pesanan'}
          </Button>
        </>
      }
    >
      <SanitizedHtml html={html} className="wizard-preview" />
      {problem && (
        <p className="wizard-error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}

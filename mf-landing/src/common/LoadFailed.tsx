import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';

export interface LoadFailedProps {
  /** what could not be loaded, as the title says it: "Daftar mitra", "Paket les" */
  what: string;
  onRetry: () => void;
  /** the answer is being asked for again */
  busy: boolean;
}

/** A home section whose answer failed: says so as an alert and asks again on "Coba lagi". */
export function LoadFailed({ what, onRetry, busy }: LoadFailedProps) {
  return (
    <EmptyState
      role="alert"
      title={`${what} belum bisa dimuat.`}
      description="Periksa koneksi internet Anda, lalu coba lagi."
      action={
        <Button variant="secondary" onClick={onRetry} busy={busy}>
          Coba lagi
        </Button>
      }
    />
  );
}

import { Button } from '../Button';
import './UnavailablePanel.css';

export interface UnavailablePanelProps {
  onRetry: () => void;
  retrying?: boolean;
  /** what is unavailable, e.g. "Halaman blog" */
  what?: string;
}

/** Shown where a section could not be loaded or crashed: the rest of the page keeps working. */
export function UnavailablePanel({ onRetry, retrying, what = 'Bagian ini' }: UnavailablePanelProps) {
  return (
    <section className="ui-unavailable" role="alert" aria-label="Bagian tidak tersedia">
      <h2 className="ui-unavailable__title">{what} sedang tidak tersedia</h2>
      <p className="ui-unavailable__text">
        Maaf, bagian ini sedang tidak tersedia. Periksa koneksi internet Anda lalu coba lagi. Menu dan halaman lain
        tetap bisa dibuka.
      </p>
      <Button onClick={onRetry} busy={retrying}>
        Coba lagi
      </Button>
    </section>
  );
}

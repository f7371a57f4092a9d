import './PageArrows.css';

export interface PageArrowsProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** names of the buttons, e.g. "Halaman sebelumnya" */
  previousLabel?: string;
  nextLabel?: string;
  disabled?: boolean;
}

/** Previous/next arrows that stay within 1..lastPage and are disabled at the ends. */
export function PageArrows({
  page,
  lastPage,
  onPage,
  previousLabel = 'Halaman sebelumnya',
  nextLabel = 'Halaman berikutnya',
  disabled = false,
}: PageArrowsProps) {
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav className="search-arrows" aria-label="Navigasi halaman">
      <button
        type="button"
        className="ui-round-button search-arrows__button"
        aria-label={previousLabel}
        disabled={disabled || current <= 1}
        onClick={() => onPage(current - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <span className="search-arrows__status">
        Halaman {current} dari {last}
      </span>
      <button
        type="button"
        className="ui-round-button search-arrows__button"
        aria-label={nextLabel}
        disabled={disabled || current >= last}
        onClick={() => onPage(current + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

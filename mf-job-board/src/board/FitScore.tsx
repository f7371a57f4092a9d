import { useId, useState } from 'react';

interface FitScoreProps {
  skor: number;
  alasan: readonly string[];
}

/**
 * The opening's fit for this teacher (computed by the server with the rules' fitScore):
 * the score, a bar, and the reasons behind a disclosure button so the card stays short.
 */
export function FitScore({ skor, alasan }: FitScoreProps) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  const level = skor >= 70 ? 'high' : skor >= 40 ? 'medium' : 'low';
  return (
    <div className={`jobs-fit jobs-fit--${level}`}>
      <p className="jobs-fit__score">
        Kecocokan <strong>{skor}</strong> dari 100
      </p>
      <span className="jobs-fit__bar" aria-hidden="true">
        <span className="jobs-fit__fill" style={{ width: `${skor}%` }} />
      </span>
      {alasan.length > 0 && (
        <>
          <button
            type="button"
            className="jobs-fit__toggle"
            aria-expanded={open}
            aria-controls={reasonsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            Alasan kecocokan
          </button>
          <ul id={reasonsId} className="jobs-fit__reasons" hidden={!open}>
            {alasan.map((reason, index) => (
              <li key={`${index}-${reason}`}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

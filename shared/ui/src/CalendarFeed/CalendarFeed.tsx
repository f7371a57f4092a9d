import { useId } from 'react';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import './CalendarFeed.css';

/** The feed's state as @tutor/api's useCalendarFeed gives it (the design system takes no api). */
export interface CalendarFeedProps {
  url: string | undefined;
  loading: boolean;
  loadProblem: string | null;
  retry: () => void;
  renew: () => void;
  renewing: boolean;
  renewProblem: string | null;
  renewed: boolean;
}

/**
 * "Tambahkan ke kalender": the private calendar feed of the user's lessons, for a phone's or
 * Google's calendar, and "Buat URL baru" for when the link was shared by mistake (the old one
 * stops working).
 */
export function CalendarFeed({
  url,
  loading,
  loadProblem,
  retry,
  renew,
  renewing,
  renewProblem,
  renewed,
}: CalendarFeedProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section className="ui-calendar-feed" aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-calendar-feed__title">
        Kalender pertemuan
      </h2>
      {loading ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat tautan kalender</span>
          <Skeleton height={40} width="60%" />
        </div>
      ) : loadProblem || !url ? (
        <div role="alert" className="ui-calendar-feed__problem">
          <p>{loadProblem ?? 'Tautan kalender belum tersedia'}</p>
          <Button variant="secondary" size="small" onClick={retry}>
            Coba lagi
          </Button>
        </div>
      ) : (
        <>
          <p id={hintId} className="ui-calendar-feed__hint">
            Jadwal pertemuan tampil di kalender ponsel Anda dan ikut berubah bila jadwal berubah. Tautan ini rahasia:
            jangan bagikan. Buat URL baru bila tautan tersebar; URL lama tidak berlaku lagi.
          </p>
          <div className="ui-calendar-feed__actions">
            <a className="ui-button ui-button--primary ui-button--medium" href={url}>
              Tambahkan ke kalender
            </a>
            <Button variant="secondary" onClick={renew} busy={renewing} aria-describedby={hintId}>
              {renewing ? 'Membuat URL baru...' : 'Buat URL baru'}
            </Button>
          </div>
          <label className="ui-calendar-feed__url">
            <span>URL kalender</span>
            <input className="ui-input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          {renewed && !renewing && (
            <p role="status" className="ui-calendar-feed__ok">
              URL kalender baru sudah dibuat. URL lama tidak berlaku lagi.
            </p>
          )}
        </>
      )}
      {renewProblem && (
        <p role="alert" className="ui-calendar-feed__problem">
          {renewProblem}
        </p>
      )}
    </section>
  );
}

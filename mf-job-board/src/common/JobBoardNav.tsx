import { ButtonLink } from '@tutor/ui/Button';
import { useGetRenewalOffersQuery } from '../api/renewalOfferApi';

type BoardView = 'new' | 'applied' | 'schedule' | 'honor';

const VIEWS: ReadonlyArray<{ view: BoardView; label: string; to: string }> = [
  { view: 'new', label: 'Lowongan Baru', to: '/guru/loker-mengajar' },
  { view: 'applied', label: 'Loker Sudah Apply', to: '/guru/loker-mengajar-my-application' },
  { view: 'schedule', label: 'Jadwal Mengajar', to: '/guru/jadwal' },
  { view: 'honor', label: 'Honor', to: '/guru/honor' },
];

/**
 * The job board's two lists, the teacher's week and their honor; the one shown is marked current.
 * Jadwal Mengajar carries the count of renewals waiting for this teacher's answer, so it is seen
 * from every teacher page before the 2x24 hours run out (the list itself is on the board and the week).
 */
export function JobBoardNav({ current }: { current: BoardView }) {
  // one cached request shared with the offers' list; while it loads or fails there is simply no count
  const waiting = useGetRenewalOffersQuery().data?.length ?? 0;
  return (
    <nav aria-label="Halaman guru" className="jobs-nav">
      {VIEWS.map(({ view, label, to }) => (
        <ButtonLink
          key={view}
          to={to}
          variant={view === current ? 'primary' : 'secondary'}
          aria-current={view === current ? 'page' : undefined}
        >
          {label}
          {view === 'schedule' && waiting > 0 && (
            <span className="jobs-nav__count">
              {waiting}
              <span className="ui-visually-hidden"> tawaran perpanjangan menunggu jawaban Anda</span>
            </span>
          )}
        </ButtonLink>
      ))}
    </nav>
  );
}

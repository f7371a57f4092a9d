import { ButtonLink } from '@tutor/ui/Button';

type BoardView = 'new' | 'applied' | 'schedule' | 'honor';

const VIEWS: ReadonlyArray<{ view: BoardView; label: string; to: string }> = [
  { view: 'new', label: 'Lowongan Baru', to: '/guru/loker-mengajar' },
  { view: 'applied', label: 'Loker Sudah Apply', to: '/guru/loker-mengajar-my-application' },
  { view: 'schedule', label: 'Jadwal Mengajar', to: '/guru/jadwal' },
  { view: 'honor', label: 'Honor', to: '/guru/honor' },
];

/** The job board's two lists, the teacher's week and their honor; the one shown is marked current. */
export function JobBoardNav({ current }: { current: BoardView }) {
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
        </ButtonLink>
      ))}
    </nav>
  );
}

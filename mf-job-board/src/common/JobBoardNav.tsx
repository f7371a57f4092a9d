import { ButtonLink } from '@tutor/ui/Button';

type BoardView = 'new' | 'applied' | 'schedule';

const VIEWS: ReadonlyArray<{ view: BoardView; label: string; to: string }> = [
  { view: 'new', label: 'Lowongan Baru', to: '/guru/loker-mengajar' },
  { view: 'applied', label: 'Loker Sudah Apply', to: '/guru/loker-mengajar-my-application' },
  { view: 'schedule', label: 'Jadwal Mengajar', to: '/guru/jadwal' },
];

/** The job board's two lists (SPEC §2) and the teacher's week; the one shown is marked current. */
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

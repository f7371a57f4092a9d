import { ButtonLink } from '@tutor/ui/Button';

type BoardView = 'new' | 'applied';

const VIEWS: ReadonlyArray<{ view: BoardView; label: string; to: string }> = [
  { view: 'new', label: 'Lowongan Baru', to: '/guru/loker-mengajar' },
  { view: 'applied', label: 'Loker Sudah Apply', to: '/guru/loker-mengajar-my-application' },
];

/** The two lists of the job board (SPEC §2); the one shown is marked current. */
export function JobBoardNav({ current }: { current: BoardView }) {
  return (
    <nav aria-label="Daftar loker" className="jobs-nav">
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

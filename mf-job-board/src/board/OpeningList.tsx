import { errorMessageOf } from '@tutor/api';
import type { OpeningQuery } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetJobBoardOpeningsQuery } from '../api/jobBoardApi';
import { OpeningCard } from './OpeningCard';

/** The empty result, word for word. */
export const NO_OPENINGS = 'Data tidak ditemukan / kosong';

function OpeningSkeleton() {
  return (
    <div className="jobs-opening jobs-opening--skeleton">
      <Skeleton height={14} width="35%" />
      <Skeleton height={22} width="80%" />
      <Skeleton height={14} width="60%" />
      <Skeleton height={72} />
      <Skeleton height={40} width={120} />
    </div>
  );
}

interface OpeningListProps {
  query: OpeningQuery;
  blockedBy?: string;
}

/**
 * The openings of one search: 6 skeleton cards while a new search loads, the
 * server's message (or the generic one) instead of the list when it fails, the product's empty text.
 * A refetch of the same search (after applying) keeps the cards on screen.
 */
export function OpeningList({ query, blockedBy }: OpeningListProps) {
  const openings = useGetJobBoardOpeningsQuery(query);

  if (openings.isFetching && !openings.currentData) {
    return <SkeletonGroup label="Memuat lowongan" count={6} className="jobs-openings" renderItem={() => <OpeningSkeleton />} />;
  }
  if (openings.isError) {
    return (
      <EmptyState
        role="alert"
        title={errorMessageOf(openings.error)}
        action={
          <Button variant="secondary" onClick={() => void openings.refetch()}>
            Coba lagi
          </Button>
        }
      />
    );
  }
  const list = openings.currentData ?? [];
  if (list.length === 0) return <EmptyState title={NO_OPENINGS} />;
  return (
    <ul className="jobs-openings" aria-label="Daftar lowongan">
      {list.map((opening) => (
        <li key={opening.kode}>
          <OpeningCard opening={opening} blockedBy={blockedBy} />
        </li>
      ))}
    </ul>
  );
}

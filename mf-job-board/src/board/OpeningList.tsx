import { errorMessageOf, pagedItems } from '@tutor/api';
import type { OpeningQuery } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { LoadMore } from '@tutor/ui/LoadMore';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetJobBoardOpeningsInfiniteQuery } from '../api/jobBoardApi';
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
 * A refetch of the same search (after applying) keeps the cards on screen. The server answers a
 * page at a time; "Muat lebih banyak" adds the next.
 */
export function OpeningList({ query, blockedBy }: OpeningListProps) {
  const openings = useGetJobBoardOpeningsInfiniteQuery(query);

  if (openings.isFetching && !openings.currentData) {
    return (
      <SkeletonGroup
        label="Memuat lowongan"
        count={6}
        className="jobs-openings"
        renderItem={() => <OpeningSkeleton />}
      />
    );
  }
  if (openings.isError && !openings.currentData) {
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
  // in the server's order: by fit (urut=kecocokan) each page is sorted by the server, pages follow the newest-first chain
  const list = pagedItems(openings.currentData?.pages, (opening) => opening.kode);
  if (list.length === 0) return <EmptyState title={NO_OPENINGS} />;
  return (
    <>
      <ul className="jobs-openings" aria-label="Daftar lowongan">
        {list.map((opening) => (
          <li key={opening.kode}>
            <OpeningCard opening={opening} blockedBy={blockedBy} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={openings.hasNextPage}
        loading={openings.isFetchingNextPage}
        failed={openings.isFetchNextPageError}
        onLoadMore={() => void openings.fetchNextPage()}
      />
    </>
  );
}

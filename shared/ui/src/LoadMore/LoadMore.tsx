import { LIST_PAGE_MESSAGES } from '@tutor/rules';
import { Button } from '../Button';
import './LoadMore.css';

export interface LoadMoreProps {
  /** another page follows (the last answer carried a cursor) */
  hasMore: boolean;
  /** the next page is on its way */
  loading: boolean;
  /** the last attempt at the next page failed: say so, and offer the button again */
  failed: boolean;
  onLoadMore: () => void;
}

/** "Muat lebih banyak" under a list read a page at a time; nothing once the last page is loaded. */
export function LoadMore({ hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="ui-load-more">
      {failed && (
        <p className="ui-load-more__error" role="alert">
          {LIST_PAGE_MESSAGES.loadMoreFailed}
        </p>
      )}
      {/* busy: disabled and aria-busy while the page loads, so a second click cannot ask twice */}
      <Button variant="secondary" busy={loading} onClick={onLoadMore}>
        {LIST_PAGE_MESSAGES.loadMore}
      </Button>
    </div>
  );
}

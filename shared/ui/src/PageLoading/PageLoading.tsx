import { Skeleton } from '../Skeleton';
import './PageLoading.css';

/**
 * The placeholder of a page still on its way (the shell while a remote loads, a remote while a
 * lazy page loads): the same skeleton in both, at least a viewport high, so nothing below it moves
 * into view and out again when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="ui-page-loading" role="status" aria-live="polite" aria-busy="true">
      <span className="ui-visually-hidden">Memuat halaman...</span>
      <Skeleton height={40} width="50%" />
      <Skeleton height={220} />
      <Skeleton height={18} />
      <Skeleton height={18} width="70%" />
    </div>
  );
}

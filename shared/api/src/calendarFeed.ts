import { apiUrl } from './baseApi';
import { errorMessageOf } from './errors';
import { useGetCalendarLinkQuery, useRenewCalendarLinkMutation } from './meetings';

/** What the "Tambahkan ke kalender" panel shows: @tutor/ui's CalendarFeed takes exactly this. */
export interface CalendarFeedState {
  /** the absolute feed URL, once known */
  url: string | undefined;
  loading: boolean;
  /** why the URL could not be read, else null */
  loadProblem: string | null;
  retry: () => void;
  renew: () => void;
  renewing: boolean;
  /** why a new URL could not be made, else null */
  renewProblem: string | null;
  /** a new URL was made in this visit */
  renewed: boolean;
}

/** The logged-in user's private calendar feed (GET /api/kalender) and "Buat URL baru" (POST /api/kalender/baru). */
export function useCalendarFeed(): CalendarFeedState {
  const link = useGetCalendarLinkQuery();
  const [renewLink, renewal] = useRenewCalendarLinkMutation();
  return {
    url: link.data === undefined ? undefined : apiUrl(link.data),
    loading: link.isLoading,
    loadProblem: link.isError ? errorMessageOf(link.error) : null,
    retry: () => void link.refetch(),
    renew: () => void renewLink(),
    renewing: renewal.isLoading,
    renewProblem: renewal.isError ? errorMessageOf(renewal.error) : null,
    renewed: renewal.isSuccess,
  };
}

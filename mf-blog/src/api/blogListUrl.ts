import { getApiBaseUrl } from '@tutor/api';

/** The list request for a page opened from the browser's URL (a shared link, Back, a reload). */
export function blogPageRequestUrl(page: number): string {
  return `/api/blog?page=${page}`;
}

/** `?page=N` of the browser's URL; anything that is not a whole number from 1 up means page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** The page a server pagination link points at, read from its url's `page` query value. */
export function pageOfLinkUrl(url: string): number {
  return parsePageParam(new URL(url, getApiBaseUrl()).searchParams.get('page'));
}

/**
 * Whether a link url may be requested as given: only on the API's own origin, so a malformed
 * answer can never make the browser send our credentials somewhere else.
 */
export function isOwnApiUrl(url: string): boolean {
  const base = getApiBaseUrl();
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** What the list page keeps in the history entry when a pagination link is followed. */
export interface FollowedLinkState {
  blogListUrl: string;
}

export function followedLinkState(url: string): FollowedLinkState {
  return { blogListUrl: url };
}

/**
 * The URL to request for `page`: the followed link's url when the history entry holds one for
 * this very page (so Back and Forward repeat the same request), otherwise the plain page request.
 */
export function listRequestUrl(page: number, historyState: unknown): string {
  if (typeof historyState === 'object' && historyState !== null && 'blogListUrl' in historyState) {
    const url = (historyState as FollowedLinkState).blogListUrl;
    if (typeof url === 'string' && isOwnApiUrl(url) && pageOfLinkUrl(url) === page) return url;
  }
  return blogPageRequestUrl(page);
}

/**
 * The hand-over of a server-rendered page: the server renders with the answers it fetched, writes
 * the api slice's state into the page, and the browser's store takes it with SSR_HYDRATE before it
 * hydrates, so the first render in the browser shows exactly what the server sent (no request, no
 * skeleton in between).
 */
export const SSR_HYDRATE = 'platform/ssrHydrate';

/** What the store passes to every query as `extra`. */
export interface StoreExtra {
  /** answers requests without the network (the server rendering a page in-process) */
  fetch?: typeof fetch;
}

/** The action that puts a server-rendered page's api state into the browser's store. */
export function ssrHydrate(serverState: Record<string, unknown>) {
  return { type: SSR_HYDRATE, payload: serverState };
}

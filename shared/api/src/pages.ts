/**
 * The lists the server answers a page at a time (`{ data, nextCursor }`), read with RTK Query's
 * infinite queries: the cursor of the next page, and the loaded pages as one list.
 */
export interface CursorPage<Item> {
  data: Item[];
  nextCursor: string | null;
}

/** What an infinite query of a cursor-paged route passes as its options: first page without a cursor, the last page's cursor next. */
export const cursorPaging = {
  initialPageParam: null,
  // null (the last page) tells RTK Query there is no next page
  getNextPageParam: (lastPage: CursorPage<unknown>) => lastPage.nextCursor,
} as const;

/** The request's query: the cursor only after the first page. */
export const withCursor = <Params extends object>(
  params: Params,
  cursor: string | null,
): Params | (Params & { cursor: string }) => (cursor === null ? params : { ...params, cursor });

/**
 * The loaded pages as one list, each item once (a page may hold an item again: the desk's first
 * page carries the late orders, which come again later in the newest-first chain).
 */
export function pagedItems<Item>(
  pages: readonly CursorPage<Item>[] | undefined,
  keyOf: (item: Item) => string | number,
): Item[] {
  const seen = new Set<string | number>();
  const items: Item[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      const key = keyOf(item);
      if (!seen.has(key)) {
        seen.add(key);
        items.push(item);
      }
    }
  }
  return items;
}

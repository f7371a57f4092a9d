/**
 * The order lists are read a page at a time (keyset, `nextCursor`); a page holds this many unless
 * the request asks for fewer or more (at most CURSOR_PAGE_MAX of the contract).
 */
export const ORDER_PAGE_LIMIT = 50;
/** The desk's first page also holds every late order, oldest first, up to this many. */
export const LATE_ORDER_LIMIT = 500;

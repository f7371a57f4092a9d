import { MAX_PAGE, type PaginationLink } from '@tutor/contract';

export { MAX_PAGE };

export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

export const PREVIOUS_LABEL = '« Sebelumnya';
export const NEXT_LABEL = 'Berikutnya »';

/** Page numbers to show: all when few, else the ends and a window around the current page. */
function visiblePages(current: number, last: number): (number | null)[] {
  if (last <= 10) return Array.from({ length: last }, (_, index) => index + 1);
  const wanted = new Set<number>([1, 2, last - 1, last]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= last) wanted.add(page);
  const sorted = [...wanted].sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) withGaps.push(null);
    withGaps.push(page);
  });
  return withGaps;
}

/** Laravel-style paginator links: previous, numbered pages ('...' gaps have no url), next. */
export function paginationLinks(basePath: string, current: number, last: number): PaginationLink[] {
  const url = (page: number) => `${basePath}?page=${page}`;
  const links: PaginationLink[] = [
    { url: current > 1 ? url(Math.min(current - 1, last)) : null, label: PREVIOUS_LABEL, active: false },
  ];
  for (const page of visiblePages(current, last)) {
    links.push(
      page === null
        ? { url: null, label: '...', active: false }
        : { url: url(page), label: String(page), active: page === current },
    );
  }
  links.push({ url: current < last ? url(current + 1) : null, label: NEXT_LABEL, active: false });
  return links;
}

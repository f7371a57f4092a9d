import { cursorPaging, pagedItems, withCursor } from './pages';

describe('cursor-paged lists', () => {
  it('shows the loaded pages as one list, each item once, in the order read', () => {
    const pages = [
      { data: [{ kode: 'A' }, { kode: 'B' }], nextCursor: 'c1' },
      { data: [{ kode: 'B' }, { kode: 'C' }], nextCursor: null },
    ];
    expect(pagedItems(pages, (item) => item.kode).map((item) => item.kode)).toEqual(['A', 'B', 'C']);
    expect(pagedItems(undefined, (item: { kode: string }) => item.kode)).toEqual([]);
  });

  it('asks for the first page without a cursor and the next with the last answer’s', () => {
    expect(withCursor({ status: 'aktif' }, cursorPaging.initialPageParam)).toEqual({ status: 'aktif' });
    expect(withCursor({ status: 'aktif' }, 'c1')).toEqual({ status: 'aktif', cursor: 'c1' });
    expect(cursorPaging.getNextPageParam({ data: [], nextCursor: 'c2' })).toBe('c2');
    expect(cursorPaging.getNextPageParam({ data: [], nextCursor: null })).toBeNull();
  });
});

import { listRequestUrl, pageOfLinkUrl, parsePageParam } from './blogListUrl';

describe('blog list URLs', () => {
  it('reads ?page=N, treating anything else as page 1', () => {
    expect(parsePageParam('4')).toBe(4);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('dua')).toBe(1);
  });

  it('reads the page of relative and absolute link urls', () => {
    expect(pageOfLinkUrl('/api/blog?page=3')).toBe(3);
    expect(pageOfLinkUrl(`${window.location.origin}/api/blog?page=5&urutan=terbaru`)).toBe(5);
    expect(pageOfLinkUrl('/api/blog')).toBe(1);
  });

  it('requests a followed link as given, but only for the page it points at and only on our origin', () => {
    expect(listRequestUrl(2, { blogListUrl: '/api/blog?page=2&urutan=terbaru' })).toBe(
      '/api/blog?page=2&urutan=terbaru',
    );
    expect(listRequestUrl(3, { blogListUrl: '/api/blog?page=2&urutan=terbaru' })).toBe('/api/blog?page=3');
    expect(listRequestUrl(2, { blogListUrl: 'https://example.org/api/blog?page=2' })).toBe('/api/blog?page=2');
    expect(listRequestUrl(2, null)).toBe('/api/blog?page=2');
  });
});

import { renderHook } from '@testing-library/react';
import { SITE_NAME, usePageTitle } from './usePageTitle';

function metaDescription() {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}

describe('usePageTitle', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('puts the page title before the site name', () => {
    renderHook(() => usePageTitle('Blog'));
    expect(document.title).toBe(`Blog | ${SITE_NAME}`);
    expect(SITE_NAME).toBe('Pintar Privat');
  });

  it('uses the site name alone for an empty title', () => {
    renderHook(() => usePageTitle(''));
    expect(document.title).toBe('Pintar Privat');
  });

  it('creates the meta description, then updates it with the page', () => {
    const { rerender } = renderHook(({ description }) => usePageTitle('Referral', description), {
      initialProps: { description: 'Ajak teman, dapat komisi.' },
    });
    expect(metaDescription()).toBe('Ajak teman, dapat komisi.');
    rerender({ description: 'Komisi 10% untuk setiap siswa.' });
    expect(metaDescription()).toBe('Komisi 10% untuk setiap siswa.');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('leaves the meta description alone when none is given', () => {
    renderHook(() => usePageTitle('Testimoni'));
    expect(metaDescription()).toBeUndefined();
  });
});

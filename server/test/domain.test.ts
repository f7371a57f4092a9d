import { paginationLinks } from '../src/lib/pagination';
import { parseLocation } from '../src/areas/catalog/teacherFilters';
import { excerpt, slugify, titleCase } from '../src/lib/text';

describe('pagination links (Laravel style)', () => {
  it('has previous, numbered pages and next, with urls or null', () => {
    expect(paginationLinks('/api/blog', 2, 3)).toEqual([
      { url: '/api/blog?page=1', label: '« Sebelumnya', active: false },
      { url: '/api/blog?page=1', label: '1', active: false },
      { url: '/api/blog?page=2', label: '2', active: true },
      { url: '/api/blog?page=3', label: '3', active: false },
      { url: '/api/blog?page=3', label: 'Berikutnya »', active: false },
    ]);
  });

  it('windows long lists with ... gaps', () => {
    const labels = paginationLinks('/api/blog', 10, 20).map((link) => link.label);
    expect(labels).toEqual([
      '« Sebelumnya',
      '1',
      '2',
      '...',
      '8',
      '9',
      '10',
      '11',
      '12',
      '...',
      '19',
      '20',
      'Berikutnya »',
    ]);
  });

  it('beyond the last page, previous points at the last page', () => {
    expect(paginationLinks('/api/blog', 9, 6)[0]?.url).toBe('/api/blog?page=6');
  });
});

describe('text helpers', () => {
  it.each([
    ['KABUPATEN BANDUNG BARAT', 'Kabupaten Bandung Barat'],
    ['KOTA BANDUNG', 'Kota Bandung'],
    ['DKI JAKARTA', 'DKI Jakarta'],
    ['KABUPATEN PANGKAJENE DAN KEPULAUAN', 'Kabupaten Pangkajene dan Kepulauan'],
    ['KOTA ADMINISTRASI JAKARTA SELATAN', 'Kota Administrasi Jakarta Selatan'],
  ])('titleCase(%s) = %s', (input, output) => expect(titleCase(input)).toBe(output));

  it('slugs and excerpts', () => {
    expect(slugify('Les Privat Online atau Offline: Mana yang Lebih Cocok?')).toBe(
      'les-privat-online-atau-offline-mana-yang-lebih-cocok',
    );
    expect(excerpt('satu dua tiga empat lima', 12)).toBe('satu dua...');
  });

  it('parses the location: a regency id or the online value', () => {
    expect(parseLocation('online')).toBe(0);
    expect(parseLocation('Online')).toBe(0);
    expect(parseLocation('3273')).toBe(3273);
    expect(parseLocation('0')).toBeNull();
    expect(parseLocation('bandung')).toBeNull();
  });
});

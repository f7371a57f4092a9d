import { buildTeacherSearch, newSearch, parseTeacherSearch, searchParamsOf, toggleFilter } from './teacherSearchUrl';

describe('teacher search URL state', () => {
  it('reads program, location, filters and page from the query and writes them back the same way', () => {
    const query = new URLSearchParams(
      'program=16&lokasi=3273&lokasi_nama=Kota+Bandung&jenis_kelamin=perempuan&penilaian=bintang_5&penilaian=bintang_4&page=3',
    );
    const state = parseTeacherSearch(query);
    expect(state).toEqual({
      programId: '16',
      locationId: '3273',
      locationLabel: 'Kota Bandung',
      genders: ['perempuan'],
      ratings: ['bintang_5', 'bintang_4'],
      page: 3,
    });
    expect(buildTeacherSearch(state).toString()).toBe(query.toString());
  });

  it('ignores values it does not know and pages below 1', () => {
    const state = parseTeacherSearch(new URLSearchParams('jenis_kelamin=semua&penilaian=bintang_1&page=-2'));
    expect(state).toMatchObject({ genders: [], ratings: [], page: 1, programId: null });
    expect(searchParamsOf(state)).toBeNull();
  });

  it('a new search drops filters and page; a filter goes back to page 1 and keeps a stable order', () => {
    const searched = { ...newSearch('16', 'online', 'Online'), ratings: ['bintang_3' as const], page: 4 };
    expect(newSearch('14', 'online', 'Online')).toMatchObject({ genders: [], ratings: [], page: 1 });
    const filtered = toggleFilter(searched, 'bintang_5');
    expect(filtered).toMatchObject({ ratings: ['bintang_5', 'bintang_3'], page: 1 });
    expect(toggleFilter(filtered, 'bintang_3').ratings).toEqual(['bintang_5']);
    expect(toggleFilter(filtered, 'laki_laki').genders).toEqual(['laki_laki']);
  });
});

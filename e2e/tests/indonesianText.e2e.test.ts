import { test, expect } from '@playwright/test';
import { englishIn, ENGLISH_UI_WORDS } from '../src/englishWords';

test.describe('no English UI words on the built pages', () => {
  test('the check knows the words a page must not show, and lets the product\'s "Apply" through', () => {
    expect(
      englishIn([
        '2 results available. Use Up and Down to choose options',
        'Dashboard Siswa',
        'Status: Aktif',
        'Remove SD',
      ]),
    ).toHaveLength(4);
    expect(englishIn(['Apply', 'Loker Sudah Apply', 'Dasbor Siswa', 'Online', 'Offline', 'Pilihan Anda'])).toEqual([]);
    expect(ENGLISH_UI_WORDS).toContain('Dashboard');
  });

  // the walk over every page at both widths is in pageSweep.e2e.test.ts
});

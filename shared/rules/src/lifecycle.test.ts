import {
  APPLICATION_STATUS_LABELS,
  applicationStands,
  canBeProposed,
  TRANSITION_FROM,
  transitionAllowed,
} from './lifecycle';
import { CANCELLABLE_STATUSES } from './orders';

describe('the order lifecycle', () => {
  it('follows the order lifecycle one step at a time', () => {
    expect(transitionAllowed('konfirmasi', 'menunggu_konfirmasi')).toBe(true);
    expect(transitionAllowed('konfirmasi', 'mencari_guru')).toBe(false);
    expect(transitionAllowed('usulkan', 'mencari_guru')).toBe(true);
    expect(transitionAllowed('pilih_guru', 'guru_diusulkan')).toBe(true);
    expect(transitionAllowed('pilih_guru', 'mencari_guru')).toBe(false);
    expect(transitionAllowed('pembayaran', 'menunggu_pembayaran')).toBe(true);
    expect(transitionAllowed('pembayaran', 'guru_diusulkan')).toBe(false);
    expect(transitionAllowed('batal', 'menunggu_pembayaran')).toBe(false);
  });

  it('cancels from the same states as the order rules say', () => {
    expect(TRANSITION_FROM.batal).toEqual(CANCELLABLE_STATUSES);
  });

  it('names every application state', () => {
    expect(Object.keys(APPLICATION_STATUS_LABELS).sort()).toEqual([
      'diterima',
      'diusulkan',
      'menunggu',
      'tidak_dipilih',
    ]);
  });
});

describe('applications after a teacher change', () => {
  it('proposes only waiting applications, and counts a closed one as not applied', () => {
    expect(canBeProposed('menunggu')).toBe(true);
    for (const status of ['diusulkan', 'diterima', 'tidak_dipilih'] as const) expect(canBeProposed(status)).toBe(false);
    expect(applicationStands('tidak_dipilih')).toBe(false);
    for (const status of ['menunggu', 'diusulkan', 'diterima'] as const) expect(applicationStands(status)).toBe(true);
  });
});

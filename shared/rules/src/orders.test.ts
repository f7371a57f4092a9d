import { WIZARD_MESSAGES } from './messages';
import {
  isCancellable,
  meetingsAdjustable,
  orderBreakdown,
  referralCommission,
  stepOneProblem,
  subjectSelectionMode,
  timeSlotProblem,
} from './orders';

const superPackage = { id: 2, nama: 'Super', jumlah: 4, countPayments: 1 };

describe('subject selection by level', () => {
  it.each([
    [15, 'multi'],
    [16, 'multi'],
    [17, 'multi'],
    [34, 'multi'],
    [11, 'single'],
    [12, 'single'],
    [13, 'single'],
    [14, 'single'],
    [18, 'single'],
    [24, 'text'],
    [25, 'text'],
    [27, 'text'],
    [28, 'text'],
    [30, 'text'],
    [31, 'text'],
    [32, 'text'],
    [33, 'text'],
    [23, 'none'],
    [26, 'none'],
    [29, 'none'],
  ])('level %i picks subjects as %s', (level, mode) => {
    expect(subjectSelectionMode(level)).toBe(mode);
  });

  it('lets only SMP, SMA and SMK adjust meetings', () => {
    expect([14, 15, 16, 17, 34].map(meetingsAdjustable)).toEqual([false, true, true, true, false]);
  });
});

describe('step 1 checks', () => {
  const base = {
    jenjangId: 15,
    subjectsAvailable: true,
    subjects: [{ mata_pelajaran: 'Matematika', jumlah: 4 }],
    packageMeetings: 4,
  };
  it('asks for the level, then a subject, then a matching meeting total', () => {
    expect(stepOneProblem({ ...base, jenjangId: null })).toBe(WIZARD_MESSAGES.levelRequired);
    expect(stepOneProblem({ ...base, subjects: [] })).toBe(WIZARD_MESSAGES.subjectRequired);
    expect(stepOneProblem({ ...base, subjects: [{ mata_pelajaran: 'Matematika', jumlah: 3 }] })).toBe(
      WIZARD_MESSAGES.meetingsMustMatch,
    );
    expect(stepOneProblem(base)).toBeNull();
  });
  it('needs no subject when the level has none', () => {
    expect(stepOneProblem({ ...base, jenjangId: 23, subjectsAvailable: false, subjects: [] })).toBeNull();
  });
  it('refuses more subjects than meetings', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ mata_pelajaran: name, jumlah: 1 }));
    expect(stepOneProblem({ ...base, subjects: five })).toBe(WIZARD_MESSAGES.tooManySubjects);
  });
  it('refuses the same weekday twice', () => {
    expect(timeSlotProblem(['Senin'], 'Senin')).toBe(WIZARD_MESSAGES.sameWeekday);
    expect(timeSlotProblem(['Senin'], 'Rabu')).toBeNull();
  });
});

describe('the fee breakdown', () => {
  it("holds the product's referral sample on a first order of an eligible package", () => {
    // harga_diskon 2.394.000 comes from harga_normal 3.192.000 (75%).
    const breakdown = orderBreakdown({
      paket: superPackage,
      hargaNormal: 3_192_000,
      kodeReferral: 'TEMAN5',
      firstOrder: true,
    });
    expect(breakdown).toMatchObject({
      harga_diskon: 2_394_000,
      diskon: 798_000,
      diskon_referral: 119_700,
      harga_paket_akhir: 2_274_300,
    });
    expect(breakdown.biaya_pendaftaran).toBe(50_000);
    expect(breakdown.total).toBe(2_324_300);
    expect(breakdown.cicilan).toEqual([2_324_300]);
    expect(breakdown.kode_referral).toBe('TEMAN5');
  });
  it('gives no referral discount on a later order or an ineligible package, and no fee after the first order', () => {
    const later = orderBreakdown({
      paket: superPackage,
      hargaNormal: 3_192_000,
      kodeReferral: 'TEMAN5',
      firstOrder: false,
    });
    expect(later).toMatchObject({ diskon_referral: 0, kode_referral: null, biaya_pendaftaran: 0, total: 2_394_000 });
    const ekslusif = orderBreakdown({
      paket: { id: 5, nama: 'Ekslusif', jumlah: 16, countPayments: 1 },
      hargaNormal: 4_000_000,
      kodeReferral: 'TEMAN5',
      firstOrder: true,
    });
    expect(ekslusif.diskon_referral).toBe(0);
  });
  it('splits a Pro package into instalments, the registration fee and remainder on the first', () => {
    const pro = orderBreakdown({
      paket: { id: 9, nama: 'Super Intensif Pro', jumlah: 72, countPayments: 3 },
      hargaNormal: 10_000_000,
      kodeReferral: null,
      firstOrder: true,
    });
    expect(pro.harga_paket_akhir).toBe(7_500_000);
    expect(pro.cicilan).toEqual([2_550_000, 2_500_000, 2_500_000]);
    expect(pro.cicilan.reduce((sum, amount) => sum + amount, 0)).toBe(pro.total);
  });
});

it('allows cancelling up to guru_diusulkan only', () => {
  expect(isCancellable('guru_diusulkan')).toBe(true);
  expect(isCancellable('menunggu_pembayaran')).toBe(false);
});

describe('referral commission', () => {
  it('is 10% of the final package price on the first order and 5% later', () => {
    expect(referralCommission(2_274_300, true)).toBe(227_430);
    expect(referralCommission(2_394_000, false)).toBe(119_700);
    expect(referralCommission(0, true)).toBe(0);
  });
});

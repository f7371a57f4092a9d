import { honorParts, lessonPrice, meetingHonor, orderHonor } from './honor';
import { orderBreakdown } from './orders';

/** The packages of the catalogue (id, meetings, payments), as the seed has them. */
const PACKAGES = [
  { id: 2, nama: 'Super', jumlah: 4, countPayments: 1 },
  { id: 3, nama: 'Intensif', jumlah: 8, countPayments: 1 },
  { id: 4, nama: 'Super Intensif', jumlah: 12, countPayments: 1 },
  { id: 5, nama: 'Ekslusif', jumlah: 16, countPayments: 1 },
  { id: 6, nama: 'Super Ekslusif', jumlah: 20, countPayments: 1 },
  { id: 7, nama: 'Super Pro', jumlah: 24, countPayments: 1 },
  { id: 8, nama: 'Intensif Pro', jumlah: 48, countPayments: 2 },
  { id: 9, nama: 'Super Intensif Pro', jumlah: 72, countPayments: 3 },
  { id: 10, nama: 'Ekslusif Pro', jumlah: 96, countPayments: 3 },
  { id: 11, nama: 'Super Ekslusif Pro', jumlah: 120, countPayments: 3 },
];

describe('teacher pay per meeting', () => {
  it('is 70% of the lesson price, the remainder on the last meeting', () => {
    // Super, the product's referral sample: 2.274.300 + Rp 50.000 registration
    const price = lessonPrice({ total: 2_324_300, biaya_pendaftaran: 50_000 });
    expect(price).toBe(2_274_300);
    expect(orderHonor(price)).toBe(1_592_010);
    expect(honorParts(price, 4)).toEqual([398_002, 398_002, 398_002, 398_004]);
    expect(meetingHonor(1_000_001, 3, 1)).toBe(233_333);
    expect(meetingHonor(1_000_001, 3, 3)).toBe(233_334);
  });

  it.each(PACKAGES)('adds up exactly for $nama with and without discounts, referral cuts and instalments', (paket) => {
    for (const hargaNormal of [1_076_000, 2_394_000 * (paket.jumlah / 4), 3_333_333]) {
      for (const [kodeReferral, firstOrder] of [
        [null, true],
        ['SARI10', true],
        [null, false],
      ] as const) {
        const breakdown = orderBreakdown({ paket, hargaNormal, kodeReferral, firstOrder });
        // instalments change when the student pays, never what a meeting earns
        expect(breakdown.cicilan).toHaveLength(paket.countPayments);
        const price = lessonPrice(breakdown);
        expect(price).toBe(breakdown.harga_paket_akhir);
        const parts = honorParts(price, paket.jumlah);
        expect(parts).toHaveLength(paket.jumlah);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(Math.floor((breakdown.harga_paket_akhir * 70) / 100));
        expect(parts.every((part) => Number.isInteger(part) && part > 0)).toBe(true);
        const [first] = parts;
        expect(parts.slice(0, -1).every((part) => part === first)).toBe(true);
        expect(parts[parts.length - 1]! - first!).toBeLessThan(paket.jumlah);
      }
    }
  });

  it('pays the referral discount out of the price, not the teacher twice: a referred order earns 70% of what was charged', () => {
    const paket = PACKAGES[0]!;
    const plain = orderBreakdown({ paket, hargaNormal: 3_192_000, kodeReferral: null, firstOrder: true });
    const referred = orderBreakdown({ paket, hargaNormal: 3_192_000, kodeReferral: 'SARI10', firstOrder: true });
    expect(orderHonor(lessonPrice(plain))).toBe(1_675_800);
    expect(orderHonor(lessonPrice(referred))).toBe(1_592_010);
  });

  it('refuses a meeting outside the order', () => {
    expect(() => meetingHonor(100_000, 4, 5)).toThrow(RangeError);
    expect(() => meetingHonor(100_000, 0, 1)).toThrow(RangeError);
  });
});

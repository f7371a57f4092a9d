import {
  discountedPrice,
  feePackage,
  isReferralEligible,
  laterCommission,
  pricePerMeeting,
  referralBreakdown,
  splitInstalments,
} from './money';

describe('pricing', () => {
  it("the product's referral sample: 2.394.000 → -5% 119.700 → 2.274.300 → commission 10% 227.430", () => {
    expect(referralBreakdown(2_394_000)).toEqual({
      price: 2_394_000,
      studentDiscount: 119_700,
      priceAfterDiscount: 2_274_300,
      commission: 227_430,
    });
  });

  it('later packages earn 5%; only Super, Intensif, Super Intensif and Super Pro are eligible', () => {
    expect(laterCommission(2_274_300)).toBe(113_715);
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(isReferralEligible)).toEqual([2, 3, 4, 7]);
  });

  it('harga_diskon is 75% of harga_normal rounded to Rp 100', () => {
    expect(discountedPrice(1_076_000)).toBe(807_000);
    expect(discountedPrice(100_100)).toBe(75_100);
    expect(discountedPrice(333_333)).toBe(250_000);
  });

  it('instalments are equal with the remainder on the first', () => {
    expect(splitInstalments(1_000_000, 3)).toEqual([333_334, 333_333, 333_333]);
    expect(splitInstalments(900, 1)).toEqual([900]);
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
  });

  it('price per meeting multiplies every factor and rounds to Rp 1.000', () => {
    expect(
      pricePerMeeting({ ratePerMeeting: 130_000, curriculumPermille: 1200, regionPermille: 1150, groupPermille: 1500 }),
    ).toBe(269_000);
    expect(
      pricePerMeeting({ ratePerMeeting: 85_000, curriculumPermille: 1000, regionPermille: 1000, groupPermille: 1000 }),
    ).toBe(85_000);
    const superPackage = { id: 2, nama: 'Super', jumlah: 4, count_payments: 1, period_months: 1, color: '#1E88E5' };
    expect(feePackage(superPackage, 269_000)).toEqual({
      paket_id: 2,
      paket_name: 'Super',
      jumlah_pertemuan: 4,
      periode_bulan: 1,
      jumlah_cicilan: 1,
      harga_normal: 1_076_000,
      harga_diskon: 807_000,
      color: '#1E88E5',
    });
  });
});

import { feePackage, pricePerMeeting } from '../src/domain/fees';
import { paginationLinks } from '../src/domain/pagination';
import { discountedPrice, isReferralEligible, laterCommission, referralBreakdown, splitInstalments } from '../src/domain/pricing';
import { parseLocation } from '../src/domain/teacherFilters';
import { excerpt, initials, slugify, titleCase } from '../src/domain/text';

describe('pricing (DESIGN §5)', () => {
  it("SPEC's referral sample: 2.394.000 → -5% 119.700 → 2.274.300 → commission 10% 227.430", () => {
    expect(referralBreakdown(2_394_000)).toEqual({ price: 2_394_000, studentDiscount: 119_700, priceAfterDiscount: 2_274_300, commission: 227_430 });
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
    expect(pricePerMeeting({ ratePerMeeting: 130_000, curriculumPermille: 1200, regionPermille: 1150, groupPermille: 1500 })).toBe(269_000);
    expect(pricePerMeeting({ ratePerMeeting: 85_000, curriculumPermille: 1000, regionPermille: 1000, groupPermille: 1000 })).toBe(85_000);
    expect(feePackage({ id: 2, nama: 'Super', jumlah: 4, color: '#1E88E5' }, 269_000)).toEqual({
      paket_id: 2,
      paket_name: 'Super',
      jumlah_pertemuan: 4,
      harga_normal: 1_076_000,
      harga_diskon: 807_000,
      color: '#1E88E5',
    });
  });
});

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
    expect(labels).toEqual(['« Sebelumnya', '1', '2', '...', '8', '9', '10', '11', '12', '...', '19', '20', 'Berikutnya »']);
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

  it('initials, slugs and excerpts', () => {
    expect(initials('Rina Wulandari')).toBe('RW');
    expect(initials('Kak Budi')).toBe('BU');
    expect(slugify('Les Privat Online atau Offline: Mana yang Lebih Cocok?')).toBe('les-privat-online-atau-offline-mana-yang-lebih-cocok');
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

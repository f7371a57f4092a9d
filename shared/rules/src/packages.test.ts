import { packageMeetingsText, packagePaymentText, packagePeriodText } from './packages';

describe('package texts', () => {
  it('writes one month as "bulan" and more as the number of months', () => {
    expect(packagePeriodText(1)).toBe('bulan');
    expect(packagePeriodText(6)).toBe('6 bulan');
    expect(packageMeetingsText(4, 1)).toBe('4 pertemuan / bulan');
    expect(packageMeetingsText(72, 6)).toBe('72 pertemuan / 6 bulan');
  });

  it('says a package of one payment is paid in full and names the instalments of the others', () => {
    expect(packagePaymentText(1)).toBe('Dibayar penuh di awal');
    expect(packagePaymentText(3)).toBe('Bisa dicicil 3x');
  });
});

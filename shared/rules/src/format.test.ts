import {
  formatDateId,
  formatDateTimeId,
  formatInstantDateId,
  formatInstantId,
  formatRating,
  formatRupiah,
  stripHtml,
  truncateText,
} from './format';

describe('Indonesian formatters', () => {
  it('formats Rupiah with dots as thousand separators', () => {
    expect(formatRupiah(2274300)).toBe('Rp 2.274.300');
    expect(formatRupiah(50000)).toBe('Rp 50.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(-119700)).toBe('-Rp 119.700');
  });

  it('formats dates and times in id-ID, in WIB', () => {
    expect(formatDateId('2026-11-21')).toBe('21 November 2026');
    // spelled out without Intl: the same words Intl's id-ID gives, for every month
    for (let month = 1; month <= 12; month += 1) {
      const isoDate = `2026-${String(month).padStart(2, '0')}-05`;
      const intl = new Intl.DateTimeFormat('id-ID', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Jakarta',
      });
      expect(formatDateId(isoDate)).toBe(intl.format(new Date(`${isoDate}T00:00:00+07:00`)));
    }
    expect(formatDateTimeId('2026-08-17', '09:05')).toBe('Senin, 17 Agustus 2026 pukul 09.05 WIB');
  });

  it('shows a rating with one decimal and an Indonesian comma', () => {
    expect(formatRating(4.86)).toBe('4,9');
    expect(formatRating(5)).toBe('5,0');
  });

  it('truncates long text with an ellipsis and leaves short text alone', () => {
    expect(truncateText('Tips belajar matematika', 50)).toBe('Tips belajar matematika');
    expect(truncateText('Cara memilih guru les privat yang tepat untuk anak sekolah dasar', 20)).toBe(
      'Cara memilih guru le...',
    );
  });

  it('strips HTML to plain text', () => {
    expect(stripHtml('<p>Belajar <strong>rutin</strong> &amp; santai</p><script>alert(1)</script>')).toBe(
      'Belajar rutin & santai',
    );
  });
});

it('reads an instant as the day it was in Jakarta, and leaves text that is no date as it came', () => {
  expect(formatInstantDateId('2026-11-20T18:00:00.000Z')).toBe('21 November 2026');
  expect(formatInstantDateId('2026-11-20T16:59:59Z')).toBe('20 November 2026');
  expect(formatInstantDateId('bukan tanggal')).toBe('bukan tanggal');
});

describe('formatInstantId', () => {
  it('writes the day and the clock in Jakarta', () => {
    expect(formatInstantId('2026-11-20T18:00:00Z')).toBe('21 November 2026 pukul 01.00 WIB');
    expect(formatInstantId('bukan tanggal')).toBe('bukan tanggal');
  });
});

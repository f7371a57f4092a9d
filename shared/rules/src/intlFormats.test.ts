import { dateTimeFormat, numberFormat } from './intlFormats';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options and reuses it', () => {
    expect(numberFormat({ maximumFractionDigits: 0 })).toBe(numberFormat({ maximumFractionDigits: 0 }));
    expect(numberFormat({ maximumFractionDigits: 1 })).not.toBe(numberFormat({ maximumFractionDigits: 0 }));
    expect(dateTimeFormat({ timeZone: 'Asia/Jakarta' }, 'en-CA')).not.toBe(
      dateTimeFormat({ timeZone: 'Asia/Jakarta' }),
    );
  });

  it('formats in Indonesian by default', () => {
    expect(numberFormat({ maximumFractionDigits: 0 }).format(2274300)).toBe('2.274.300');
    expect(
      dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-01T00:00:00Z')),
    ).toBe('November 2026');
  });
});

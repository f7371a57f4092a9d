import { formatDecimalId } from './decimalText';

/** What the browser's own formatter writes: the text formatDecimalId must match. */
const intlFormatters = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);
const intl = (value: number, digits: number) =>
  (
    intlFormatters[digits] ??
    new Intl.NumberFormat('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits })
  ).format(value);

describe('formatDecimalId', () => {
  it.each([
    [2274300, 0, '2.274.300'],
    [999, 0, '999'],
    [1000, 0, '1.000'],
    [4.86, 1, '4,9'],
    [4.85, 1, '4,9'],
    [4.849999, 1, '4,8'],
    [9.96, 1, '10,0'],
    [999.5, 0, '1.000'],
    [-2.5, 0, '-3'],
    [-0.04, 1, '-0,0'],
    [12345.67, 1, '12.345,7'],
    [3, 2, '3,00'],
  ])('%p with %i decimals is "%s"', (value, digits, text) => {
    expect(formatDecimalId(value, digits)).toBe(text);
    expect(formatDecimalId(value, digits)).toBe(intl(value, digits));
  });

  it('writes what Intl writes over a wide spread of values', () => {
    // a fixed pseudo-random walk: the same values on every run
    let seed = 20261125;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 5000; round += 1) {
      const magnitude = 10 ** Math.floor(next() * 12 - 3);
      const value = (next() - 0.3) * magnitude;
      const halves = Math.round(value * 20) / 20;
      for (const candidate of [value, halves, Math.round(value)]) {
        for (const digits of [0, 1, 2])
          expect([candidate, digits, formatDecimalId(candidate, digits)]).toEqual([
            candidate,
            digits,
            intl(candidate, digits),
          ]);
      }
    }
  });

  it('leaves what has no plain decimal form to Intl', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e21, 1.5e-7])
      expect(formatDecimalId(value, 1)).toBe(intl(value, 1));
  });
});

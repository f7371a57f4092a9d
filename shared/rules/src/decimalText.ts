import { numberFormat } from './intlFormats';

/**
 * Indonesian number text without Intl: the first Intl.NumberFormat a page builds loads ICU's
 * locale data, ~11 ms on a desktop and ~45 ms on a Lighthouse phone, inside the task that hydrates
 * the page (every price, rating and statistic is a number). id-ID numbers are simple: "." groups
 * thousands, "," starts the decimals, a leading "-" for negatives. Rounding is Intl's own, half away
 * from zero on the shortest decimal form of the number (so 4.85 → "4,9" though the double is a
 * hair under 4.85); the tests compare the two over many values. What Intl spells differently
 * (exponents, NaN, infinities) still goes through Intl.
 */
export function formatDecimalId(value: number, fractionDigits: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e') || !Number.isInteger(fractionDigits) || fractionDigits < 0) {
    return numberFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  if ((fraction[fractionDigits] ?? '0') >= '5') digits = addOne(digits);
  const wholeDigits = digits.slice(0, digits.length - fractionDigits);
  const fractionText = fractionDigits > 0 ? `,${digits.slice(digits.length - fractionDigits)}` : '';
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${fractionText}`;
}

/** "1299" → "1300", "999" → "1000": a decimal digit string plus one. */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Intl formatters cost far more to build than to use (locale and time-zone data are looked up at
 * construction): building one per call made a counting-up statistic build two per frame, and
 * building them when the module loads put that cost on every page's start-up. Each distinct
 * formatter is built once, the first time it is asked for.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const built = build();
  formatters.set(key, built);
  return built;
}

export function numberFormat(options: Intl.NumberFormatOptions, locale = 'id-ID'): Intl.NumberFormat {
  return once(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale = 'id-ID'): Intl.DateTimeFormat {
  return once(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * "Chrome di Windows": the browser and system a session was started from, for the account page's
 * list of active sessions. Read from the User-Agent the browser sent at login; only the common
 * families are named (the list helps a person recognise their own devices, nothing depends on it).
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, patterns: readonly [RegExp, string][]) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1];

export const UNKNOWN_DEVICE = 'Perangkat tidak dikenal';
/** What is stored of a User-Agent: enough to name it, bounded whatever a client sends. */
export const USER_AGENT_MAX = 300;

export function deviceName(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} di ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}

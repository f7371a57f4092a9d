// Lighthouse mobile (its defaults: Moto G Power, simulated slow 4G, 4x CPU) on Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(chromePath) {
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
}

/**
 * One Lighthouse run; a run that Lighthouse itself reports as failed (runtimeError, no LCP) is
 * repeated once, and reported as NaN if it fails again, never as a score of 0.
 * @param {{ port: number }} chrome @param {string} url
 */
export async function lighthouseMobile(chrome, url, retry = true) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const failed =
    Boolean(lhr.runtimeError) ||
    lhr.categories.performance.score === null ||
    !Number.isFinite(lhr.audits['largest-contentful-paint'].numericValue);
  if (failed && retry) return lighthouseMobile(chrome, url, false);
  if (failed) return { score: NaN, cls: NaN, lcpMs: NaN };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
  };
}

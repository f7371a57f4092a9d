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

/** @param {{ port: number }} chrome @param {string} url */
export async function lighthouseMobile(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
  };
}

import { source as axeSource } from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** One serious or critical finding, short enough to read in a failed assertion. */
export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (injected from the npm package, no network) on the page as it is and returns the
 * serious and critical violations. WCAG 2.x A/AA and best-practice rules, as a reviewer would run them.
 */
export async function seriousViolations(page: Page, label: string): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses an inline <script>
  if (!injected) await page.evaluate(axeSource);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations'],
      }),
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    }));
}

/**
 * The page has settled enough to be judged: the remote's h1 is shown, no request is in flight,
 * the fonts are ready and every image the browser is fetching (lazy ones outside the view are
 * not fetched) has loaded or failed.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => image.getBoundingClientRect().top < window.innerHeight;
    const pending = Array.from(document.images).filter((image) => !image.complete && (image.loading !== 'lazy' || inView(image)));
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
}

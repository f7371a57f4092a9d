import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
 * Runs axe-core (@axe-core/playwright, its own copy, no network) on the page as it is and returns
 * the serious and critical violations: axe's default rules (WCAG 2.x A/AA and best practice), as a
 * reviewer would run them. It injects axe through the DevTools protocol (frame.evaluate), which the
 * site's CSP (script-src 'self', no inline script) does not stop.
 */
export async function seriousViolations(page: Page, label: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
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
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => image.getBoundingClientRect().top < window.innerHeight;
    const pending = Array.from(document.images).filter(
      (image) => !image.complete && (image.loading !== 'lazy' || inView(image)),
    );
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

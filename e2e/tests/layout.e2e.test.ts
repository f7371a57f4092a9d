import { test, expect, type Browser } from '@playwright/test';
import { waitForSettledPage } from '../src/axe';
import { DESKTOP, MOBILE, baseUrl } from '../src/browser';
import { scrollToEnd, textsUnderWhatsAppButton } from '../src/overlap';
import { publicPages } from '../src/sitePages';
import { gotoReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const WIDTHS = [
  ['375 px', MOBILE],
  ['768 px', { width: 768, height: 1024 }],
  ['1280 px', DESKTOP],
  ['1440 px', { width: 1440, height: 900 }],
] as const;

for (const [width, viewport] of WIDTHS) {
  test.describe(`the WhatsApp button at ${width}`, () => {
    // at 375 and 1280 px pageSweep.e2e.test.ts checks each page's end in its walk over every page
    if (viewport !== MOBILE && viewport !== DESKTOP)
      test('covers no text at the end of any page (footer copyright, subscribe box), nor anywhere when it floats', async () => {
        test.setTimeout(180_000);
        const context = await browser.newContext({
          viewport,
          baseURL: baseUrl(),
          locale: 'id-ID',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const covered: { path: string; where: string; texts: string[] }[] = [];
        for (const path of await publicPages()) {
          await gotoReady(page, path);
          await waitForSettledPage(page);
          // Below 1360 px the button docks in a bar: text scrolls under it as under the sticky
          // header, and what counts is that the page's end and a box scrolled to the bottom edge
          // are clear. Floating in the gutter (1360 px and up) it must cover nothing, anywhere.
          if (viewport.width >= 1360) covered.push({ path, where: 'top', texts: await textsUnderWhatsAppButton(page) });
          await scrollToEnd(page);
          covered.push({ path, where: 'end', texts: await textsUnderWhatsAppButton(page) });
        }
        await context.close();
        expect(covered.filter(({ texts }) => texts.length > 0)).toEqual([]);
      });

    test('floats as a round button with no strip behind it (the statistics banner on / shows beside it)', async () => {
      const context = await browser.newContext({
        viewport,
        baseURL: baseUrl(),
        locale: 'id-ID',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await gotoReady(page, '/');
      await waitForSettledPage(page);
      const widget = await page.locator('.shell-whatsapp').evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          width: box.width,
          height: box.height,
          background: style.backgroundColor,
          borderTop: style.borderTopWidth,
        };
      });
      expect(widget.width).toBeLessThanOrEqual(64);
      expect(widget.height).toBeLessThanOrEqual(64);
      expect(widget.background).toBe('rgba(0, 0, 0, 0)');
      expect(widget.borderTop).toBe('0px');
      // the bottom left of the window is the page, not a bar
      const bottomLeft = await page.evaluate(
        () => document.elementFromPoint(8, window.innerHeight - 8)?.closest('.shell-whatsapp') !== null,
      );
      expect(bottomLeft).toBe(false);
      await context.close();
    });

    test('leaves the fee page side box readable when it is scrolled to the bottom edge', async () => {
      const context = await browser.newContext({
        viewport,
        baseURL: baseUrl(),
        locale: 'id-ID',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await gotoReady(page, '/biaya-les');
      await waitForSettledPage(page);
      const sideBox = page.locator('.search-inclusions');
      // scrollIntoView honours the page's scroll-padding, as keyboard focus and find-in-page do
      await sideBox.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      expect(await textsUnderWhatsAppButton(page)).toEqual([]);
      await context.close();
    });
  });
}

test.describe('the site icon', () => {
  test('serves /favicon.ico, the SVG icon the page links and the touch icon', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const answer = await fetch(`${baseUrl()}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.headers.get('content-type')).toContain(type);
    }
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // the built page is minified: attribute quotes may be dropped
    expect(html).toMatch(/<link rel="?icon"? href="?\/favicon\.svg"? type="?image\/svg\+xml/);
  });
});

import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type PageAssertionsToHaveScreenshotOptions,
} from '@playwright/test';
import { logInContext, type Account } from './accounts';
import { OpenRequests } from './openRequests';
import { gotoReady } from './ready';

/** The widths of issue 17, with the heights the other suites use for them. */
export const VISUAL_VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
] as const;

/**
 * Regions whose pixels change without any change to the site, painted over in the screenshot:
 * the footer's copyright line shows the current year.
 */
export const MASKED_SELECTORS = ['.shell-footer__copyright'] as const;

/**
 * A page as a person sees it once everything has arrived: the remote's h1 with no skeleton or busy
 * region left, no request in flight, fonts ready, every picture (lazy ones too, made eager so a
 * full-page shot never catches one half-way) loaded and decoded, and carousels stopped on their
 * first slide (the landing testimonials autoplay every 5 s, which a slow load would catch), once
 * every carousel has started.
 */
export async function waitForStillPage(page: Page, requests: OpenRequests): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main .ui-skeleton, main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // a carousel starts after the page, when the browser is idle (its dots are drawn then)
  await expect(page.locator('.ui-carousel__track:not(.swiper-initialized)')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map(async (image) => {
        if (!image.complete) {
          await new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
        }
        if (image.naturalWidth === 0) throw new Error(`picture not loaded: ${image.currentSrc || image.src}`);
        await image.decode();
      }),
    );
    type SwiperElement = HTMLElement & {
      swiper?: { autoplay?: { stop: () => void }; slideTo: (index: number, speed: number) => void };
    };
    for (const element of Array.from(document.querySelectorAll<SwiperElement>('.swiper'))) {
      element.swiper?.autoplay?.stop();
      element.swiper?.slideTo(0, 0);
    }
    await document.fonts.ready;
  });
  // the pictures are in; a request started by a late effect (or a picture made eager) may still
  // change the page: until one round of frames passes with nothing open, wait for it and look again
  for (;;) {
    await requests.drained();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (requests.size === 0) return;
  }
}

export interface VisualTarget {
  /** the baseline's file name before the width */
  name: string;
  path: string;
  /** logged in as this account, or a visitor */
  account?: Account;
  /**
   * The footer is the same shell on every page: it is kept on the short pages that show it
   * (login, register) and cut off elsewhere, which keeps the baselines small.
   */
  withFooter?: boolean;
  /** a shorter cut than MAX_SHOT_HEIGHT, for a page whose lower part repeats the upper one */
  maxHeight?: number;
}

/**
 * Longest screenshot in CSS pixels, so the committed baselines stay a few MB. The landing page is
 * 13 000-19 000 px tall and would weigh 1.2-1.7 MB per width; its first 3000 px (hero, reasons,
 * programmes) are kept, the sections below are the same components the other pages show.
 */
export const MAX_SHOT_HEIGHT = 3000;

/** A fresh deterministic context: fixed locale, time zone, light scheme, reduced motion, 1x pixels. */
export async function visualContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  account?: Account,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    reducedMotion: 'reduce',
    colorScheme: 'light',
    deviceScaleFactor: 1,
  });
  if (account) await logInContext(context, account);
  return context;
}

/**
 * Per-pixel colour distance (0..1) above which a pixel counts as different. 0.1 lets
 * anti-aliasing noise through and still flags a changed colour or word.
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Share of differing pixels that fails a page: 0.005 %. Measured on this machine: run to run
 * every shot is identical, ratio 0. One changed word ("Lupa kata sandi?" to "Lupa sandi Anda?" on
 * /login) moves 0.015 % at 1280 px and 0.039 % at 375 px, recolouring the page's two links
 * 0.030-0.075 %: a 1 % or even 0.1 % limit would let them through.
 */
export const MAX_DIFF_PIXEL_RATIO = 0.00005;

/** The baseline's file name: page and width, e.g. `beranda-375.png` in visual-baselines/. */
export function shotName(page: string, width: number): string {
  return `${page}-${width}.png`;
}

/**
 * Opens `target` in `page`, waits until it is still, and returns the options of its screenshot:
 * from the top, as wide as the page (a page wider than the window gives a wider shot and fails),
 * down to the footer (or the whole page with `withFooter`), at most MAX_SHOT_HEIGHT.
 */
export async function openForScreenshot(
  page: Page,
  target: VisualTarget,
): Promise<PageAssertionsToHaveScreenshotOptions> {
  // the requests still open are named if the page never settles (what kept it busy, not just "timeout")
  const requests = new OpenRequests(page);
  try {
    await gotoReady(page, target.path);
    await waitForStillPage(page, requests);
  } catch (error) {
    throw new Error(
      `${target.path} never settled (${(error as Error).message.split('\n')[0]}); requests still open: ${requests.urls().join(', ') || 'none'}`,
    );
  } finally {
    requests.stop();
  }
  const { width, height, footerTop } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    footerTop:
      (document.querySelector('footer.shell-footer')?.getBoundingClientRect().top ?? Infinity) + window.scrollY,
  }));
  const bottom = Math.min(target.withFooter ? height : footerTop, height, target.maxHeight ?? MAX_SHOT_HEIGHT);
  return {
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.floor(bottom) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: MASKED_SELECTORS.map((selector) => page.locator(selector)),
    maskColor: '#FF00FF',
    threshold: PIXEL_THRESHOLD,
    maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
  };
}

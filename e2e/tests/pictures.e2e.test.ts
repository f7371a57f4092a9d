import { test, expect, type Browser, type Route } from '@playwright/test';
import { baseUrl, DESKTOP } from '../src/browser';
import { untilAppReady } from '../src/ready';

/**
 * Issue 34 (a picture that fails to load falls back to a default picture): on a first load the
 * server's HTML asks for its pictures before the page's scripts run, so a picture that fails then
 * has fired its error event before anything listened. Here every picture under /media/ (teachers,
 * testimonials, blog, levels, partner marks) and every picture file a remote's build ships (the
 * landing's hero, activity and video illustrations under `/remotes/<name>/assets/`) is answered
 * 404, and the scripts are held back until the pictures in view have failed; once the app runs,
 * every picture the server rendered must show its default picture (one carried in the page, a
 * data: SVG, loaded) and none may stay broken.
 */
const PAGES = [
  // pictures: how many the seeded page renders from the data at least (a page of testimonials, of
  // teachers; the home page's teachers, testimonials, reviews, levels, partner marks, blog teasers);
  // illustrations: how many of the remote's own it shows (the home page's hero and six activities)
  { path: '/testimoni', heading: 'Testimoni', pictures: 6, illustrations: 0 },
  { path: '/cari-pengajar', heading: 'Mau cari guru privat apa?', pictures: 12, illustrations: 0 },
  { path: '/', heading: 'Les Privat ke Rumah dan Online dengan Guru Terbaik', pictures: 14, illustrations: 7 },
] as const;

const isMedia = (url: URL) => url.pathname.startsWith('/media/');
const isRemoteIllustration = (url: URL) =>
  /^\/remotes\/[^/]+\/assets\/.+\.(svg|png|jpe?g|webp|gif)$/.test(url.pathname);
const isScript = (url: URL) => url.origin === new URL(baseUrl()).origin && url.pathname.endsWith('.js');

/** The pictures of `main` the server rendered from a file (data under /media/, a remote's illustrations), in the page as it arrived. */
const serverPictures = () =>
  Array.from(document.querySelectorAll<HTMLImageElement>('main img')).filter((image) =>
    /^\/(media|remotes)\//.test(image.getAttribute('src') ?? ''),
  );

/** Those on the screen have loaded or failed (lazy ones there load at once too). */
function screenSettled(pictures: HTMLImageElement[]): boolean {
  const inView = pictures.filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0;
  });
  return inView.length > 0 && inView.every((image) => image.complete);
}

/**
 * The same pictures once each has loaded or failed and been swapped, lazy ones too (made eager, as
 * a visitor scrolling would have them load): address, still in the page, a person ("Foto ..."),
 * width. Waits at most 20 s for the swaps; what is left then is reported as it is.
 */
async function settle(pictures: HTMLImageElement[]) {
  for (const image of pictures) image.loading = 'eager';
  const settled = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
  const deadline = performance.now() + 20_000;
  await new Promise<void>((resolve) => {
    const look = () =>
      pictures.every(settled) || performance.now() > deadline ? resolve() : requestAnimationFrame(look);
    look();
  });
  return pictures.map((image) => ({
    src: image.getAttribute('src') ?? '',
    connected: image.isConnected,
    person: image.alt.startsWith('Foto '),
    naturalWidth: image.naturalWidth,
  }));
}

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('pictures that fail on a first, server-rendered load', () => {
  for (const { path, heading, pictures: rendered, illustrations } of PAGES) {
    test(`${path} shows the default picture for every picture that failed`, async () => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        baseURL: baseUrl(),
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      });
      try {
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await page.route(
          (url) => isMedia(url) || isRemoteIllustration(url),
          (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
        );
        let releaseScripts = () => {};
        const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
        await page.route(
          (url) => isScript(url),
          async (route: Route) => {
            await scriptsReleased;
            await route.continue();
          },
        );

        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // before any script runs: the server's pictures are there and those on the screen have failed
        await page.waitForFunction(() => document.readyState !== 'loading'); // the whole HTML is in
        const pictures = await page.evaluateHandle(serverPictures);
        // the addresses the server gave them, before the app swaps any
        const serverSources = await pictures.evaluate((images) =>
          images.map((image) => image.getAttribute('src') ?? ''),
        );
        // bring the first picture on the screen, as a visitor scrolling would (on the home page the hero)
        await pictures.evaluate((images) =>
          images.find((image) => image.getBoundingClientRect().width > 0)?.scrollIntoView({ block: 'center' }),
        );
        await page.waitForFunction(screenSettled, pictures);
        const brokenBeforeScripts = await pictures.evaluate(
          (images) => images.filter((image) => image.complete && image.naturalWidth === 0).length,
        );
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
        expect(brokenBeforeScripts).toBeGreaterThan(0);

        releaseScripts();
        await untilAppReady(page);
        const shown = (await pictures.evaluate(settle)).map((picture, index) => ({
          ...picture,
          fromData: serverSources[index]?.startsWith('/media/'),
        }));

        expect(shown.filter((picture) => picture.fromData).length).toBeGreaterThanOrEqual(rendered);
        expect(shown.filter((picture) => !picture.fromData).length).toBeGreaterThanOrEqual(illustrations);
        for (const picture of shown) {
          expect(picture).toEqual({
            ...picture,
            connected: true,
            src: expect.stringMatching(/^data:image\/svg\+xml,/),
          });
          expect(picture.naturalWidth).toBeGreaterThan(0);
        }
        // one default picture for people, one for the other pictures
        const defaults = (person: boolean) =>
          new Set(shown.filter((picture) => picture.person === person).map((picture) => picture.src));
        expect(defaults(true).size).toBe(1);
        expect(defaults(false).size).toBeLessThanOrEqual(1);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

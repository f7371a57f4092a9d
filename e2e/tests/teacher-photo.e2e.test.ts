import { test, expect, type Browser, type Locator } from '@playwright/test';
import { PNG } from 'pngjs';
import { DEMO_TEACHER, openPageAs } from '../src/accounts';
import { DESKTOP, waitForMainHeading } from '../src/browser';
import { reloadReady } from '../src/ready';

/** A real 600x450 PNG (a colour gradient), larger than the 400x400 the server keeps. */
function gradientPng(): Buffer {
  const png = new PNG({ width: 600, height: 450 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const at = (y * png.width + x) * 4;
      png.data[at] = Math.round((x / png.width) * 255);
      png.data[at + 1] = Math.round((y / png.height) * 255);
      png.data[at + 2] = 160;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** The picture's address once it has loaded, and its natural size (0 when it failed). */
async function loadedPicture(picture: Locator): Promise<{ src: string; width: number; height: number }> {
  return picture.evaluate(async (image: HTMLImageElement) => {
    if (!image.complete) {
      await new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    }
    return { src: image.getAttribute('src') ?? '', width: image.naturalWidth, height: image.naturalHeight };
  });
}

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('the teacher photo on /guru/profil (mf-job-board)', () => {
  test('uploads a PNG, shows the stored 400x400 JPEG after a reload, and refuses a text file named .png', async () => {
    const { page, context, pageErrors } = await openPageAs(browser, DEMO_TEACHER, '/guru/profil', DESKTOP);
    expect(await waitForMainHeading(page, 'Profil Guru')).toBe('Profil Guru');
    const main = page.locator('main');
    const picture = main.getByRole('img', { name: /^Foto profil / });
    const before = await loadedPicture(picture);
    expect(before.src).not.toMatch(/^\/media\/guru\/foto\//);

    await main
      .getByLabel('Ganti foto profil', { exact: true })
      .setInputFiles({ name: 'foto-saya.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(
      main.getByRole('status').filter({ hasText: 'Foto profil berhasil diganti' }).innerText(),
    ).resolves.toBe('Foto profil berhasil diganti');
    await page.waitForFunction(
      (previous) => document.querySelector('main img[alt^="Foto profil "]')?.getAttribute('src') !== previous,
      before.src,
    );
    const uploaded = await loadedPicture(picture);
    expect(uploaded.src).toMatch(/^\/media\/guru\/foto\/\d+-[0-9a-f]{16}\.jpg$/);
    expect(uploaded.width).toBeGreaterThan(0);
    expect(uploaded.width).toBeLessThanOrEqual(400);
    expect(uploaded.height).toBeLessThanOrEqual(400);
    const served = await context.request.get(uploaded.src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');

    await reloadReady(page);
    await waitForMainHeading(page, 'Profil Guru');
    const afterReload = await loadedPicture(picture);
    expect(afterReload).toEqual(uploaded);

    // the browser believes the name (image/png); the server reads the first bytes and refuses
    const refusal = page.waitForResponse((answer) => answer.url().endsWith('/api/guru/profil/foto'));
    await main.getByLabel('Ganti foto profil', { exact: true }).setInputFiles({
      name: 'catatan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('ini catatan, bukan gambar\n'),
    });
    expect((await refusal).status()).toBe(400);
    await expect(main.getByRole('alert').innerText()).resolves.toBe('Foto harus berupa JPG, PNG atau WebP');
    expect((await loadedPicture(picture)).src).toBe(uploaded.src);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

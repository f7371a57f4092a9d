import { test, expect, type Browser, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, baseUrl, openPage, waitForMainHeading } from '../src/browser';
import { E2E_ADMIN, openPageAs } from '../src/accounts';
import { gotoReady, reloadReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const LANDING_ROUTES = [
  '/',
  '/referral',
  '/jadi-pengajar',
  '/testimoni',
  '/program',
  '/get-diskon-25?number_whatsapp=6281355550001',
];

async function apiJson<T>(path: string): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** The page has no horizontal scrolling at its viewport width. */
async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/**
 * Scrolls through the page so lazy images and late sections render, then back to the top. After
 * each step it waits for two rendered frames (intersection observers report during a frame), as
 * long as that takes on this machine, instead of a fixed pause.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await nextFrame();
      await nextFrame();
    }
    window.scrollTo(0, 0);
  });
}

test.describe('mf-landing in the composed site', () => {
  test('links the home page to the fee search, teachers, testimonials, blog and login', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/', DESKTOP);
    expect(await waitForMainHeading(page, 'Les Privat ke Rumah dan Online dengan Guru Terbaik')).toBe(
      'Les Privat ke Rumah dan Online dengan Guru Terbaik',
    );
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Cek Biaya Les', exact: true }).getAttribute('href')).resolves.toBe(
      '/biaya-les',
    );
    await expect(
      main.getByRole('link', { name: 'Lihat guru lainnya', exact: true }).getAttribute('href'),
    ).resolves.toBe('/cari-pengajar');
    await expect(
      main.getByRole('link', { name: 'Lihat blog lainnya', exact: true }).getAttribute('href'),
    ).resolves.toBe('/blog');
    await expect(main.getByRole('link', { name: 'Pesan Sekarang', exact: true }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    const order = await main.getByRole('link', { name: 'Pesan Les via WhatsApp' }).getAttribute('href');
    expect(order).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);

    await main.getByRole('link', { name: 'Baca Ulasan Lainnya', exact: true }).click();
    await page.waitForURL('**/testimoni');
    expect(await waitForMainHeading(page, 'Testimoni')).toBe('Testimoni');

    await page.goBack();
    await main.getByRole('link', { name: 'Cek Biaya Les', exact: true }).click();
    await page.waitForURL('**/biaya-les');
    await waitForMainHeading(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("shows the server's real average rating with one decimal", async () => {
    const summary = await apiJson<{ rating: number }>('/api/landing/banner-summary');
    const expected = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      summary.rating,
    );
    const { page, context } = await openPage(browser, '/', DESKTOP);
    const stats = page.getByRole('region', { name: 'Pintar Privat dalam Angka' });
    const rating = stats
      .locator('.landing-stats__item')
      .filter({ hasText: 'Rating rata-rata dari 5' })
      .locator('[aria-hidden="true"]');
    // the counter animates for 3 s, then rests on the real value: wait (Playwright polls) until it shows it
    await expect(
      rating.filter({ hasText: new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
    ).toBeVisible();
    expect(await rating.innerText()).toBe(expected);
    await context.close();
  });

  test('shows every partner of the server as a loaded logo mark, under Universitas and Sekolah', async () => {
    const partners = await apiJson<{ nama: string; jenis: 'universitas' | 'sekolah' }[]>('/api/mitra');
    const { page, context, pageErrors } = await openPage(browser, '/', DESKTOP);
    await waitForMainHeading(page);
    const section = page.getByRole('region', { name: 'Mitra Universitas dan Sekolah' });
    for (const [title, jenis] of [
      ['Universitas', 'universitas'],
      ['Sekolah', 'sekolah'],
    ] as const) {
      const marks = section.getByRole('list', { name: title, exact: true }).getByRole('img');
      await marks.first().scrollIntoViewIfNeeded();
      const expected = partners.filter((partner) => partner.jenis === jenis).map((partner) => partner.nama);
      expect(await marks.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(expected);
      // lazy images load once near the viewport: bring each in, then wait for the browser to decode it
      for (const mark of await marks.all()) {
        await mark.scrollIntoViewIfNeeded();
        await mark.evaluate((image: HTMLImageElement) => image.decode());
        expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      }
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('opens one FAQ answer at a time, the first by default', async () => {
    const { page, context } = await openPage(browser, '/', MOBILE);
    await waitForMainHeading(page);
    const faq = page.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
    const questions = faq.getByRole('button');
    await expect(questions.count()).resolves.toBe(15);
    await expect(questions.first().getAttribute('aria-expanded')).resolves.toBe('true');
    const fee = faq.getByRole('button', { name: 'Apakah ada biaya pendaftaran?' });
    await fee.click();
    await expect(fee.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(questions.first().getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(faq.getByText(/biaya pendaftaran Rp 50\.000 satu kali/)).toBeVisible();
    await context.close();
  });

  test("opens the shell's WhatsApp panel with three admin contacts", async () => {
    const { page, context } = await openPage(browser, '/', MOBILE);
    await waitForMainHeading(page);
    const button = page.getByRole('button', { name: 'Hubungi kami via WhatsApp' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Hubungi admin lewat WhatsApp' });
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links.count()).resolves.toBe(3);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\/wa\.me\/62\d+/);
    }
    await context.close();
  });

  test('the 25% discount needs no code: the claim records the number on the button and says the admin will send the info', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/', MOBILE);
    await waitForMainHeading(page);
    const box = page.getByRole('region', { name: 'Dapatkan Diskon 25%' });
    const field = box.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await field.fill('0812345');
    await box.getByRole('button', { name: 'Dapatkan' }).click();
    await expect(box.getByText('Nomor kurang dari 12 digit')).toBeVisible();

    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/diskon-claim')) claims.push(request.url());
    });
    await field.fill('081355550002');
    await box.getByRole('button', { name: 'Dapatkan' }).click();
    await page.waitForURL('**/get-diskon-25?number_whatsapp=6281355550002');
    await expect(page.getByRole('heading', { level: 1, name: 'Info Diskon 25%' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('6281355550002', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/sudah termasuk dalam harga yang tampil saat memesan,\s+tanpa kode voucher/),
    ).toBeVisible();
    // Opening the page wrote nothing: the claim waits for the button.
    expect(claims).toEqual([]);

    await page.getByRole('button', { name: 'Minta Info lewat WhatsApp' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nomor WhatsApp Tercatat' })).toBeVisible({
      timeout: 15_000,
    });
    const status = await page.getByRole('status').filter({ hasText: 'WhatsApp' }).innerText();
    expect(status).toContain('Admin kami akan mengirim info lewat WhatsApp ke nomor 6281355550002');
    expect(await page.locator('main').innerText()).not.toMatch(/WA25-|sudah kami kirim/);

    // A second claim for the number (another visitor, a reload) is recorded once.
    await reloadReady(page);
    await page.getByRole('button', { name: 'Minta Info lewat WhatsApp' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nomor WhatsApp Tercatat' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await page.locator('main').innerText()).not.toMatch(/WA25-|sudah kami kirim/);
    expect(claims).toHaveLength(2);

    // The admin finds the message to send by hand: the discount's info, no code.
    const admin = await openPageAs(browser, E2E_ADMIN, '/admin/pesan-keluar', DESKTOP);
    const message = admin.page.getByRole('listitem', { name: 'WhatsApp ke 6281355550002' });
    await expect(message).toContainText('tanpa kode voucher');
    await expect(message).not.toContainText('WA25-');
    await admin.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('shows the referral commission example computed from Rp 2.394.000', async () => {
    const { page, context } = await openPage(browser, '/referral', DESKTOP);
    await waitForMainHeading(page);
    const table = page.getByRole('table', { name: 'Contoh perhitungan komisi' });
    const cells = await table.getByRole('cell').allInnerTexts();
    expect(cells.map((cell) => cell.replace(/\s+/g, ' ').trim())).toEqual([
      'Rp 2.394.000',
      '− Rp 119.700',
      'Rp 2.274.300',
      'Rp 227.430',
    ]);
    await context.close();
  });

  test('reaches the last testimonial page, after which "Baca Lainnya" is gone', async () => {
    const first = await apiJson<{ last_page: number }>('/api/landing/testimony?page=1');
    const { page, context } = await openPage(browser, '/testimoni', DESKTOP);
    await waitForMainHeading(page);
    const cards = page.getByRole('list', { name: 'Daftar testimoni' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const more = page.getByRole('button', { name: 'Baca Lainnya' });
    for (let loaded = 1; loaded < first.last_page; loaded += 1) {
      const before = await cards.count();
      await more.click();
      // the next page has arrived once there is one card more than before
      await expect(cards.nth(before)).toBeVisible();
    }
    const last = await apiJson<{ data: { full_panggilan: string }[] }>(
      `/api/landing/testimony?page=${first.last_page}`,
    );
    const lastName = last.data.at(-1)?.full_panggilan ?? '';
    await expect(page.getByRole('heading', { level: 2, name: lastName }).last()).toBeVisible();
    await expect(more.count()).resolves.toBe(0);
    await context.close();
  });

  test('links every program to the fee search with it preselected', async () => {
    const { page, context } = await openPage(browser, '/program', DESKTOP);
    await waitForMainHeading(page);
    const all = page.getByRole('region', { name: 'Semua Program' });
    const sd = all.getByRole('link', { name: 'SD', exact: true });
    await expect(sd.getAttribute('href')).resolves.toBe('/biaya-les?program=14');
    await sd.click();
    await page.waitForURL('**/biaya-les?program=14');
    await waitForMainHeading(page);
    await context.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`lays out every landing page without horizontal overflow at ${viewport.width} px`, async () => {
      const { page, context, pageErrors } = await openPage(browser, '/', viewport);
      for (const route of LANDING_ROUTES) {
        await gotoReady(page, route);
        await waitForMainHeading(page);
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        await expectNoHorizontalOverflow(page, viewport.width);
        const name = route === '/' ? 'home' : route.slice(1).replace(/\?.*$/, '');
        await page.screenshot({ path: `/tmp/landing-${name}-${viewport.width}.png`, fullPage: true });
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});

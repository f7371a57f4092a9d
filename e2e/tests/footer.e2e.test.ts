import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, openPage, waitForMainHeading } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the footer subscribe box', () => {
  it('validates the address, stores it, and knows it the second time', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/blog', MOBILE);
    await waitForMainHeading(page);
    const form = page.getByRole('form', { name: 'Berlangganan kabar terbaru' });
    const email = form.getByLabel('Alamat email');
    const submit = form.getByRole('button', { name: 'Berlangganan' });

    await email.fill('bukan-email');
    await submit.click();
    await form.getByRole('alert').filter({ hasText: 'Format alamat email tidak valid' }).waitFor();

    const address = `orangtua.${Date.now()}@contoh.co.id`;
    await email.fill(address);
    await submit.click();
    await form.getByRole('status').filter({ hasText: 'Terima kasih! Email Anda sudah terdaftar' }).waitFor();
    expect(await email.inputValue()).toBe('');

    await email.fill(address);
    await submit.click();
    await form.getByRole('status').filter({ hasText: 'Email ini sudah terdaftar' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

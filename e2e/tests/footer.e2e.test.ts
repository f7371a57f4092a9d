import { test, expect, type Browser } from '@playwright/test';
import { MOBILE, openPage, waitForMainHeading } from '../src/browser';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.describe('the footer subscribe box', () => {
  test('validates the address, stores it, and knows it the second time', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/blog', MOBILE);
    await waitForMainHeading(page);
    const form = page.getByRole('form', { name: 'Berlangganan kabar terbaru' });
    const email = form.getByLabel('Alamat email');
    const submit = form.getByRole('button', { name: 'Berlangganan' });

    await email.fill('bukan-email');
    await submit.click();
    await expect(form.getByRole('alert').filter({ hasText: 'Format alamat email tidak valid' })).toBeVisible();

    const address = `orangtua.${Date.now()}@contoh.co.id`;
    await email.fill(address);
    await submit.click();
    await expect(
      form.getByRole('status').filter({ hasText: 'Terima kasih! Email Anda sudah terdaftar' }),
    ).toBeVisible();
    expect(await email.inputValue()).toBe('');

    await email.fill(address);
    await submit.click();
    await expect(form.getByRole('status').filter({ hasText: 'Email ini sudah terdaftar' })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

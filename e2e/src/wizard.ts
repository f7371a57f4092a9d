import { expect, type Page } from '@playwright/test';
import { chooseOption } from './select';

/** On the wizard's Waktu Les: adds each weekday at the hour (minutes 00) with Tambah Waktu, as a person does. */
export async function addWeeklySlots(page: Page, days: readonly string[], hour: string): Promise<void> {
  for (const day of days) {
    await chooseOption(page, 'Hari', day);
    await chooseOption(page, 'Jam', hour);
    await page.getByRole('button', { name: 'Tambah Waktu' }).click();
    await expect(page.getByText(`${day} ${hour}:00`, { exact: true })).toBeVisible();
  }
}

import type { Page } from '@playwright/test';

/**
 * Opens a labelled react-select from the keyboard (focus, ArrowDown) and picks the option with that
 * exact text (or the first one), as a person using the keyboard and then the pointer does.
 */
export async function chooseOption(page: Page, label: string, optionText?: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  const option = optionText
    ? page.getByRole('option', { name: optionText, exact: true })
    : page.getByRole('option').first();
  await option.click();
}

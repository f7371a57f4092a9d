import type { Page } from '@playwright/test';

/**
 * English words of user interfaces that must not reach a page (everything a user sees or hears is
 * Indonesian). The product's own "Apply" and "Loker Sudah Apply" are Indonesian usage and allowed; so are
 * Online/Offline, the product's names of the learning systems.
 */
export const ENGLISH_UI_WORDS: readonly string[] = [
  'Dashboard',
  'Loading',
  'Submit',
  'Search',
  'Select',
  'Remove',
  'Cancel',
  'Delete',
  'Save',
  'Next',
  'Previous',
  'Back',
  'Close',
  'Sign in',
  'Sign up',
  'Log in',
  'Log out',
  'Logout',
  'Settings',
  'Password',
  'Read more',
  'Show more',
  'Retry',
  'Welcome',
  'Status:',
  'results available',
  'result available',
  'No options',
  'Use Up and Down',
  'is focused',
  'press Down',
  'deselected',
  'selected.',
  // the platform desk's release words (its Indonesian: versi uji, kembalikan, aktif)
  'Canary',
  'canary',
  'Rollback',
  'rollback',
  'Live',
];

const PATTERN = new RegExp(
  `(?<![\\p{L}])(${ENGLISH_UI_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
  'u',
);

/**
 * What a person reads or hears on the page: its visible text, the accessible names and descriptions
 * written into attributes (aria-label, title, alt, placeholder), the title, and react-select's live
 * region after its first select is focused and opened (that text is only there while it is used).
 */
export async function pageWords(page: Page): Promise<string[]> {
  const select = page.locator('main .ui-select__input').first();
  let live = '';
  if ((await select.count()) > 0 && (await select.isEnabled())) {
    await select.focus();
    await page.keyboard.press('ArrowDown');
    live = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[aria-live]'))
        .map((region) => region.textContent ?? '')
        .join('\n'),
    );
    await page.keyboard.press('Escape');
  }
  const texts = await page.evaluate(() => {
    const attributes = Array.from(
      document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description]'),
    ).flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes];
  });
  return [...texts, live].flatMap((text) => text.split('\n')).filter((line) => line.trim() !== '');
}

/** The lines of `words` that hold an English UI word, each with the word. */
export function englishIn(words: readonly string[]): string[] {
  return words.flatMap((line) => {
    const found = PATTERN.exec(line);
    return found ? [`"${found[1]}" in: ${line.trim().slice(0, 120)}`] : [];
  });
}

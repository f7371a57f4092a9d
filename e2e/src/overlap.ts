import type { Page } from '@playwright/test';

/**
 * The texts the WhatsApp button is drawn over, as the page stands: every text node whose box meets
 * the button's box and is really painted there (elementsFromPoint finds its element under the
 * button, so text clipped away by a carousel or hidden by CSS does not count).
 */
export async function textsUnderWhatsAppButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.shell-whatsapp__button')?.getBoundingClientRect();
    if (!button) throw new Error('the WhatsApp button is missing');
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const owner = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!owner || !text || owner.closest('.shell-whatsapp')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        const left = Math.max(box.left, button.left);
        const right = Math.min(box.right, button.right);
        const top = Math.max(box.top, button.top);
        const bottom = Math.min(box.bottom, button.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        const painted = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .some((element) => element === owner || owner.contains(element));
        if (painted) covered.push(text.slice(0, 60));
      }
    }
    return covered;
  });
}

/** Scrolls to the very end of the page (the footer's last line). */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
}

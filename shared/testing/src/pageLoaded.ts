import { waitFor } from '@testing-library/react';

/**
 * Waits until no lazy page is still loading: remotes load each page as its own chunk
 * (React.lazy), so right after rendering <App /> the page placeholder is shown, not the page.
 */
export async function pageLoaded(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('.ui-page-loading')) throw new Error('a page is still loading');
  });
}

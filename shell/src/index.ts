import { scriptPreloadLink } from './remotes/failedAssets';

// The async boundary lets module federation negotiate shared singletons before React loads.
// A server-rendered page is already readable: it paints first, then its scripts are fetched all at
// once (the list the server wrote in place of preload links) and the app starts.
const deferred = document.getElementById('deferred-preloads');

/** The script URLs the server listed; a broken list only costs the head start. */
function listedScripts(list: string): string[] {
  try {
    const parsed: unknown = JSON.parse(list);
    return Array.isArray(parsed) ? parsed.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Each preload link sets a fetch up synchronously (~3 ms on a Lighthouse phone): the ~40 of a page
 * and the federation runtime's start were one 150-250 ms task. A few links per task, in the
 * server's order, then the app in a task of its own.
 */
const PRELOADS_PER_TASK = 8;

function preloadInTasks(hrefs: string[], then: () => void): void {
  setTimeout(() => {
    for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) document.head.appendChild(scriptPreloadLink(href));
    const rest = hrefs.slice(PRELOADS_PER_TASK);
    if (rest.length > 0) preloadInTasks(rest, then);
    else setTimeout(then, 0);
  }, 0);
}

if (deferred?.textContent) {
  const hrefs = listedScripts(deferred.textContent);
  requestAnimationFrame(() => preloadInTasks(hrefs, () => void import('./bootstrap')));
} else {
  void import('./bootstrap');
}

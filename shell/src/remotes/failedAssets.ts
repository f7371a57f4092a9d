/**
 * What a failed first load leaves in the page that would make Coba lagi fail again after the files
 * are back (README, Resilience):
 *
 * - A `<link rel=preload as=script>` whose fetch failed stays in Chromium's list of the document's
 *   preloads, and the next `<script>` of that URL is handed the failed answer without a request: a
 *   retry's chunk fails at once ("Loading chunk 372 failed", no request for it in the network log).
 *   Removing the link does not drop it; a `<script>` of that URL takes it. So a preload that fails
 *   is spent at once on a throwaway script, while the files are still failing (it fails with it,
 *   unrun), and later scripts of that URL are fetched. The same holds for the preloads the server
 *   writes into a page that is not server-rendered (scripts and stylesheets of the route's remote):
 *   those that answered an error are spent before a retry (`spendFailedPreloads`).
 * - A server-written `<link rel=stylesheet data-href>` that failed is an empty sheet, and the
 *   remote's CSS loader takes any link with that `data-href` for its chunk already loaded: the
 *   retried page would render unstyled. Coba lagi removes such links first, so the loader adds its own.
 */

/**
 * Hands a failed preload to a throwaway element of its URL (a script, or a stylesheet that applies
 * to no medium), then drops both.
 */
function spendFailedPreload(link: HTMLLinkElement): void {
  const taker =
    link.getAttribute('as') === 'style'
      ? Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'not all' })
      : document.createElement('script');
  const done = () => {
    taker.remove();
    link.remove();
  };
  taker.addEventListener('error', done, { once: true });
  taker.addEventListener('load', done, { once: true });
  if (taker instanceof HTMLLinkElement) taker.href = link.href;
  else taker.src = link.href;
  document.head.appendChild(taker);
}

/** A `<link rel=preload as=script>` for `href` that is spent as soon as its fetch fails. */
export function scriptPreloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  link.addEventListener('error', () => spendFailedPreload(link), { once: true });
  return link;
}

/** The document's last fetch of `href` answered an error (Resource Timing; same-origin files only). */
function answeredError(href: string): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return false;
  const entries = performance.getEntriesByName(href, 'resource') as PerformanceResourceTiming[];
  const last = entries[entries.length - 1];
  return last !== undefined && (last.responseStatus ?? 0) >= 400;
}

/**
 * Spends the server-written `<link rel=preload>` of scripts and stylesheets (a page that is not
 * server-rendered gets its remote's files as such links) whose fetch answered an error, before a
 * retry: the retry's scripts and stylesheets of those URLs are then fetched, not handed the failed
 * answer ("Loading CSS chunk 298 failed" with no request, the same as for scripts).
 */
export function spendFailedPreloads(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"]:is([as="script"], [as="style"])',
  )) {
    if (answeredError(link.href)) spendFailedPreload(link);
  }
}

/** No rules: the sheet of a failed stylesheet (an unreadable one, from another origin, is kept). */
function isEmptySheet(link: HTMLLinkElement): boolean {
  if (!link.sheet) return true;
  try {
    return link.sheet.cssRules.length === 0;
  } catch {
    return false;
  }
}

/** Removes the server-written remote stylesheets that failed, so a retry loads them again. */
export function removeFailedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-href]')) {
    if (isEmptySheet(link)) link.remove();
  }
}

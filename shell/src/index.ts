// The async boundary lets module federation negotiate shared singletons before React loads.
// A server-rendered page is already readable: it paints first, then its scripts are fetched all at
// once (the list the server wrote in place of preload links) and the app starts.
const deferred = document.getElementById('deferred-preloads');

function preloadListed(list: string): void {
  try {
    for (const href of JSON.parse(list) as unknown[]) {
      if (typeof href !== 'string') continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // a broken list only costs the head start: the scripts still load when asked for
  }
}

if (deferred?.textContent) {
  const list = deferred.textContent;
  // Three tasks, not one: asking for ~40 scripts (each link is a synchronous fetch set-up) and
  // starting the federation runtime's share negotiation were one 150-250 ms task on a Lighthouse
  // phone; apart, each stays near or under the 50 ms that counts as blocking.
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadListed(list);
      setTimeout(() => void import('./bootstrap'), 0);
    }, 0),
  );
} else {
  void import('./bootstrap');
}

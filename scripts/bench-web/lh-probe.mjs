// One Lighthouse mobile run per route against a site that is already running (no builds, no
// monolith): FCP, LCP, TBT, CLS and Speed Index; LH_DETAIL=1 adds the LCP element, layout shifts,
// script boot-up and the long tasks. For finding what costs a score, not for the README's figures
// (those are `npm run bench:web`'s medians). Usage: node scripts/bench-web/lh-probe.mjs
// http://127.0.0.1:3000 / /blog
import { launchChromium } from './lighthouse.mjs';
import lighthouse from 'lighthouse';
const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const routes = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/biaya-les', '/cari-pengajar', '/blog'];
const chrome = await launchChromium('/usr/bin/chromium');
for (const route of routes) {
  const { lhr } = await lighthouse(base + route, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = lhr.audits;
  const v = (k) => Math.round(a[k].numericValue);
  if (lhr.categories.performance.score === null) {
    console.log(route.padEnd(16), 'no score:', lhr.runtimeError?.message ?? 'unknown');
    continue;
  }
  console.log(
    route.padEnd(16),
    'score',
    Math.round(lhr.categories.performance.score * 100),
    'FCP',
    v('first-contentful-paint'),
    'LCP',
    v('largest-contentful-paint'),
    'TBT',
    v('total-blocking-time'),
    'CLS',
    a['cumulative-layout-shift'].numericValue.toFixed(3),
    'SI',
    v('speed-index'),
  );
  if (process.env.LH_DETAIL) {
    const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log('  LCP element:', lcpEl);
    const shifts = a['layout-shifts']?.details?.items ?? [];
    for (const s of shifts.slice(0, 5)) console.log('  shift', s.score?.toFixed?.(3), s.node?.snippet?.slice(0, 150));
    const m = a.metrics?.details?.items?.[0] ?? {};
    console.log(
      '  observed FCP',
      Math.round(m.observedFirstContentfulPaint),
      'LCP',
      Math.round(m.observedLargestContentfulPaint),
      'load',
      Math.round(m.observedLoad),
      'DCL',
      Math.round(m.observedDomContentLoaded),
    );
    const boot = a['bootup-time']?.details?.items ?? [];
    console.log(
      '  bootup',
      boot
        .slice(0, 6)
        .map((b) => `${String(b.url).slice(-36)} total ${Math.round(b.total)} script ${Math.round(b.scripting)}`)
        .join(' | '),
    );
    const work = a['mainthread-work-breakdown']?.details?.items ?? [];
    console.log('  main thread', work.map((w) => `${w.group} ${Math.round(w.duration)}`).join(' | '));
    const lt = a['long-tasks']?.details?.items ?? [];
    console.log(
      '  long tasks',
      lt
        .slice(0, 8)
        .map((t) => `${Math.round(t.duration)}ms ${String(t.url).slice(-40)}`)
        .join(' | '),
    );
  }
}
await chrome.kill();

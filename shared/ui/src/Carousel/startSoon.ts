/**
 * Starting a swiper measures its container and restyles every slide. Done for every carousel of a
 * page inside the task that hydrates it, that work was one long task on a phone, which Lighthouse
 * counts as blocking time. Instead each carousel starts in a task of its own: when it comes near
 * the screen or when the browser is first idle, whichever is sooner. Until then the stylesheet
 * lays the slides out exactly as swiper will (Carousel.css), so nothing moves when it starts.
 */

export interface PendingStart {
  /** start now (a visitor pressed an arrow before the carousel started); does nothing twice */
  now: () => void;
  /** never start (the carousel went away) */
  cancel: () => void;
}

/** Starts wait here and run one per task, so two never share a task. */
const queue: Array<() => void> = [];
let draining = false;

function runNext(): void {
  const start = queue.shift();
  start?.();
  if (queue.length > 0) setTimeout(runNext, 0);
  else draining = false;
}

function enqueue(start: () => void): void {
  if (queue.includes(start)) return;
  queue.push(start);
  if (draining) return;
  draining = true;
  setTimeout(runNext, 0);
}

/** How far outside the screen a carousel starts anyway, so it is ready before it scrolls in. */
const NEAR_SCREEN = '50% 0px';
/** Where the browser has no idle callback (Safari), the wait after which a carousel starts anyway. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

export function startSoon(element: Element, start: () => void): PendingStart {
  // No IntersectionObserver (a very old browser): start at once.
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return { now: () => undefined, cancel: () => undefined };
  }
  let settled = false;
  const now = () => {
    if (settle()) start();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) enqueue(now);
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  const whenIdle = typeof requestIdleCallback === 'function';
  const idleHandle = whenIdle
    ? requestIdleCallback(() => enqueue(now))
    : window.setTimeout(() => enqueue(now), NO_IDLE_CALLBACK_DELAY_MS);

  /** Stops every way the start could still come; false when it already came or was cancelled. */
  function settle(): boolean {
    if (settled) return false;
    settled = true;
    observer.disconnect();
    if (whenIdle) cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
    const queued = queue.indexOf(now);
    if (queued >= 0) queue.splice(queued, 1);
    return true;
  }

  return { now, cancel: () => void settle() };
}

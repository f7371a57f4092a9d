import { useEffect, useRef, useState } from 'react';

/** Fast at first, gentle at the end: the number settles rather than stops. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A number that runs from where it is (0 at first) to `target` over `durationMs`, one step per
 * animation frame; with reduced motion requested it is the target at once.
 */
export function useCountUp(target: number, durationMs: number): number {
  // 0 on the server and in the browser's first render alike (a server-rendered page hydrates
  // without a difference); the effect then counts up, or jumps to the target for reduced motion.
  const [shown, setShownState] = useState(0);
  // where the count is now, so a new target continues from there instead of from 0
  const shownRef = useRef(shown);

  useEffect(() => {
    const setShown = (next: number) => {
      shownRef.current = next;
      setShownState(next);
    };
    if (prefersReducedMotion() || durationMs <= 0) {
      setShown(target);
      return undefined;
    }
    const from = shownRef.current;
    let startedAt: number | undefined;
    let frame = requestAnimationFrame(function step(now: number) {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setShown(progress === 1 ? target : from + (target - from) * easeOutCubic(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}

import { act, render, screen } from '@testing-library/react';
import { Counter } from './Counter';

/** Drives requestAnimationFrame by hand: each call to advance() runs one frame at the given time. */
function controlAnimationFrames() {
  let callbacks: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return {
    frameAt(time: number) {
      const due = callbacks;
      callbacks = [];
      act(() => due.forEach((callback) => callback(time)));
    },
    pending: () => callbacks.length,
  };
}

function preferReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** What a sighted visitor sees (the animated number), not the screen-reader copy. */
function visibleNumber(container: HTMLElement) {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

describe('Counter', () => {
  it('counts up from 0 over 3 seconds', () => {
    preferReducedMotion(false);
    const frames = controlAnimationFrames();
    const { container } = render(<Counter value={12500} suffix="+" />);
    expect(visibleNumber(container)).toBe('0+');
    frames.frameAt(1000); // the first frame only starts the clock
    frames.frameAt(2500); // halfway
    const halfway = Number(visibleNumber(container)?.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(12500);
    frames.frameAt(3500); // five sixths of the way: the easing is slowing down, not finished
    expect(visibleNumber(container)).not.toBe('12.500+');
    frames.frameAt(4000);
    expect(visibleNumber(container)).toBe('12.500+');
    expect(frames.pending()).toBe(0);
  });

  it('gives assistive technology the final value from the start', () => {
    preferReducedMotion(false);
    controlAnimationFrames();
    render(<Counter value={4.87} decimals={1} />);
    expect(screen.getByText('4,9')).toHaveClass('ui-visually-hidden');
  });

  it('shows the final value at once when reduced motion is preferred', () => {
    preferReducedMotion(true);
    const frames = controlAnimationFrames();
    const { container } = render(<Counter value={35} suffix="K" />);
    expect(visibleNumber(container)).toBe('35K');
    expect(frames.pending()).toBe(0);
  });

  it('honours a custom duration and formats decimals the Indonesian way', () => {
    preferReducedMotion(false);
    const frames = controlAnimationFrames();
    const { container } = render(<Counter value={4.9} decimals={1} durationMs={500} />);
    expect(visibleNumber(container)).toBe('0,0');
    frames.frameAt(0);
    frames.frameAt(500);
    expect(visibleNumber(container)).toBe('4,9');
  });

  it('stops animating when it leaves the page', () => {
    preferReducedMotion(false);
    controlAnimationFrames();
    const { unmount } = render(<Counter value={10} />);
    unmount();
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
  });
});

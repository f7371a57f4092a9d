import { startSoon } from './startSoon';

/** An IntersectionObserver the test moves: `scrollIntoView(element)` reports it as on screen. */
class ControlledObserver {
  static all: ControlledObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
  static scrollIntoView(element: Element) {
    for (const observer of ControlledObserver.all.filter((item) => item.watched.includes(element))) {
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

describe('startSoon', () => {
  const realObserver = window.IntersectionObserver;
  let idleCallbacks: Array<() => void>;

  beforeEach(() => {
    jest.useFakeTimers();
    ControlledObserver.all = [];
    idleCallbacks = [];
    Object.assign(window, {
      IntersectionObserver: ControlledObserver,
      requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
      cancelIdleCallback: (handle: number) => {
        idleCallbacks[handle - 1] = () => undefined;
      },
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    Object.assign(window, { IntersectionObserver: realObserver });
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('starts a carousel that comes near the screen in a task of its own, not in the one that saw it', () => {
    const element = document.createElement('div');
    const start = jest.fn();
    startSoon(element, start);
    ControlledObserver.scrollIntoView(element);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts every waiting carousel when the browser is idle, one per task', () => {
    const starts = [jest.fn(), jest.fn(), jest.fn()];
    for (const start of starts) startSoon(document.createElement('div'), start);
    for (const idle of idleCallbacks) idle();
    jest.advanceTimersToNextTimer();
    expect(starts.map((start) => start.mock.calls.length)).toEqual([1, 0, 0]);
    jest.advanceTimersToNextTimer();
    expect(starts.map((start) => start.mock.calls.length)).toEqual([1, 1, 0]);
    jest.advanceTimersToNextTimer();
    expect(starts.map((start) => start.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('starts once however many reasons it gets, and `now` jumps the queue', () => {
    const element = document.createElement('div');
    const start = jest.fn();
    const pending = startSoon(element, start);
    ControlledObserver.scrollIntoView(element);
    for (const idle of idleCallbacks) idle();
    pending.now();
    expect(start).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    pending.now();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts a carousel that went away', () => {
    const element = document.createElement('div');
    const start = jest.fn();
    const pending = startSoon(element, start);
    ControlledObserver.scrollIntoView(element);
    pending.cancel();
    for (const idle of idleCallbacks) idle();
    jest.runAllTimers();
    pending.now();
    expect(start).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari) starts after a short wait', () => {
    delete (window as Partial<Window>).requestIdleCallback;
    const start = jest.fn();
    startSoon(document.createElement('div'), start);
    jest.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startSoon without IntersectionObserver', () => {
  const realObserver = window.IntersectionObserver;
  afterEach(() => {
    Object.assign(window, { IntersectionObserver: realObserver });
  });

  it('starts at once, and only once', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const start = jest.fn();
    const pending = startSoon(document.createElement('div'), start);
    pending.now();
    pending.cancel();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { assertNoUnexpectedRequests } from './src/fetchFake';

// How long findBy*/waitFor wait for the screen to change. One honest wait (a faked answer arriving
// and a page re-rendering) takes well under a second on an idle machine and a few seconds at load
// 10 on two cores; 15 s only fails a test that waits for something that never comes. The whole
// test's limit is testTimeout in jest.preset.js.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs; components use them for layout and motion preferences.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

afterEach(() => {
  assertNoUnexpectedRequests();
});

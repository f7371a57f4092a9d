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

// jsdom 26 has HTMLDialogElement but not showModal()/close() nor Escape's `cancel` event; this is
// the part of the browser's behaviour the components rely on (the open attribute, the close and
// cancel events), not the top layer or inertness, which only a browser can show.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  // As a browser does: Escape cancels the topmost modal dialog, which closes unless `cancel` is prevented.
  document.addEventListener(
    'keydown',
    (event) => {
      const top = modals.filter((dialog) => dialog.isConnected).at(-1);
      if (event.key !== 'Escape' || !top) return;
      if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    },
    true,
  );
}

afterEach(() => {
  assertNoUnexpectedRequests();
});

// Testing Library matchers and per-test cleanup; jsdom lacks a few browser APIs Radix relies on.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach } from 'vitest';
import { noteAnswer } from '@/lib/connection-loss';

// findBy…/waitFor wait up to 5 s (default 1 s): a debounced search and its render can take longer
// than a second while the machine runs other test steps.
configure({ asyncUtilTimeout: 5000 });

// Every test starts online. A request that a test's screen starts while it ends (a refetch after its
// last navigation) can run after the test's fetch stub is gone, get no answer and switch the app
// offline until the 5 s probe (lib/connection-loss.ts): the next test's queries would stay paused.
beforeEach(() => {
  noteAnswer();
  onlineManager.setOnline(true);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// jsdom does not scroll; the virtual lists adjust the scroll position when rows are measured.
window.scrollTo = () => {};

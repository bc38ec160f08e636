// The first render waits for the router only when the screen's code is on the device (decision 0741).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openingScreenReady } from './opening-screen';

/** A router as far as the wait sees it: its state and its subscribers. */
function startingRouter() {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized: false },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    initialize() {
      router.state = { initialized: true };
      listeners.forEach((listener) => listener(router.state));
    },
    listeners,
  };
  return router;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('openingScreenReady', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const withServiceWorker = (controlled: boolean) =>
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: controlled ? {} : null } });

  it('renders at once without a service worker: the code still comes over the network', async () => {
    withServiceWorker(false);
    const router = startingRouter();
    expect(await settled(openingScreenReady(router))).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('under the service worker waits until the router has its screen, then lets go of it', async () => {
    withServiceWorker(true);
    const router = startingRouter();
    const ready = openingScreenReady(router);
    expect(await settled(ready)).toBe(false);
    router.initialize();
    expect(await settled(ready)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('waits one second at most', async () => {
    withServiceWorker(true);
    const router = startingRouter();
    const ready = openingScreenReady(router);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});

// The opening screen renders as itself, not after a placeholder (decision 0741). The router is made
// before React's first render and starts at once on the screen's code (preloaded by the boot script)
// and its loader (the answers the last visit stored, decision 0430). Under the service worker that
// code is on the device: the first render then waits for the router, a few hundred milliseconds
// at most, and is the screen itself, from the stored answers. Before, React first rendered and
// painted "Bauhelme werden gesucht ..." and only then, once the chunks had run, the screen: two
// renders, and the row waited for both. Without the service worker (a first visit) the code still
// comes over the network, and the placeholder shows meanwhile, as before.
import { cn } from '@/lib/cn';

const MAX_WAIT_MS = 1000;

type StartingRouter = {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
};

export function openingScreenReady(router: StartingRouter): Promise<void> {
  if (router.state.initialized || !navigator.serviceWorker?.controller) return Promise.resolve();
  const ready = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, MAX_WAIT_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
  prepareFirstRender();
  return ready;
}

/**
 * Work every first render does anyway, done while the router waits for the device (IndexedDB, the
 * service worker's cache) rather than inside the render the row waits for: tailwind-merge builds
 * its class map on its first call, and the first German number format loads the locale's data
 * (together ~40 ms on this machine, four times that on the emulated phone).
 */
function prepareFirstRender() {
  cn('p-0', 'p-1');
  new Intl.NumberFormat('de-DE').format(0);
}

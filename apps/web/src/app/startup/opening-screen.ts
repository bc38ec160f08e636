// The opening screen renders as itself, not after a placeholder (decision 0741). The router is made
// before React's first render and starts at once on the screen's code (preloaded by the boot script)
// and its loader (the answers the last visit stored, decision 0430). Under the service worker that
// code is on the device: the first render then waits for the router, a few hundred milliseconds
// at most, and is the screen itself, from the stored answers, where React used to render and paint
// "Bauhelme werden gesucht ..." first and the screen a quarter of a second later. Without the
// service worker (a first visit) the code still comes over the network, and the placeholder shows
// meanwhile, as before.
const MAX_WAIT_MS = 1000;

type StartingRouter = {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
};

export function openingScreenReady(router: StartingRouter): Promise<void> {
  if (router.state.initialized || !navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => {
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
}

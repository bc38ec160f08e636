// "The first screen has settled" (decision 0420): what is not needed for the first paint waits for
// it — the service worker's precache (0.7 MB that would share the phone's connection with the
// screen) and the web font. Settled: the page has loaded, the router is idle and no query has been
// fetching for a moment; on a screen that never quiets down, after a while anyway.
const QUIET_MS = 500;
const CHECK_MS = 100;
const GIVE_UP_MS = 15_000;

export function afterSettled(isBusy: () => boolean, then: () => void): () => void {
  let quietSince = 0;
  let cancelled = false;
  const startedAt = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const busy = document.readyState !== 'complete' || isBusy();
    if (busy) quietSince = 0;
    else quietSince ||= now;
    if ((quietSince && now - quietSince >= QUIET_MS) || now - startedAt >= GIVE_UP_MS) {
      clearInterval(timer);
      // After the browser's own work of the moment (layout, paint), when the main thread is idle.
      const run = () => void (!cancelled && then());
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 0);
    }
  }, CHECK_MS);
  return () => {
    cancelled = true;
    clearInterval(timer);
  };
}

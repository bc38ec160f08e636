// Imported into the service worker (build/pwa.ts). The app's built files have hashed names and are
// all in the precache, so the browser may take them from there by itself: with Chromium's static
// routing (ServiceWorker Static Routing API), a script, style or font below /assets/ no longer waits
// for this worker's JavaScript to start and answer its fetch event. On a phone that is most of the
// second visit's requests. A file missing from the cache goes to the network; browsers without the
// API keep the fetch handler.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: new URLPattern({ pathname: '/assets/*' }) }, source: 'cache' })
      .catch(() => undefined),
  );
});

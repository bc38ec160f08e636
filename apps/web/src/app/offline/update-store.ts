// "A new version is waiting" as a tiny store the banner reads; the service worker module (loaded
// after the first paint) fills it, so the banner does not pull Workbox into the first screen.
type Listener = () => void;
const listeners = new Set<Listener>();
let activate: (() => Promise<void>) | null = null;

export const serviceWorkerUpdate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isAvailable: () => activate !== null,
  /** Activates the waiting version and reloads the tab. */
  apply: () => activate?.(),
  announce(activateAndReload: () => Promise<void>) {
    activate = activateAndReload;
    listeners.forEach((listener) => listener());
  },
};

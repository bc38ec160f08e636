// The browser reports "online" whenever a network is attached — also in a dead zone with signal bars
// and no data, and on a reload under DevTools' offline emulation (Chromium 150). A request that gets
// no answer at all is the surer sign: it switches the app to offline, as the browser's own "offline"
// event does (queries pause with their stored answers, the banner shows, field entries wait in the
// outbox), until a request or a probe gets an answer again.
import { onlineManager } from '@tanstack/react-query';

/** How often to ask whether the connection is back while the browser still claims to be online. */
export const PROBE_INTERVAL_MS = 5_000;

let probe: ReturnType<typeof setInterval> | undefined;

function stopProbing(): void {
  clearInterval(probe);
  probe = undefined;
}

/** A request to `probeUrl` got no answer: offline until one does. */
export function noteNoAnswer(probeUrl: string): void {
  onlineManager.setOnline(false);
  probe ??= setInterval(() => {
    // Without a network the browser knows it, and its "online" event ends the offline state.
    if (!navigator.onLine) return;
    fetch(probeUrl, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).then(noteAnswer, () => {});
  }, PROBE_INTERVAL_MS);
}

/** An answer arrived (any status): the connection works. */
export function noteAnswer(): void {
  if (probe === undefined) return;
  stopProbing();
  if (navigator.onLine) onlineManager.setOnline(true);
}

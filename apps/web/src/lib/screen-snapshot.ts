// The last picture of a read-only screen (decision 0420). When a screen that only shows data
// (the table in app/startup/early-requests.ts) has settled with this visit's answers, its HTML is
// kept per address; the next visit's boot script paints it at once — inert, hidden from assistive
// technology, under the "being updated" bar — until the live app has rendered the screen from the
// stored answers and refetches them. Same user, same build, at most three days old; logout forgets
// every picture.
import { CURRENT_USER_KEY, removeItem } from './storage';

export const SNAPSHOT_KEY_PREFIX = 'screen-snapshot:';
export const SNAPSHOT_HOST_ID = 'stored-screen';
export const SNAPSHOT_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

export type ScreenSnapshot = { buildId: string; userId: string; savedAt: number; html: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the picture of `root` for `path`: without ids (the live screen owns them). */
export function saveScreenSnapshot(path: string, userId: string, root: HTMLElement, buildId: string): void {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  copy.querySelectorAll('[role="progressbar"], [role="status"]').forEach((element) => element.remove());
  const snapshot: ScreenSnapshot = { buildId, userId, savedAt: Date.now(), html: copy.innerHTML };
  try {
    storage()?.setItem(`${SNAPSHOT_KEY_PREFIX}${path}`, JSON.stringify(snapshot));
  } catch {
    // Storage full: the next visit simply starts without the picture.
  }
}

/** Removes the painted picture once the live screen is there. */
export function takeDownScreenSnapshot(): void {
  document.getElementById(SNAPSHOT_HOST_ID)?.remove();
}

/** Forgets the signed-in user and every picture of their screens (logout, session end). */
export function forgetSignedInUser(): void {
  removeItem(CURRENT_USER_KEY);
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(SNAPSHOT_KEY_PREFIX)) store.removeItem(key);
}

// Browser-storage keys used across the app, in one place.
export const CURRENT_USER_KEY = 'current-user';
export const REDIRECT_TARGET_KEY = 'redirect-target';
/**
 * Where builds before decision 0540 kept a picture of the last screen's HTML (decision 0470). It is
 * the user's data: removed from the device once, at the first start of a newer build.
 */
const FORMER_SCREEN_PICTURE_KEY = 'screen-snapshot';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode): the app still works, it just forgets.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = safeStorage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  safeStorage()?.setItem(key, JSON.stringify(value));
}

export function removeItem(key: string): void {
  safeStorage()?.removeItem(key);
}

/** Remembers where an anonymous visitor wanted to go (session gate rule 2). */
export function rememberRedirectTarget(target: string): void {
  safeStorage()?.setItem(REDIRECT_TARGET_KEY, target);
}

/** Returns the remembered target once and forgets it (session gate rule 5). */
export function takeRedirectTarget(): string | null {
  const storage = safeStorage();
  const target = storage?.getItem(REDIRECT_TARGET_KEY) ?? null;
  storage?.removeItem(REDIRECT_TARGET_KEY);
  // Only same-origin paths: a stored absolute URL must never send the user elsewhere.
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** The signed-in user is at the remembered target already (the sign-in returned there): forget it. */
export function forgetRedirectTargetAt(here: string): void {
  if (peekRedirectTarget() === here) removeItem(REDIRECT_TARGET_KEY);
}

export function peekRedirectTarget(): string | null {
  return safeStorage()?.getItem(REDIRECT_TARGET_KEY) ?? null;
}

/** Removes the picture of the last screen that builds before decision 0540 kept. */
export function forgetScreenPicture(): void {
  removeItem(FORMER_SCREEN_PICTURE_KEY);
}

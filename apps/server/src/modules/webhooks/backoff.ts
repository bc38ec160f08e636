// When a failed delivery is tried again (decision 0570): exponential backoff — the next attempt
// waits as long as the retries have already run (30 s, 1 min, 2 min, 4 min, …), at most 2 h — and
// after 24 h of failures the delivery is given up and its subscription marked failing.

export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FIRST_RETRY_MS = 30 * 1000;
export const MAX_RETRY_MS = 2 * 60 * 60 * 1000;

/**
 * After a failed attempt at `now` in a window opened at `windowStart`: the time of the next
 * attempt, or null when the window is over (give up). The last attempt is at the window's end.
 */
export function nextAttemptAfterFailure(windowStart: Date, now: Date): Date | null {
  const windowEnd = windowStart.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= windowEnd) return null;
  const elapsed = now.getTime() - windowStart.getTime();
  const wait = Math.min(Math.max(elapsed, FIRST_RETRY_MS), MAX_RETRY_MS);
  return new Date(Math.min(now.getTime() + wait, windowEnd));
}

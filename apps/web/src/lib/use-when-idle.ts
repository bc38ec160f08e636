// Heavy work that the first paint can do without (decision 0540): true once the browser has been
// idle after the component's first paint, so the screen's own rows paint and answer a tap first.
import { useEffect, useState } from 'react';

/** At the latest after this long, idle or not. */
const IDLE_TIMEOUT_MS = 1000;

export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}

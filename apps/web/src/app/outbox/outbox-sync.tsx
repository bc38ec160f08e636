// Sends the signed-in user's waiting entries (decision 0390): when the app opens (also after it was
// closed, and after the same user signed in again), when the connection returns, when the tab comes
// back to the front, and — while entries wait although the browser says it is online (a dead zone,
// a lost answer, a server error) — again after 5 s, 10 s, 20 s … at most every minute. Rendered
// once inside the signed-in layout: signed out, nothing is sent. It also connects the outbox to the
// query client, whose lists are refreshed after entries arrived.
import { useEffect } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/session';
import { connectOutbox, outboxSender, outboxStore } from '@/lib/outbox/outbox';

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

export function OutboxSync() {
  const { user } = useCurrentUser();
  // Here and not in the app's entry: the login loads none of the outbox (bench/login-bundle).
  const queryClient = useQueryClient();
  useEffect(() => connectOutbox(queryClient), [queryClient]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let failures = 0;
    let stopped = false;
    const hasWaiting = () =>
      outboxStore.getSnapshot().some((entry) => entry.userId === user.userId && entry.state === 'waiting');

    const schedule = (delay: number) => {
      if (timer === undefined && !stopped) timer = setTimeout(run, delay);
    };
    async function run() {
      clearTimeout(timer);
      timer = undefined;
      if (stopped || running || !onlineManager.isOnline()) return;
      running = true;
      try {
        const { stopped: reason } = await outboxSender.flush(user.userId);
        failures = reason === 'retry' || reason === 'offline' ? failures + 1 : 0;
      } finally {
        running = false;
      }
      if (failures > 0 && hasWaiting()) schedule(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1)));
    }

    void outboxStore.ready.then(run);
    const unsubscribeOnline = onlineManager.subscribe((online) => {
      if (!online) return;
      failures = 0;
      void run();
    });
    // An entry left waiting by a form (its answer did not come): try again soon.
    const unsubscribeStore = outboxStore.subscribe(() => {
      if (!running && hasWaiting() && onlineManager.isOnline()) schedule(FIRST_RETRY_MS);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribeOnline();
      unsubscribeStore();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user.userId]);
  return null;
}

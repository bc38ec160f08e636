// The guest login flow (spec part 1 §4): idle → token requested → polling redeem every 2000 ms;
// 425 means "not yet approved" and is retried up to 60 times (then timed out); any other error
// fails; success stops polling and calls onSuccess; cancel stops polling.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { redeemLoginToken } from './api';

export const REDEEM_INTERVAL_MS = 2000;
export const MAX_REDEEM_RETRIES = 60;

export type GuestLoginState =
  | { phase: 'idle' }
  | { phase: 'waiting'; loginTokenId: string }
  | { phase: 'succeeded' }
  | { phase: 'failed'; reason: 'timeout' | 'error' };

export function useGuestLogin({
  onSuccess,
  redeem = redeemLoginToken,
}: {
  onSuccess: () => void;
  redeem?: (loginTokenId: string) => Promise<unknown>;
}) {
  const [state, setState] = useState<GuestLoginState>({ phase: 'idle' });
  // Each polling run has an id; answers of a cancelled run are ignored.
  const runId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  const stop = useCallback(() => {
    runId.current += 1;
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (loginTokenId: string) => {
      stop();
      const run = runId.current;
      let retries = 0;
      setState({ phase: 'waiting', loginTokenId });
      const attempt = async () => {
        try {
          await redeem(loginTokenId);
          if (runId.current !== run) return;
          stop();
          setState({ phase: 'succeeded' });
          onSuccessRef.current();
        } catch (error) {
          if (runId.current !== run) return;
          if (isApiError(error, 425)) {
            if (retries >= MAX_REDEEM_RETRIES) {
              stop();
              setState({ phase: 'failed', reason: 'timeout' });
              return;
            }
            retries += 1;
            timer.current = setTimeout(attempt, REDEEM_INTERVAL_MS);
            return;
          }
          stop();
          setState({ phase: 'failed', reason: 'error' });
        }
      };
      void attempt();
    },
    [redeem, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, start, cancel };
}

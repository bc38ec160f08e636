// Answers the boot script asked for before the app's code had loaded (decision 0420,
// app/startup/boot.ts). The API client takes each one once, for the same address, in the first
// seconds after the page opened; later, or for anything else, it asks the server itself.
import type { EarlyAnswers } from '../app/startup/boot';

export const EARLY_ANSWERS_GLOBAL = '__baustellendokuEarlyAnswers';
/** An answer older than this is not handed out: the app asks afresh (staleTime is 15 s). */
const EARLY_ANSWER_MAX_AGE_MS = 15_000;

export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL];
  const answer = early?.answers[url];
  if (!early || !answer) return undefined;
  delete early.answers[url];
  return Date.now() - early.askedAt < EARLY_ANSWER_MAX_AGE_MS ? answer : undefined;
}

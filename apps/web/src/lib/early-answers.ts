// Answers the boot script asked for before the app's code had loaded (decision 0420,
// app/startup/boot.ts). The API client takes each one once, for the same address, in the first
// seconds after the page opened; later, or for anything else, it asks the server itself.
// The boot script's record, a type only (app/startup runs before the app and shares no code with it).
// eslint-disable-next-line import-zones/direction
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

/**
 * The record the boot script began to read for a read-only screen at this address (decision 0430),
 * once; undefined when it read none for it (another address, no boot script, offline).
 */
export function takeEarlyStored(address: string): Promise<unknown> | undefined {
  const early = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL];
  const stored = early?.stored;
  if (!early || !stored || stored.address !== address) return undefined;
  delete early.stored;
  return stored.record;
}

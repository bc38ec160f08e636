// Time as it happened on site (issue "Working without a connection" §4, decision 0390): a field
// entry made without a connection arrives later, so it carries the moment it was made on the
// device (`recordedAt`) besides the moment the server received it (`createdAt`). One schema piece,
// spread into the six field entries' create requests (capture, batch location, delivery,
// installation documentation, dynamic and static plate load test), one view piece for their
// answers, and one rule for when both times are shown.

/** An entry may wait on the device at most this long (some browsers clear storage after 7 idle days). */
export const RECORDED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Device clocks run a little ahead: a site time up to this far in the future still counts as now. */
export const RECORDED_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Site time and arrival further apart than this are both shown. */
export const SITE_TIME_DIFFERENCE_MS = 5 * 60 * 1000;

export const siteTimeMessages = {
  invalid: 'Bitte geben Sie einen gültigen Erfassungszeitpunkt an.',
  future: 'Der Erfassungszeitpunkt liegt in der Zukunft. Bitte prüfen Sie die Uhrzeit des Geräts.',
  tooOld:
    'Der Erfassungszeitpunkt liegt mehr als 7 Tage zurück. Einträge können höchstens 7 Tage nach der Erfassung gesendet werden.',
} as const;

/** The bounds of a site time, judged at `now` (the server's clock when the request arrives). */
export function siteTimeIssue(recordedAt: Date, now: Date = new Date()): string | null {
  const age = now.getTime() - recordedAt.getTime();
  if (age < -RECORDED_AT_CLOCK_SKEW_MS) return siteTimeMessages.future;
  if (age > RECORDED_AT_MAX_AGE_MS) return siteTimeMessages.tooOld;
  return null;
}

type Moment = Date | string;
const time = (moment: Moment) => (typeof moment === 'string' ? new Date(moment) : moment).getTime();

/** True when site time and arrival lie more than five minutes apart (then both are shown). */
export function siteTimeDiffers(recordedAt: Moment | null | undefined, receivedAt: Moment): boolean {
  return recordedAt != null && Math.abs(time(recordedAt) - time(receivedAt)) > SITE_TIME_DIFFERENCE_MS;
}

/**
 * The time to show for an entry: its site time, and the arrival after it where they differ
 * ("04.05.2026, 10:42 (eingegangen 04.05.2026, 14:05)"). `format` is the caller's date-time format.
 */
export function siteTimeText(
  recordedAt: Moment | null | undefined,
  receivedAt: Moment,
  format: (moment: Date) => string,
): string {
  const site = new Date(time(recordedAt ?? receivedAt));
  const text = format(site);
  return siteTimeDiffers(recordedAt, receivedAt) ? `${text} (eingegangen ${format(new Date(time(receivedAt)))})` : text;
}

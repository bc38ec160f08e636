// "Not in the future" for the test's date and time (spec part 3 §5). The site works in German
// local time, so "today" is the calendar day in Europe/Berlin, whatever the server's zone is.
import { staticLoadMessages } from './defaults.js';

export const SITE_TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The site's calendar day as dd.MM.yyyy. */
export const siteDay = (moment: Date): string => dayFormat.format(moment);

/** Clocks of phones and servers differ by a little; a minute of tolerance avoids false alarms. */
const CLOCK_TOLERANCE_MS = 60_000;

/** The German message when `analysedAt` lies in the future, otherwise null. */
export const analysedAtIssue = (analysedAt: string, now: Date): string | null => {
  const moment = new Date(analysedAt);
  if (Number.isNaN(moment.getTime()) || moment.getTime() <= now.getTime() + CLOCK_TOLERANCE_MS) return null;
  const today = siteDay(now);
  return siteDay(moment) === today ? staticLoadMessages.futureTime : staticLoadMessages.futureDate(today);
};

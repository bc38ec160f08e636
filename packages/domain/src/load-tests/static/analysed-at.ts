// "Not in the future" for the test's date and time (spec part 3 §5). The site works in German
// local time, so "today" is the calendar day in Europe/Berlin, whatever the server's zone is.
import { SITE_TIME_ZONE, toCalendarDay } from '../../input-checks.js';
import { staticLoadMessages } from './defaults.js';

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

// The wizard's separate date and time inputs (yyyy-MM-dd, HH:mm) are checked in the browser's own
// local time, which is what the person at the site sees on their clock.
const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * 'Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist dd.MM.yyyy.' or null. Today is
 * the site's day, on the server (whose clock runs in UTC) as in the browser: between midnight in
 * Berlin and midnight UTC the server would otherwise refuse today's date.
 */
export const futureDateIssue = (date: string, now: Date): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= toCalendarDay(now.toISOString())!) return null;
  return staticLoadMessages.futureDate(siteDay(now));
};

/** 'Zeit darf nicht in der Zukunft liegen' when the date is today and the time is later than now. */
export const futureTimeIssue = (date: string, time: string, now: Date): string | null => {
  if (date !== localDay(now) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return time > `${pad(now.getHours())}:${pad(now.getMinutes())}` ? staticLoadMessages.futureTime : null;
};

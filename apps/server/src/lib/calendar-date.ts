// Calendar dates (delivery date, mounting date, liming dates) are stored as `date`. The web may
// send 'yyyy-MM-dd' or a full ISO timestamp of local midnight; a timestamp is read as the date it
// names on the site (Europe/Berlin), so 2026-05-04T22:00:00Z stays 5 May.
import { messages } from '@baustellendoku/domain';
import { unprocessable } from './errors.js';

const berlinDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'yyyy-MM-dd', or null when the value names no real day (Date.parse accepts 2026-02-31). */
export function parseCalendarDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : berlinDate.format(date);
}

/** The calendar date or a 422 on `propertyPath`. */
export function calendarDate(value: string, propertyPath: string): string {
  const date = parseCalendarDate(value);
  if (date === null) throw unprocessable({ propertyPath, title: messages.invalidDate });
  return date;
}

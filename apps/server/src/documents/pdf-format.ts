// German formatting for documents: numbers with decimal comma, dates dd.MM.yyyy and times
// "HH:mm Uhr" in the site's time zone (Europe/Berlin), whatever the server's zone is.
import { SITE_TIME_ZONE } from '@baustellendoku/domain';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 1234.5 → "1.234,50" (fixed decimals); NaN/undefined → "–". */
export function formatNumber(
  value: number | string | null | undefined,
  decimals: number,
  minDecimals = decimals,
): string {
  if (value === null || value === undefined || value === '') return '–';
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return 'NaN';
  const key = `${minDecimals}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: minDecimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(number);
}

/** A value as entered: up to 6 decimals, no trailing zeros. */
export const formatEntered = (value: number | string | null | undefined) => formatNumber(value, 6, 0);

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const formatDate = (moment: Date) => dateFormat.format(moment);
export const formatTime = (moment: Date) => `${timeFormat.format(moment)} Uhr`;
export const formatDateTime = (moment: Date) => `${formatDate(moment)}, ${formatTime(moment)}`;

const isoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** A moment as the site's calendar day and wall-clock time with its offset (xsd:date, xsd:time): 2026-11-29, 04:05:06+01:00. */
export function siteDateAndTime(moment: Date): { date: string; time: string } {
  const part = Object.fromEntries(isoParts.formatToParts(moment).map((entry) => [entry.type, entry.value]));
  const offset = part.timeZoneName === 'GMT' ? '+00:00' : (part.timeZoneName ?? '').replace('GMT', '');
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}${offset}`,
  };
}

export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '–' : value ? 'Ja' : 'Nein';

/** 52.606878, 13.287412 → "52,606878° N, 13,287412° O". */
export function formatCoordinate(latitude: number | string, longitude: number | string): string {
  const lat = Number(latitude);
  const lng = Number(longitude);
  return `${formatNumber(Math.abs(lat), 6)}° ${lat < 0 ? 'S' : 'N'}, ${formatNumber(Math.abs(lng), 6)}° ${lng < 0 ? 'W' : 'O'}`;
}

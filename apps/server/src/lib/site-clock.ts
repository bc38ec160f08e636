// The site's wall clock (Europe/Berlin) on the server, whatever the server's own zone is: the
// exports write moments as the site saw them, and the printout reader turns a UTC timestamp into
// the site's time.
import { SITE_TIME_ZONE } from '@baustellendoku/domain';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: a zone changes its offset at most on the hour, and 100,000 rows share few hours. */
const offsets = new Map<number, number>();

/** Milliseconds the site's clock is ahead of UTC at `moment` (3,600,000 in winter, 7,200,000 in summer). */
function siteOffsetMs(moment: Date): number {
  const hour = Math.floor(moment.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = new Date(hour * HOUR_MS);
    const part = Object.fromEntries(offsetFormat.formatToParts(at).map((entry) => [entry.type, entry.value]));
    const wall = Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second),
    );
    offset = wall - at.getTime();
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The site's wall-clock time of `moment` as a Date whose UTC fields show it: what Excel stores
 * (a spreadsheet has no time zones) and what the CSV writes.
 */
export const siteWallClock = (moment: Date) => new Date(moment.getTime() + siteOffsetMs(moment));

// How long the EBV records of installed material must be kept (issue 36 item 1, decision 0623):
// § 25 Abs. 4 EBV — a delivery note five years from its issue; the cover sheet and the delivery
// notes it covers as long as the material is installed (until an admin records its removal).
// Pure date arithmetic on calendar days (yyyy-MM-dd).

export const RETENTION_YEARS = 5;

/** The day the five years from `issuedOn` end: the same calendar day five years on (29 Feb → 28 Feb). */
export function fiveYearsFrom(issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const target = year + RETENTION_YEARS;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export type RetentionBasis = 'five_years' | 'while_installed';

/** One record's retention: the end day, or null while the material is installed (no removal yet). */
export type Retention = { basis: RetentionBasis; endsOn: string | null };

/**
 * The retention of a record: five years from its delivery note's day and, when the cover sheet
 * covers it (or it is the cover sheet), as long as installed — after a recorded removal until the
 * later of the removal day and the five years.
 */
export function retentionOf(record: {
  issuedOn: string | null;
  whileInstalled: boolean;
  removedOn: string | null;
}): Retention {
  const fiveYears = record.issuedOn ? fiveYearsFrom(record.issuedOn) : null;
  if (!record.whileInstalled) return { basis: 'five_years', endsOn: fiveYears };
  if (!record.removedOn) return { basis: 'while_installed', endsOn: null };
  const end = fiveYears && fiveYears > record.removedOn ? fiveYears : record.removedOn;
  return { basis: fiveYears === end ? 'five_years' : 'while_installed', endsOn: end };
}

/** Whether the retention still runs on `today` (the end day itself still counts). */
export const isRetained = (retention: Retention, today: string) =>
  retention.endsOn === null || retention.endsOn >= today;

const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** "bis 04.05.2031" or "solange das Material eingebaut ist". */
export const retentionEndText = (retention: Retention) =>
  retention.endsOn === null
    ? 'solange das Material eingebaut ist (kein Rückbau eingetragen)'
    : `bis zum ${germanDay(retention.endsOn)}`;

export const retentionMessages = {
  /** The reason a deletion, replacement or restore is refused. */
  refused: (action: string, label: string, retention: Retention) =>
    `${action} ist nicht möglich: „${label}“ ist nach § 25 EBV aufzubewahren, ${retentionEndText(retention)}.`,
  removalInFuture: 'Der Rückbau kann nicht in der Zukunft liegen.',
} as const;

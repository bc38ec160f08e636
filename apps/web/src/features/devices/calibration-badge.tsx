// How a device's calibration stands today: valid (until …), running out within 30 days, run out,
// or never certified — the register's list and detail show it as a badge.
import { Badge } from '@/components/ui/badge';
import { CALIBRATION_WARNING_DAYS, daysBetween, siteDayOf } from '@baustellendoku/domain';
import { formatDate } from '@/lib/format';

export function calibrationStatus(calibratedUntil: string | null, today = siteDayOf(new Date())) {
  if (calibratedUntil === null) return { tone: 'neutral', label: 'Kein Kalibrierschein' } as const;
  const days = daysBetween(today, calibratedUntil);
  const until = formatDate(calibratedUntil);
  if (days < 0) return { tone: 'danger', label: `Abgelaufen am ${until}` } as const;
  if (days <= CALIBRATION_WARNING_DAYS) return { tone: 'warning', label: `Läuft am ${until} ab` } as const;
  return { tone: 'success', label: `Kalibriert bis ${until}` } as const;
}

export function CalibrationBadge({ calibratedUntil }: { calibratedUntil: string | null }) {
  const status = calibrationStatus(calibratedUntil);
  return (
    <span data-calibration={status.tone}>
      <Badge tone={status.tone}>{status.label}</Badge>
    </span>
  );
}

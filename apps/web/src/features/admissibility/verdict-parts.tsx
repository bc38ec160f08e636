// Small pieces shared by every admissibility view: the coloured verdict badge and the short
// name of an Einbauweise.
import {
  admissibilityVerdictLabels,
  admissibilityVerdictTones,
  mountingMethod as mountingMethodOptions,
  type AdmissibilityVerdict,
} from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';

export function VerdictBadge({ verdict, marks = [] }: { verdict: AdmissibilityVerdict; marks?: string[] }) {
  return (
    <Badge tone={admissibilityVerdictTones[verdict]}>
      {admissibilityVerdictLabels[verdict]}
      {marks.length > 0 ? ` (${marks.join(', ')})` : null}
    </Badge>
  );
}

/** 'ew_7' → "EW 7 – Schottertragschicht (ToB) unter gebundener Deckschicht". */
export function mountingMethodLabel(value: string) {
  const label = mountingMethodOptions.find((option) => option.value === value)?.label;
  return label ? `EW ${label}` : value;
}

export const mountingMethodNumberLabel = (value: string) => `EW ${value.replace(/^ew_/, '')}`;

// Small pieces the pile screens share: the status badge (spec part 2 §4 colours) and labels of
// option values.
import {
  optionLabel,
  wreckingPileStatusLabels,
  wreckingPileStatusTone,
  type OptionListName,
} from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';

export function WreckingPileStatusBadge({ status }: { status: string }) {
  const label = (wreckingPileStatusLabels as Record<string, string | undefined>)[status] ?? status;
  return <Badge tone={wreckingPileStatusTone(status)}>{label}</Badge>;
}

/** The label of one option value, or the value itself when the list does not know it. */
export const labelOf = (list: OptionListName, value: string | null | undefined) =>
  value ? (optionLabel(list, value) ?? value) : null;

/** Labels of several option values, comma-separated. */
export const labelsOf = (list: OptionListName, values: readonly string[] | null | undefined) =>
  (values ?? []).map((value) => labelOf(list, value)).join(', ') || null;

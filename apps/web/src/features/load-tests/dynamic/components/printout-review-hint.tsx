// "bitte prüfen" next to a field whose value was read from the printout but not taken over, with
// the text as recognised, so the user types the value after looking at the printout (issue 16).
// Where the printout showed several possible values by the label, each is offered as a button that
// fills the field (issue 38): the user chooses, the reader never does.
import { PRINTOUT_REVIEW_LABEL } from '@baustellendoku/domain';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { DynamicLoadFormValues } from '../form-schema';
import type { PrintoutReviewNotes } from '../printout-prefill';

function Candidates({ field, values }: { field: keyof DynamicLoadFormValues; values: number[] }) {
  const { setValue } = useFormContext<DynamicLoadFormValues>();
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <span>Mögliche Werte:</span>
      {values.map((value) => (
        <Button
          key={value}
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setValue(field, value, { shouldDirty: true, shouldValidate: true })}
        >
          {formatNumber(value, { decimals: String(value).split('.')[1]?.length ?? 0 })} übernehmen
        </Button>
      ))}
    </span>
  );
}

export function reviewHint(notes: PrintoutReviewNotes, field: keyof DynamicLoadFormValues) {
  const note = notes[field];
  if (!note) return undefined;
  return (
    <span className="text-amber-800" data-testid={`review-${field}`}>
      <strong className="font-semibold">{PRINTOUT_REVIEW_LABEL}</strong> ({note.reason}) – erkannt: „{note.text}“
      {note.candidates?.length ? <Candidates field={field} values={note.candidates} /> : null}
    </span>
  );
}

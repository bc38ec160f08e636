// "bitte prüfen" next to a field whose value was read from the printout but not taken over, with
// the text as recognised, so the user types the value after looking at the printout (issue 16).
import { PRINTOUT_REVIEW_LABEL } from '@baustellendoku/domain';
import type { DynamicLoadFormValues } from '../form-schema';
import type { PrintoutReviewNotes } from '../printout-prefill';

export function reviewHint(notes: PrintoutReviewNotes, field: keyof DynamicLoadFormValues) {
  const note = notes[field];
  if (!note) return undefined;
  return (
    <span className="text-amber-800" data-testid={`review-${field}`}>
      <strong className="font-semibold">{PRINTOUT_REVIEW_LABEL}</strong> ({note.reason}) – erkannt: „{note.text}“
    </span>
  );
}

import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { printoutReviewReasons } from '@baustellendoku/domain';
import { renderWithProviders } from '@/test/render';
import { emptyDynamicLoadValues, type DynamicLoadFormValues } from '../form-schema';
import type { PrintoutReviewNotes } from '../printout-prefill';
import { reviewHint } from './printout-review-hint';

function Harness({ notes }: { notes: PrintoutReviewNotes }) {
  const form = useForm<DynamicLoadFormValues>({ defaultValues: emptyDynamicLoadValues() });
  const evd = form.watch('evd');
  return (
    <FormProvider {...form}>
      {reviewHint(notes, 'evd')}
      <output data-testid="evd">{evd ?? ''}</output>
    </FormProvider>
  );
}

describe('review hint (issue 38)', () => {
  it('offers the candidates of an ambiguous Evd; the one the user picks fills the field', () => {
    const notes = {
      evd: {
        text: 'Evd [MN/m²] 45,3 / Evd = 47,1 MN/m²',
        reason: printoutReviewReasons.ambiguous,
        candidates: [47.1, 45.3],
      },
    };
    renderWithProviders(<Harness notes={notes} />);
    expect(screen.getByTestId('review-evd')).toHaveTextContent('bitte prüfen (Mehrere mögliche Werte)');
    expect(screen.getByTestId('evd')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: '45,3 übernehmen' }));
    expect(screen.getByTestId('evd')).toHaveTextContent('45.3');
  });

  it('shows no buttons without candidates', () => {
    renderWithProviders(<Harness notes={{ evd: { text: 'Evd = 4S,3', reason: printoutReviewReasons.uncertain } }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

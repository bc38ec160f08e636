import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  newStaticLoadFormValues,
  type StaticLoadFormValues,
  type StaticLoadPayloadDraft,
} from '@baustellendoku/domain';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { StaticLoadWizard } from './static-load-wizard';

// MapLibre needs WebGL; the wizard's logic does not.
vi.mock('@/features/load-tests/load-test-map', () => ({ LoadTestMap: () => <div data-testid="map-stub" /> }));

const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Shared vector S1 with complete conditions (plate 300 mm → Ev1 50, Ev2 112.5). */
function s1Values(overrides: Partial<StaticLoadFormValues> = {}): StaticLoadFormValues {
  return {
    ...newStaticLoadFormValues(null),
    gridField: 'C7',
    gridFieldSuffix: 3,
    analysedAtDate: '2026-05-04',
    analysedAtTime: '09:30',
    latitude: 53.70572,
    longitude: 10.01166,
    liftingArm: 1,
    plateBase: false,
    layerThickness: 30,
    testLayer: 'Tragschicht',
    height: 12.35,
    preLoad: 0.01,
    timeBetweenCompressionAndAnalysis: 24,
    plateDiameter: 300,
    temperature: 14,
    temperatureDayBefore: 12,
    precipitation: false,
    precipitationDayBefore: false,
    initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5], unload: [0.25, 0.125, 0.01] },
    initialCompressions: { load: [0.2928, 0.6112, 0.9552, 1.3248, 1.72, 1.98, 2.25], unload: [2.12, 1.83, 1.12196] },
    secondSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45] },
    secondCompressions: { load: [1.27344, 1.44176, 1.60496, 1.76304, 1.916, 2.009] },
    ...overrides,
  };
}

function renderWizard(initialValues: StaticLoadFormValues) {
  const onSubmit = vi.fn<(payload: StaticLoadPayloadDraft) => Promise<void>>().mockResolvedValue(undefined);
  renderWithProviders(
    <StaticLoadWizard
      initialValues={initialValues}
      isEdit={false}
      outline={null}
      onSubmit={onSubmit}
      messages={{ failure: 'Der Versuch konnte nicht gespeichert werden' }}
      onCancel={() => {}}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const summaryValue = (testId: string, label: string) =>
  within(screen.getByTestId(testId)).getByText((_, element) => element?.getAttribute('data-label') === label)
    .textContent;

describe('static load wizard', () => {
  it('opens later tabs only after Weiter and shows the step rules with the spec texts', async () => {
    // Two days ahead: in the future whatever the hour (today is the site's day, in Berlin).
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const siteToday = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    const { user } = renderWizard({ ...newStaticLoadFormValues(null), analysedAtDate: localDay(later) });
    expect(screen.getByRole('tab', { name: /Erstbelastung/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /Zweitbelastung/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Breitengrade sind erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Längengrade sind erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Zeit ist erforderlich')).toBeInTheDocument();
    expect(
      screen.getByText(`Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist ${siteToday}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Erstbelastung/ })).toBeDisabled();
  });

  it('calculates S1 (Ev1 50,00, Ev2 112,50, ratio 2,25), keeps values when going back and sends stored units', async () => {
    const { user, onSubmit } = renderWizard(s1Values());
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Zusammenfassung Erstbelastung')).toBeInTheDocument();
    expect(summaryValue('initial-summary', 'Ev1')).toBe('50,00\u00a0MN/m²');
    expect(summaryValue('initial-summary', 'A1')).toBe('3,50');
    expect(summaryValue('initial-summary', 'Max. Last')).toBe('0,50\u00a0MN/m²');
    expect(screen.getByRole('tab', { name: /Allgemeines/ })).toHaveTextContent('Allgemeines');

    // A change is recalculated after the 300 ms pause, not at once.
    const reading = screen.getByLabelText('Belastung 7: Messuhr');
    await user.clear(reading);
    await user.type(reading, '2,4');
    expect(summaryValue('initial-summary', 'Ev1')).toBe('50,00\u00a0MN/m²');
    await waitFor(() => expect(summaryValue('initial-summary', 'Ev1')).not.toBe('50,00\u00a0MN/m²'));
    await user.clear(reading);
    await user.type(reading, '2,25');
    await waitFor(() => expect(summaryValue('initial-summary', 'Ev1')).toBe('50,00\u00a0MN/m²'));

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Ergebnis')).toBeInTheDocument();
    expect(summaryValue('result-summary', 'Ev1')).toBe('50,00\u00a0MN/m²');
    expect(summaryValue('result-summary', 'Ev2')).toBe('112,50\u00a0MN/m²');
    expect(summaryValue('result-summary', 'Ev2/Ev1')).toBe('2,25');

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByLabelText('Belastung 1: Messuhr')).toHaveValue('0,2928');
    await user.click(screen.getByRole('tab', { name: /Zweitbelastung/ }));
    await user.click(screen.getByRole('button', { name: 'Versuch speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload).toMatchObject({
      gridField: 'C7/03',
      layerThickness: 300,
      height: 12350,
      plateDiameter: 300,
      latitude: 53.70572,
    });
    expect(payload.analysedAt).toMatch(/^2026-05-04T09:30:00[+-]\d{2}:\d{2}$/);
  });

  it('blocks Weiter with the spec message while the first loading cannot be calculated', async () => {
    const { user } = renderWizard(
      s1Values({ initialSubsidence: { load: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1], unload: [0.25, 0.125, 0.01] } }),
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText(/Erstbelastung enthält ungültige Werte\. Bitte überprüfen Sie die Eingaben\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    expect(summaryValue('initial-summary', 'Ev1')).toBe('NaN');
  });

  it('shows server violations on their fields and opens their step', async () => {
    const { user, onSubmit } = renderWizard(s1Values());
    onSubmit.mockRejectedValueOnce(
      new ApiError(422, 'Unprocessable Entity', {
        message: 'Ungültige Eingaben',
        code: 422,
        payload: { violations: [{ propertyPath: 'analysedAt', title: 'Zeit darf nicht in der Zukunft liegen' }] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Versuch speichern' }));
    expect(await screen.findByText('Zeit darf nicht in der Zukunft liegen')).toBeInTheDocument();
    expect(screen.getByText('Position')).toBeInTheDocument();
  });
});

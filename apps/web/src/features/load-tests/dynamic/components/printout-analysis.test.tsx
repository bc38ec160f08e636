import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithProviders } from '@/test/render';
import { apiError, mockApi } from '@/test/mock-api';
import { emptyDynamicLoadValues, type DynamicLoadFormValues } from '../form-schema';
import { printoutMessages, type PrintoutReviewNotes } from '../printout-prefill';
import { PrintoutAnalysis } from './printout-analysis';

const FILE = { id: '3f6c1e9e-2f0a-4a8e-9d6b-0c1b2a3d4e5f', fileName: 'zfg.png', url: '/f' };
const PARSE = `POST /dynamic-load-analysis/parse-document/${FILE.id}/dynamic-load-analysis`;

function Harness({ onReview }: { onReview?: (notes: PrintoutReviewNotes) => void }) {
  const form = useForm<DynamicLoadFormValues>({ defaultValues: emptyDynamicLoadValues() });
  const evd = form.watch('evd');
  const soilType = form.watch('soilType');
  return (
    <FormProvider {...form}>
      <button type="button" onClick={() => form.setValue('analysisResult', [FILE])}>
        hochladen
      </button>
      <PrintoutAnalysis onReview={onReview} />
      <output data-testid="evd">{evd ?? ''}</output>
      <output data-testid="soil">{soilType}</output>
    </FormProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('printout analysis outcomes (spec part 3 §8)', () => {
  it('pre-fills what was read and lists it', async () => {
    const api = mockApi({ [PARSE]: { body: { evd: 48.8, deviceName: 'ZFG 3000 GPS' } } });
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('hochladen'));
    expect(
      await screen.findByText(
        'Die folgenden Daten wurden extrahiert und übernommen: Evd, Gerätename. Bitte überprüfen Sie die Felder...',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('evd')).toHaveTextContent('48.8');
    expect(screen.getByTestId('soil')).toHaveTextContent('');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(PARSE);
  });

  it('fills only the confident values and asks to check the others, with the text as read', async () => {
    const review = { text: 'Länge 16°22,4291 E', reason: 'Position liegt außerhalb des Projektgebiets' };
    mockApi({ [PARSE]: { body: { evd: 48.8, review: { longitude: review } } } });
    const onReview = vi.fn();
    renderWithProviders(<Harness onReview={onReview} />);
    fireEvent.click(screen.getByText('hochladen'));
    expect(await screen.findByText(printoutMessages.review(['Längengrad']))).toBeInTheDocument();
    expect(screen.getByTestId('evd')).toHaveTextContent('48.8');
    expect(onReview).toHaveBeenLastCalledWith({ longitudeDegrees: review });
  });

  it('says when nothing was found, when reading failed and when the server gave up', async () => {
    mockApi({ [PARSE]: { body: {} } });
    const first = renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('hochladen'));
    expect(await screen.findByText(printoutMessages.nothingFound)).toBeInTheDocument();
    first.unmount();

    mockApi({ [PARSE]: apiError(422, printoutMessages.failed) });
    const second = renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('hochladen'));
    expect(
      await screen.findByText(
        'Die Datei konnte nicht analysiert werden. Bitte überprüfen Sie, ob sie das richtige Format hat und erneut versuchen.',
      ),
    ).toBeInTheDocument();
    second.unmount();

    mockApi({ [PARSE]: apiError(504, printoutMessages.timeout) });
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('hochladen'));
    expect(await screen.findByText(printoutMessages.timeout)).toBeInTheDocument();
  });

  it('aborts after 30 seconds with the timeout text', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('abgebrochen', 'AbortError'))),
          ),
      ),
    );
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('hochladen'));
    expect(screen.getByText(printoutMessages.parsing)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.queryByText('Die Analyse wurde abgebrochen, da die Datei mehr als 30 Sekunden benötigt.')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(
      screen.getByText('Die Analyse wurde abgebrochen, da die Datei mehr als 30 Sekunden benötigt.'),
    ).toBeInTheDocument();
  });
});

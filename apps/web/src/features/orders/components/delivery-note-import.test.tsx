import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryImport } from '@baustellendoku/domain';
import { ApiError } from '@/lib/api-client';
import { DeliveryNoteImport } from './delivery-note-import';

const posted: { path: string; file: File }[] = [];
let answer: () => Promise<DeliveryImport>;

vi.mock('@/lib/upload-file', () => ({
  postFile: (path: string, file: File) => {
    posted.push({ path, file });
    return answer();
  },
}));

const line = (lineId: string, material: string, amountInTons: string) => ({
  lineId,
  material,
  amountInTons,
  quantity: { value: amountInTons, unitCode: 'TNE' },
  articleNumber: null,
});
const note = (lines: DeliveryImport['lines']): DeliveryImport => ({
  file: { id: 'f1', fileName: 'LS.xml', url: '/backend/api/file/f1' },
  reference: 'LS-7',
  deliveryDate: '2026-11-27',
  supplier: 'Kieswerk Nord',
  vehicleRegistration: null,
  lines,
});

function choose() {
  fireEvent.change(screen.getByTestId('delivery-note-import-input'), {
    target: { files: [new File(['<x/>'], 'LS.xml', { type: 'application/xml' })] },
  });
}

describe('DeliveryNoteImport', () => {
  beforeEach(() => {
    posted.length = 0;
  });

  it('sends the file to the order and hands over the only line', async () => {
    const onImported = vi.fn();
    const single = note([line('1', 'Sand 0/2', '12.345')]);
    answer = async () => single;
    render(<DeliveryNoteImport orderId="o-1" onImported={onImported} />);
    expect(screen.getByRole('button', { name: 'Lieferschein importieren' })).toBeInTheDocument();
    choose();
    await screen.findByText(/Übernommen: Pos\. 1 · Sand 0\/2 · 12,345\s?t/);
    expect(posted[0]!.path).toBe('/order/o-1/delivery/import');
    expect(onImported).toHaveBeenCalledWith(single, single.lines[0]);
  });

  it('lets the user pick one of several lines', async () => {
    const onImported = vi.fn();
    const several = note([line('1', 'Sand 0/2', '12.345'), line('2', 'Kies 2/32', '8.5')]);
    answer = async () => several;
    render(<DeliveryNoteImport orderId="o-1" onImported={onImported} />);
    choose();
    await screen.findByText('Der Lieferschein hat 2 Positionen. Welche ist diese Anlieferung?');
    expect(onImported).toHaveBeenLastCalledWith(several, null);
    fireEvent.click(screen.getByRole('button', { name: /Pos\. 2 · Kies 2\/32/ }));
    expect(onImported).toHaveBeenLastCalledWith(several, several.lines[1]);
    expect(screen.getByRole('button', { name: /Pos\. 2 · Kies 2\/32/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the server's German reason inline", async () => {
    const onImported = vi.fn();
    const message = 'Die Datei ist eine Rechnung (Invoice), kein Lieferschein (UBL DespatchAdvice).';
    answer = () => Promise.reject(new ApiError(422, 'Unprocessable Entity', { message, code: 422, payload: {} }));
    render(<DeliveryNoteImport orderId="o-1" onImported={onImported} />);
    choose();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onImported).not.toHaveBeenCalled();
  });
});

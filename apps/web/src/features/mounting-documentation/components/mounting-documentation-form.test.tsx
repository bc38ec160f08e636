import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/domain-form';
import { formPathOfViolation, type MountingDocumentationPayload } from '../form-schema';
import type { MountingDocumentation } from '../types';
import { MountingDocumentationForm, useMountingDocumentationForm } from './mounting-documentation-form';

const orderId = '0b0f6f0e-4a8f-4f55-9a51-2d3c3f7f1a11';
const stored: MountingDocumentation = {
  mountingDocumentationId: 'd1',
  projectId: 'p1',
  gridField: 'A12/05',
  orders: [orderId],
  orderReferences: [{ orderId, orderNumber: 'B-1' }],
  mountingDate: '2026-05-04',
  fillingHeightInMeters: 243.75,
  isLimed: false,
  limingInformation: null,
  document: null,
  createdAt: '2026-05-04T08:00:00.000Z',
  recordedAt: null,
  createdBy: null,
  updatedAt: null,
  updatedBy: null,
};

function Harness({
  send,
  documentation,
}: {
  send: (payload: MountingDocumentationPayload) => Promise<void>;
  documentation?: MountingDocumentation;
}) {
  const form = useMountingDocumentationForm(documentation);
  return (
    <MountingDocumentationForm
      form={form}
      orderOptions={[{ value: orderId, label: 'B-1 · BM-0' }]}
      onSubmit={submitHandler(form, send, { failure: 'Nicht gespeichert', fieldOf: formPathOfViolation })}
      onCancel={() => undefined}
      submitLabel="Speichern"
    />
  );
}

const violations = (list: { propertyPath: string; title: string }[]) =>
  new ApiError(422, 'Unprocessable Entity', {
    message: 'Die Eingaben sind nicht gültig.',
    code: 422,
    payload: { violations: list },
  });

describe('installation documentation form', () => {
  it('sends field/NN without liming and marks both grid inputs on a server violation of gridField', async () => {
    const send = vi.fn(async () => {
      throw violations([
        { propertyPath: 'gridField', title: 'Dieses Rasterfeld gibt es in diesem Projekt nicht.' },
        { propertyPath: 'orders.0', title: 'Diese Bestellung ist nicht freigegeben oder wurde deaktiviert.' },
      ]);
    });
    render(<Harness send={send} documentation={stored} />);
    const field = screen.getByLabelText(/^Rasterfeld\s*\*?$/);
    const suffix = screen.getByLabelText('Rasterfeld-Suffix');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Dieses Rasterfeld gibt es in diesem Projekt nicht.');
    expect(send).toHaveBeenCalledWith({
      gridField: 'A12/05',
      orders: [orderId],
      mountingDate: '2026-05-04',
      fillingHeightInMeters: 243.75,
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(suffix).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Diese Bestellung ist nicht freigegeben oder wurde deaktiviert.')).toBeInTheDocument();
  });

  it('marks only the grid input the browser finds wrong, and shows the liming fields on "Ja"', async () => {
    const send = vi.fn(async () => undefined);
    render(<Harness send={send} />);
    expect(screen.queryByLabelText(/^Datum der Kalkung/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Rasterfeld\s*\*?$/), 'A012');
    await userEvent.type(screen.getByLabelText('Rasterfeld-Suffix'), '3');
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Dieses Format ist nicht valide');
    expect(screen.getByLabelText(/^Rasterfeld\s*\*?$/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Rasterfeld-Suffix')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Es muss mindestens eine Bestellung ausgewählt werden')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Datum der Kalkung/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Dieses Feld ist ein Pflichtfeld').length).toBeGreaterThanOrEqual(5),
    );
    expect(send).not.toHaveBeenCalled();
  });
});

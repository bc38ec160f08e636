import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImportsOf } from '../../../../scripts/runtime-imports.js';
import { dashboardCaptureSchema, deliveryNoteSelectionSchema } from './dashboard-forms.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('dashboard cards', () => {
  it('capture needs the pile and at least 1 t', () => {
    expect(messagesOf(dashboardCaptureSchema.safeParse({ wreckingPileId: '', amountInTons: null }))).toEqual([
      ['amountInTons', 'Dies ist ein Pflichtfeld'],
      ['wreckingPileId', 'Dies ist ein Pflichtfeld'],
    ]);
  });

  it('the delivery-note selector needs pile and material', () => {
    expect(messagesOf(deliveryNoteSelectionSchema.safeParse({ wreckingPileId: '', material: '' }))).toEqual([
      ['wreckingPileId', 'Dieses Feld ist ein Pflichtfeld'],
      ['material', 'Dieses Feld ist ein Pflichtfeld'],
    ]);
  });

  // Decision 0840: the cards load on the dashboard below its first rows; building every processing
  // schema there (delivery notes with their receipt signatures, lab values) cost a phone ~0.1 s.
  it('builds none of the processing schemas: the module reaches neither them nor the receipt signatures', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const target of runtimeImportsOf(file)) visit(target);
    };
    visit(path.join(import.meta.dirname, 'dashboard-forms.ts'));
    const names = [...reached].map((file) => path.relative(path.join(import.meta.dirname, '..'), file));
    expect(names).toContain('ebv/dashboard-forms.ts');
    expect(names).toContain('site-time-schema.ts');
    expect(names).not.toContain('ebv/processing-schemas.ts');
    expect(names).not.toContain('orders/receipt-signature-schema.ts');
  });
});

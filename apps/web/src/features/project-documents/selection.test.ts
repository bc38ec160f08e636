import { describe, expect, it } from 'vitest';
import { allFileIds, checkStateOf, fileTypeLabel, groupFileIds, selectedInOrder, setChecked } from './selection';
import type { DocumentGroup } from './types';

const file = (id: string) => ({
  id,
  label: id,
  createdAt: '2026-05-04T08:00:00.000Z',
  createdBy: null,
  contentType: 'application/pdf',
  file: { id, fileName: `${id}.pdf`, url: `/f/${id}` },
});
const groups: DocumentGroup[] = [
  { label: 'Projektpläne', subCategories: [{ label: 'Lagepläne', files: [file('a')] }] },
  {
    label: 'Bestellungen & Anlieferungen',
    subCategories: [
      { label: 'Bestellung 1', files: [file('b'), file('c')] },
      { label: 'Bestellung 2', files: [file('d')] },
    ],
  },
];

describe('document selection', () => {
  it('is checked, partly checked or unchecked per level', () => {
    const order = groups[1]!;
    expect(checkStateOf(groupFileIds(order), new Set())).toBe(false);
    expect(checkStateOf(groupFileIds(order), new Set(['b']))).toBe('indeterminate');
    expect(checkStateOf(groupFileIds(order), new Set(['b', 'c', 'd']))).toBe(true);
    expect(checkStateOf([], new Set(['b']))).toBe(false);
  });

  it('checks and unchecks a whole level and keeps the page order', () => {
    let selected = setChecked(new Set(), groupFileIds(groups[1]!), true);
    selected = setChecked(selected, ['a'], true);
    expect(selectedInOrder(groups, selected)).toEqual(['a', 'b', 'c', 'd']);
    selected = setChecked(selected, ['b', 'c'], false);
    expect(selectedInOrder(groups, selected)).toEqual(['a', 'd']);
    // A file no longer listed is never sent.
    expect(selectedInOrder(groups, new Set(['zz', 'd']))).toEqual(['d']);
    expect(allFileIds(groups)).toHaveLength(4);
  });

  it('names file types', () => {
    expect(fileTypeLabel('application/pdf', 'x.pdf')).toBe('PDF');
    expect(fileTypeLabel('image/png', 'x.png')).toBe('PNG');
    expect(fileTypeLabel(undefined, 'plan.dwg')).toBe('DWG');
  });
});

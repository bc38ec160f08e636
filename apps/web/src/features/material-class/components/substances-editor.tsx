// Single substances of a sum parameter (§ 10 (4)): each with its measured value, or below the
// detection limit (counts 0), or below the quantification limit (counts half of it).
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SubstanceRow } from '../lab-values';
import { labValueError } from '../lab-values';

const kinds: { value: SubstanceRow['kind']; label: string }[] = [
  { value: 'value', label: 'Messwert' },
  { value: 'detection', label: '< Nachweisgrenze' },
  { value: 'quantification', label: '< Bestimmungsgrenze' },
];

export function SubstancesEditor({
  label,
  rows,
  onChange,
}: {
  label: string;
  rows: SubstanceRow[];
  onChange: (rows: SubstanceRow[]) => void;
}) {
  const update = (index: number, change: Partial<SubstanceRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <div
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      role="group"
      aria-label={`Einzelstoffe ${label}`}
    >
      <p className="text-xs text-slate-500">
        Unter der Nachweisgrenze zählt 0, unter der Bestimmungsgrenze die halbe Bestimmungsgrenze (§ 10 Absatz 4).
      </p>
      {rows.map((row, index) => {
        const error = row.kind === 'detection' ? null : labValueError(row.amount);
        return (
          <div
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_7rem_auto]"
          >
            <Input
              aria-label={`Einzelstoff ${index + 1}`}
              placeholder="Einzelstoff"
              value={row.name}
              className="col-span-2 sm:col-span-1"
              onChange={(event) => update(index, { name: event.target.value })}
            />
            <Select
              aria-label={`Angabe zu Einzelstoff ${index + 1}`}
              value={row.kind}
              options={kinds}
              onChange={(kind) => update(index, { kind: (kind ?? 'value') as SubstanceRow['kind'] })}
            />
            <Input
              aria-label={row.kind === 'quantification' ? `Bestimmungsgrenze ${index + 1}` : `Wert ${index + 1}`}
              inputMode="decimal"
              disabled={row.kind === 'detection'}
              value={row.kind === 'detection' ? '' : row.amount}
              aria-invalid={Boolean(error)}
              className="text-right"
              onChange={(event) => update(index, { amount: event.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Einzelstoff ${index + 1} entfernen`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
            {error ? <p className="col-span-full text-xs text-danger-700">{error}</p> : null}
          </div>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange([...rows, { name: '', kind: 'value', amount: '' }])}
      >
        <Plus aria-hidden /> Einzelstoff hinzufügen
      </Button>
    </div>
  );
}

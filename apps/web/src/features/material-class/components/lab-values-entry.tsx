// Lab values of one sample as a table of the parameters the material needs, with units; paste a
// table from a spreadsheet (into the table or the paste box) or import the lab's CSV. Reusable:
// the batch analytic embeds it with its own state.
import { useId, useState, type ClipboardEvent } from 'react';
import { ClipboardPaste, FileUp } from 'lucide-react';
import {
  isSoil,
  materialParameters,
  parameterLabel,
  parametersOf,
  parseLabTable,
  sumOfSingleSubstances,
  unitOf,
  type LabTableProblem,
  type MaterialCode,
  type ParameterKey,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { countedRows, labValueError, mergeTable, readLabFile, type LabEntry } from '../lab-values';
import { SubstancesEditor } from './substances-editor';

export function LabValuesEntry({
  material,
  entry,
  onChange,
}: {
  material: MaterialCode;
  entry: LabEntry;
  onChange: (entry: LabEntry) => void;
}) {
  const { values } = entry;
  const [problems, setProblems] = useState<LabTableProblem[]>([]);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const fileId = useId();
  const base = parametersOf(material);
  const extra = isSoil(material)
    ? parametersOf(material, { withTable4: true }).filter((key) => !base.includes(key))
    : [];

  const applyTable = (text: string) => {
    const table = parseLabTable(text, material);
    setProblems(table.problems);
    onChange({ ...entry, values: mergeTable(values, table) });
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.trim())) return;
    event.preventDefault();
    applyTable(text);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setPasteOpen((open) => !open)}
          aria-expanded={pasteOpen}
        >
          <ClipboardPaste aria-hidden /> Tabelle einfügen
        </Button>
        <Button type="button" variant="secondary" asChild>
          <label htmlFor={fileId} className="cursor-pointer">
            <FileUp aria-hidden /> CSV importieren
          </label>
        </Button>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="sr-only"
          aria-label="CSV-Datei des Labors"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) applyTable(await readLabFile(file));
          }}
        />
      </div>
      {pasteOpen ? (
        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
          <label htmlFor={`${fileId}-paste`} className="block text-sm font-medium text-slate-800">
            Laborwerte einfügen
          </label>
          <p className="text-xs text-slate-500">
            Je Zeile Parameter, Wert und Einheit – aus der Tabellenkalkulation kopiert (tabulatorgetrennt) oder als CSV
            mit Semikolon; Dezimalkomma oder -punkt.
          </p>
          <Textarea
            id={`${fileId}-paste`}
            rows={6}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            className="font-mono text-sm"
          />
          <div className="flex justify-end">
            <Button
              type="button"
              onClick={() => {
                applyTable(pasted);
                setPasted('');
                setPasteOpen(false);
              }}
            >
              Übernehmen
            </Button>
          </div>
        </div>
      ) : null}
      {problems.length ? (
        <Alert tone="warning" title="Nicht übernommene Zeilen">
          <ul className="list-disc space-y-0.5 pl-4">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                {problem.line ? `Zeile ${problem.line} (${problem.text.replace(/\t/g, ' · ')}): ` : ''}
                {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div onPaste={onPaste}>
        <ValuesTable keys={base} entry={entry} onChange={onChange} />
        {extra.length ? (
          <details className="mt-4">
            <summary className="cursor-pointer py-2 text-sm font-medium text-slate-700">
              Tabelle 4 – bei Hinweisen auf diese Schadstoffe (§ 14 Absatz 1)
            </summary>
            <ValuesTable keys={extra} entry={entry} onChange={onChange} />
          </details>
        ) : null}
      </div>
    </div>
  );
}

function ValuesTable({
  keys,
  entry,
  onChange,
}: {
  keys: ParameterKey[];
  entry: LabEntry;
  onChange: (entry: LabEntry) => void;
}) {
  const [open, setOpen] = useState<ParameterKey | null>(null);
  const { values, substances } = entry;
  return (
    <table className="w-full text-sm" data-testid="lab-values">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <th className="py-2 pr-2 font-medium">Parameter</th>
          <th className="w-20 py-2 pr-2 font-medium">Einheit</th>
          <th className="w-32 py-2 text-right font-medium sm:w-36">Messwert</th>
        </tr>
      </thead>
      <tbody>
        {keys.flatMap((key) => {
          const id = `lab-value-${key}`;
          const rows = substances[key] ?? [];
          const counted = countedRows(rows);
          const fromSubstances = counted.length > 0;
          const error = fromSubstances ? null : labValueError(values[key]);
          const label = parameterLabel(key);
          const row = (
            <tr key={key} className="border-b border-slate-100 align-top">
              <td className="py-1.5 pr-2">
                <label htmlFor={id} className="block pt-2.5 text-slate-800">
                  {label}
                </label>
                {materialParameters[key].isSum ? (
                  <button
                    type="button"
                    className="tap-target text-xs text-brand-700 underline-offset-2 hover:underline"
                    aria-expanded={open === key}
                    aria-label={`Einzelstoffe ${label}`}
                    onClick={() => {
                      setOpen(open === key ? null : key);
                      if (rows.length === 0)
                        onChange({
                          ...entry,
                          substances: { ...substances, [key]: [{ name: '', kind: 'value', amount: '' }] },
                        });
                    }}
                  >
                    Einzelstoffe{rows.length ? ` (${rows.length})` : ''}
                  </button>
                ) : null}
              </td>
              <td className="py-1.5 pr-2 pt-4 text-slate-500">{unitOf(key) || '–'}</td>
              <td className="py-1.5">
                <Input
                  id={id}
                  name={key}
                  inputMode="decimal"
                  autoComplete="off"
                  readOnly={fromSubstances}
                  className="h-11 text-right tabular-nums read-only:bg-slate-50 sm:h-10"
                  value={
                    fromSubstances ? sumOfSingleSubstances(key, counted).value.replace('.', ',') : (values[key] ?? '')
                  }
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange({ ...entry, values: { ...values, [key]: event.target.value } })}
                />
                {fromSubstances ? (
                  <p className="mt-1 text-right text-xs text-slate-500">Summe der Einzelstoffe</p>
                ) : null}
                {error ? (
                  <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-danger-700">
                    {error}
                  </p>
                ) : null}
              </td>
            </tr>
          );
          if (open !== key) return [row];
          return [
            row,
            <tr key={`${key}-substances`} className="border-b border-slate-100">
              <td colSpan={3} className="pb-3">
                <SubstancesEditor
                  label={label}
                  rows={rows}
                  onChange={(next) => onChange({ ...entry, substances: { ...substances, [key]: next } })}
                />
              </td>
            </tr>,
          ];
        })}
      </tbody>
    </table>
  );
}

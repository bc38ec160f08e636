// The rows of one loading: each pairs a normal stress stage σ0 (MN/m², the form's `subsidence`,
// pre-filled with the spec's stages) with a dial gauge reading (mm, `compression`), then a sums row.
import { get, useFormContext, useWatch } from 'react-hook-form';
import type { StaticLoadFormValues } from '@baustellendoku/domain';
import { NumberInput } from '@/components/ui/number-input';
import { useFieldController } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import { formatReading } from './format-results';

export type RowGroup = {
  title: string;
  stressName: 'initialSubsidence.load' | 'initialSubsidence.unload' | 'secondSubsidence.load';
  readingName: 'initialCompressions.load' | 'initialCompressions.unload' | 'secondCompressions.load';
  rows: number;
  /** The row that may stay empty (7th first-load row, 6th second-load row). */
  optionalRow?: number;
};

type FieldError = { message?: string } | undefined;

function RowInput({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useFieldController(name);
  return (
    <NumberInput
      ref={field.ref}
      value={field.value as number | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      aria-label={label}
      aria-invalid={Boolean(fieldState.error)}
      className={cn('min-w-0', fieldState.error ? 'border-danger-500' : undefined)}
    />
  );
}

function RowError({ names }: { names: string[] }) {
  const { formState } = useFormContext();
  const message = names.map((name) => (get(formState.errors, name) as FieldError)?.message).find(Boolean);
  return message ? (
    <p role="alert" className="text-xs text-danger-700">
      {message}
    </p>
  ) : null;
}

const sum = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((total, value) => total + (typeof value === 'number' && Number.isFinite(value) ? value : 0), 0);

/** Header of the two columns, shared by all groups of a step. */
export function LoadRowsHeader() {
  return (
    <div className="grid grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)] gap-2 px-1 text-xs font-medium text-slate-600 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)]">
      <span>Stufe</span>
      <span className="text-right">Normalspannung σ₀ (MN/m²)</span>
      <span className="text-right">Messuhr s (mm)</span>
    </div>
  );
}

export function LoadRows({ group, prefix }: { group: RowGroup; prefix: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">{group.title}</h3>
      {Array.from({ length: group.rows }, (_, row) => {
        const stress = `${group.stressName}.${row}`;
        const reading = `${group.readingName}.${row}`;
        return (
          <div key={row} className="space-y-1">
            <div className="grid grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)]">
              <span className="px-1 text-sm text-slate-600 tabular-nums">
                {prefix}
                {row + 1}
                {row === group.optionalRow ? <span className="ml-1 text-xs text-slate-500">(opt.)</span> : null}
              </span>
              <RowInput name={stress} label={`${group.title} ${row + 1}: Normalspannung`} />
              <RowInput name={reading} label={`${group.title} ${row + 1}: Messuhr`} />
            </div>
            <RowError names={[stress, reading]} />
          </div>
        );
      })}
    </div>
  );
}

/** Σσ₀ and Σs of the given groups; the dial sum is multiplied by the lever-arm factor (spec §5). */
export function SumsRow({ groups }: { groups: RowGroup[] }) {
  const values = useWatch() as StaticLoadFormValues;
  const lever = typeof values.liftingArm === 'number' && values.liftingArm > 0 ? values.liftingArm : 1;
  const read = (name: string) => (get(values, name) as (number | null)[] | undefined) ?? [];
  const stresses = groups.flatMap((group) => read(group.stressName));
  const readings = groups.flatMap((group) => read(group.readingName));
  return (
    <div
      className="grid grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)] gap-2 border-t border-slate-200 pt-2 text-sm font-semibold text-slate-900 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)]"
      data-testid="sums-row"
    >
      <span className="px-1">Summe</span>
      <span className="px-3 text-right tabular-nums">{formatReading(sum(stresses))}</span>
      <span className="px-3 text-right tabular-nums">{formatReading(sum(readings) * lever)}</span>
    </div>
  );
}

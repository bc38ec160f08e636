// Summary of one loading: A0, A1, A2, D, D2, D3 and the modulus (plus max load for the first);
// used by the wizard (live calculation) and the detail (stored results).
import { formatDeterminant, formatResult } from './format-results';

/** 'NaN' stays bare; a number carries its unit. */
export const withUnit = (value: number, unit: string) =>
  // A no-break space keeps the unit with its number ("30,12 MN/m²" never wraps).
  Number.isFinite(value) ? `${formatResult(value)}\u00a0${unit}` : 'NaN';

export type LoadingResults = { a0: number; a1: number; a2: number; d0: number; d2: number; d3: number; ev: number };

export type SummaryItem = { label: string; value: string; emphasis?: boolean };

export function loadingSummaryItems(results: LoadingResults, evLabel: 'Ev1' | 'Ev2', maxLoad?: number): SummaryItem[] {
  return [
    { label: 'A0', value: formatResult(results.a0) },
    { label: 'A1', value: formatResult(results.a1) },
    { label: 'A2', value: formatResult(results.a2) },
    { label: 'D', value: formatDeterminant(results.d0) },
    { label: 'D2', value: formatDeterminant(results.d2) },
    { label: 'D3', value: formatDeterminant(results.d3) },
    { label: evLabel, value: withUnit(results.ev, 'MN/m²'), emphasis: true },
    ...(maxLoad === undefined ? [] : [{ label: 'Max. Last', value: withUnit(maxLoad, 'MN/m²') }]),
  ];
}

export function SummaryGrid({ items, testId }: { items: SummaryItem[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4" data-testid={testId}>
      {items.map((item) => (
        <div key={item.label} className={item.emphasis ? 'rounded-md bg-brand-50 px-2 py-1' : 'px-2 py-1'}>
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd
            className={
              item.emphasis
                ? 'text-lg font-semibold text-slate-900 tabular-nums'
                : 'text-sm text-slate-900 tabular-nums'
            }
            data-label={item.label}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

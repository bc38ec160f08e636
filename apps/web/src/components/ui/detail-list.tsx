import type { ReactNode } from 'react';
import { siteTimeText } from '@baustellendoku/domain';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/** The spec's text for an empty value on detail screens. */
export const NO_VALUE = 'Keine Angabe';

export type DetailItem = {
  label: ReactNode;
  value: ReactNode;
  /** Numbers read better right-aligned on wide screens. */ numeric?: boolean;
  wide?: boolean;
};

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Label/value pairs of a detail screen in two columns (one on phones). Empty values read
 * "Keine Angabe" so a missing entry is visibly missing, not forgotten.
 */
export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2', className)}>
      {items.map((item, index) => (
        <div key={index} className={cn('min-w-0', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
          <dd
            className={cn(
              'mt-1 text-[15px] break-words whitespace-pre-line text-slate-900',
              item.numeric && 'tabular-nums',
            )}
          >
            {isEmpty(item.value) ? <span className="text-slate-500">{NO_VALUE}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Audited = {
  createdBy?: { name: string } | null;
  createdAt: string;
  /** A field entry's site time: shown instead of the arrival, with it where both differ (decision 0390). */
  recordedAt?: string | null;
  updatedBy?: { name: string } | null;
  updatedAt?: string | null;
};

/** "Angelegt von/am" and, once changed, "Zuletzt geändert von/am" for a Details card. */
export function auditItems(record: Audited, verb = 'Angelegt'): DetailItem[] {
  return [
    { label: `${verb} von`, value: record.createdBy?.name },
    { label: `${verb} am`, value: siteTimeText(record.recordedAt, record.createdAt, formatDateTime) },
    ...(record.updatedAt
      ? [
          { label: 'Zuletzt geändert von', value: record.updatedBy?.name },
          { label: 'Zuletzt geändert am', value: formatDateTime(record.updatedAt) },
        ]
      : []),
  ];
}

// The verdict of EBV Anlage 2 for each of the project's Einbauweisen, with reason and readable
// footnotes: the compliance assistant's list, shown for an order's material and for a batch's class;
// and the same list loaded for the chosen material class (order form, approve screen).
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { MethodVerdict } from '@baustellendoku/domain';
import { useMaterialAdmissibility } from './api';
import { mountingMethodLabel, VerdictBadge } from './verdict-parts';

export function AdmissibilityList({ items }: { items: MethodVerdict[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        Für das Projekt sind noch keine Einbauweisen hinterlegt (Einstellungen der Bodeneinbau-Dokumentation).
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Zulässigkeit nach EBV Anlage 2">
      {items.map((item) => (
        <li key={item.mountingMethod} className="space-y-1.5 py-2.5 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <span className="min-w-0 text-sm font-medium text-slate-900">
              {mountingMethodLabel(item.mountingMethod)}
            </span>
            <VerdictBadge verdict={item.verdict} marks={item.marks} />
          </div>
          <p className="text-sm text-slate-600">{item.reason}</p>
          {item.footnotes.length > 0 ? (
            <ul className="space-y-1 rounded-md bg-warning-50 px-3 py-2 text-sm text-slate-700">
              {item.footnotes.map((footnote) => (
                <li key={footnote.number}>
                  <span className="font-medium">Fußnote {footnote.number}:</span> {footnote.text}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Loads and shows the verdicts of one material class; nothing until a class is chosen. */
export function MaterialAdmissibility({
  projectId,
  materialClass,
  children,
}: {
  projectId: string;
  materialClass: string | null;
  children?: (items: MethodVerdict[]) => ReactNode;
}) {
  const verdicts = useMaterialAdmissibility(projectId, materialClass);
  if (!materialClass) return null;
  return (
    <section
      aria-label="Zulässigkeit in den Einbauweisen des Projekts"
      className="rounded-lg border border-slate-200 bg-white px-4 py-3 sm:col-span-2"
    >
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Zulässigkeit nach EBV Anlage 2</h3>
      {verdicts.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : verdicts.isError ? (
        <Alert tone="warning">{errorMessage(verdicts.error)}</Alert>
      ) : (
        <>
          <AdmissibilityList items={verdicts.data} />
          {children?.(verdicts.data)}
        </>
      )}
    </section>
  );
}

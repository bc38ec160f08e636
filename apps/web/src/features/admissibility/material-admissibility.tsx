// The verdicts of the chosen material class, loaded as soon as one is chosen: in the order form and
// on the approve screen.
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { MethodVerdict } from '@baustellendoku/domain';
import { AdmissibilityList } from '@/features/admissibility/admissibility-list';
import { useMaterialAdmissibility } from './api';

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

import { Construction } from 'lucide-react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { useProject } from '@/lib/queries/projects';
import { paths } from '@/app/paths';

/** A screen that is not built yet: its real title, breadcrumbs and a clear "in Arbeit" notice. */
export function PlaceholderScreen({ title }: { title: string }) {
  const { projectId } = useParams();
  const { data: project } = useProject(projectId);
  const breadcrumbs: Crumb[] = projectId
    ? [{ label: project?.name ?? 'Projekt', href: paths.projectDashboard(projectId) }, { label: title }]
    : [{ label: title }];
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-warning-50 text-warning-700">
          <Construction className="size-5" aria-hidden />
        </div>
        <p className="text-sm font-medium text-slate-800">Diese Ansicht ist in Arbeit.</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500">
          Sobald sie fertig ist, erscheint sie hier automatisch – Ihre Daten bleiben erhalten.
        </p>
      </div>
    </>
  );
}

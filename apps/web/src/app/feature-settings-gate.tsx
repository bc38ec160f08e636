// The frame both feature settings pages share (spec part 1 "Project features"; part 2 and 3
// "Feature settings"): the manage-project rule, breadcrumbs over "Projektfunktionen", the notice
// while project data is incomplete, and the settings query before the form renders.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { Project } from '@/lib/queries/projects';
import { paths } from './paths';
import { ProjectDataIncompleteAlert } from './project-data-incomplete-alert';
import { ProjectRuleGate, QueryErrorScreen } from './project-rule-gate';

type Props<T> = {
  projectId: string;
  /** The feature's name, e.g. "Ersatzbaustoff-Dokumentation". */
  title: string;
  useSettings: (projectId: string) => UseQueryResult<T>;
  children: (project: Project, settings: T, breadcrumbs: Crumb[]) => ReactNode;
};

export function FeatureSettingsGate<T>(props: Props<T>) {
  return (
    <ProjectRuleGate projectId={props.projectId} rule="manageProjectFeatures">
      {(project) => <FeatureSettingsLoader {...props} project={project} />}
    </ProjectRuleGate>
  );
}

function FeatureSettingsLoader<T>({ project, title, useSettings, children }: Props<T> & { project: Project }) {
  const settings = useSettings(project.projectId);
  const breadcrumbs: Crumb[] = [
    { label: project.name, href: paths.projectDashboard(project.projectId) },
    { label: 'Projektfunktionen', href: paths.projectFeatures(project.projectId) },
    { label: title },
  ];
  if (!project.isProjectDataCompleted) {
    return (
      <div className="max-w-4xl">
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <ProjectDataIncompleteAlert projectId={project.projectId}>
          Bitte vervollständigen Sie zuerst die Projekteinstellungen. Danach können Sie die {title} aktivieren.
        </ProjectDataIncompleteAlert>
      </div>
    );
  }
  if (settings.isPending) return <PageSkeleton />;
  if (settings.isError) return <QueryErrorScreen error={settings.error} />;
  return <>{children(project, settings.data, breadcrumbs)}</>;
}

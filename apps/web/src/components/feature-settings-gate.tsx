// The frame both feature settings pages share (spec part 1 "Project features"; part 2 and 3
// "Feature settings"): the manage-project rule, breadcrumbs over "Projektfunktionen", the notice
// while project data is incomplete, and the settings query before the form renders.
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { submitHandler } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectDataIncompleteAlert } from './project-data-incomplete-alert';
import { ProjectRuleGate, QueryErrorScreen } from './project-rule-gate';

/** What the feature's settings form gets once the project and its settings have loaded. */
export type FeatureEditorProps<T> = { project: Project; settings: T; breadcrumbs: Crumb[] };

type Props<T> = {
  projectId: string;
  /** The feature's name, e.g. "Ersatzbaustoff-Dokumentation". */
  title: string;
  useSettings: (projectId: string) => UseQueryResult<T>;
  editor: ComponentType<FeatureEditorProps<T>>;
};

export function FeatureSettingsGate<T>(props: Props<T>) {
  return (
    <ProjectRuleGate projectId={props.projectId} rule="manageProjectFeatures">
      {(project) => <FeatureSettingsLoader {...props} project={project} />}
    </ProjectRuleGate>
  );
}

function FeatureSettingsLoader<T>({ project, title, useSettings, editor: Editor }: Props<T> & { project: Project }) {
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
  return <Editor project={project} settings={settings.data} breadcrumbs={breadcrumbs} />;
}

/**
 * Saving feature settings: the toast says whether the feature was activated or updated, then back
 * to "Projektfunktionen".
 */
export function useFeatureSettingsSubmit<TForm extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TForm, unknown, TOutput>,
  project: Project,
  send: (values: TOutput) => Promise<{ activated?: boolean }>,
  toasts: { activated: string; updated: string },
) {
  const navigate = useNavigate();
  return submitHandler(form, send, {
    success: (saved) => (saved.activated ? toasts.activated : toasts.updated),
    failure: 'Die Einstellungen konnten nicht gespeichert werden',
    then: () => navigate(paths.projectFeatures(project.projectId)),
  });
}

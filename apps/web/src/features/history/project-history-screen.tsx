import { useParams } from 'react-router';
import { History } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/app/paths';
import { asProjectDetails, type ProjectDetails } from '@/lib/project-details';
import { ProjectRuleGate } from '@/app/project-rule-gate';
import { FULL_HISTORY_LIMIT, useHistory } from '@/lib/queries/history';
import { HistoryList } from './history-list';

/** /projects/:projectId/history — "Was zuletzt passiert ist", newest first. */
export function ProjectHistoryScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessProject" showStored>
      {(project) => <ProjectHistory project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

function ProjectHistory({ project }: { project: ProjectDetails }) {
  const history = useHistory(project.projectId, FULL_HISTORY_LIMIT);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Was zuletzt passiert ist"
        description={
          history.isSuccess
            ? `${project.name} · ${history.data.length} ${history.data.length === 1 ? 'Eintrag' : 'Einträge'}`
            : project.name
        }
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Was zuletzt passiert ist' },
        ]}
      />
      {history.isPending ? (
        <ListSkeleton rows={6} />
      ) : history.isError ? (
        <Alert tone="danger">{errorMessage(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <EmptyState
          icon={History}
          title="Noch keine Aktivitäten in diesem Projekt."
          description="Sobald im Projekt etwas angelegt oder geändert wird, erscheint es hier."
        />
      ) : (
        <Card>
          <HistoryList projectId={project.projectId} entries={history.data} backLabel="„Was zuletzt passiert ist“" />
        </Card>
      )}
    </div>
  );
}

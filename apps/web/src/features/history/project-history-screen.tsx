import { useCallback } from 'react';
import { useParams } from 'react-router';
import { History } from 'lucide-react';
import type { HistoryEntry } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/load-more';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { VirtualList } from '@/components/ui/virtual-list';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { usePagedList } from '@/lib/queries/paged-list';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { historyEntryKey, historyPagesQuery } from '@/lib/queries/history';
import { HistoryEntryContent, historyEntryClass } from './history-list';

const TITLE = 'Was zuletzt passiert ist';
const BACK_LABEL = '„Was zuletzt passiert ist“';

/** /projects/:projectId/history — "Was zuletzt passiert ist", newest first. */
export function ProjectHistoryScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessProject" showStored>
      {(project) => <ProjectHistory project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

/**
 * Entries load 100 at a time as the user scrolls, and only those near the view are in the page
 * (decision 0380): the first ones show at once, and years of entries scroll smoothly.
 */
function ProjectHistory({ project }: { project: ProjectDetails }) {
  const { projectId } = project;
  const history = usePagedList(historyPagesQuery(projectId), historyEntryKey);
  const renderEntry = useCallback(
    (entry: HistoryEntry) => <HistoryEntryContent projectId={projectId} entry={entry} backLabel={BACK_LABEL} />,
    [projectId],
  );
  const count = history.total;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={
          count === undefined
            ? project.name
            : `${project.name} · ${formatNumber(count)} ${count === 1 ? 'Eintrag' : 'Einträge'}`
        }
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(projectId) }, { label: TITLE }]}
        secondaryActions={<ExportMenu path={`/history/${projectId}`} query={{}} label="Historie exportieren" />}
      />
      {history.isPending ? (
        <ListSkeleton rows={6} />
      ) : history.isError ? (
        <Alert tone="danger">{errorMessage(history.error)}</Alert>
      ) : history.rows.length === 0 ? (
        <EmptyState
          icon={History}
          title="Noch keine Aktivitäten in diesem Projekt."
          description="Sobald im Projekt etwas angelegt oder geändert wird, erscheint es hier."
        />
      ) : (
        <Card>
          <VirtualList
            rows={history.rows}
            rowKey={historyEntryKey}
            renderRow={renderEntry}
            estimateSize={92}
            total={count}
            onNearEnd={history.loadMore}
            label={TITLE}
            rowClassName={historyEntryClass}
          />
          <ListEnd list={history} moreLabel="Weitere Einträge laden" className="border-t border-slate-100" />
        </Card>
      )}
    </div>
  );
}

// The list screen of plate load tests (dynamic and static, spec part 3 §2): header with the create
// action, the tests on a map, and the table. The two kinds differ only in the data passed in.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import type { RuleName } from '@baustellendoku/domain';
import { useCan } from '@/lib/can';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { LoadTestMap } from '@/features/map/load-test-map';
import { outlineOfProject, type MapPoint } from '@/features/map/map-geometry';

export type LoadTestListKind<T> = {
  accessRule: RuleName;
  createRule: RuleName;
  /** The area's list query (a hook: called once per render of the list). */
  useTests: (projectId: string) => UseQueryResult<T[]>;
  /** "Dynamische Versuche" */
  title: string;
  /** The table's caption, e.g. "Dynamische Plattendruckversuche". */
  caption: string;
  emptyText: string;
  createLabel: string;
  createHref: (projectId: string) => string;
  rowKey: (test: T) => string;
  mapPoint: (projectId: string, test: T) => MapPoint;
  columns: (projectId: string) => Column<T>[];
};

/** The whole screen: the project gate for `accessRule`, then the list. */
export function LoadTestListScreen<T>({ kind }: { kind: LoadTestListKind<T> }) {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule={kind.accessRule} showStored>
      {(project) => <LoadTestList projectId={projectId} project={project} kind={kind} />}
    </ProjectRuleGate>
  );
}

function LoadTestList<T>({
  projectId,
  project,
  kind,
}: {
  projectId: string;
  project: Project;
  kind: LoadTestListKind<T>;
}) {
  const list = kind.useTests(projectId);
  const allowed = useCan(projectId);
  const { mapPoint } = kind;
  const points = useMemo(
    () => (list.data ?? []).map((test) => mapPoint(projectId, test)),
    [list.data, projectId, mapPoint],
  );
  if (list.isError) return <QueryErrorScreen error={list.error} />;
  const createButton = allowed(kind.createRule) ? (
    <Button asChild>
      <Link to={kind.createHref(projectId)}>
        <Plus aria-hidden />
        {kind.createLabel}
      </Link>
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title={kind.title}
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(projectId) }, { label: kind.title }]}
        action={createButton}
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : (
        <div className="space-y-5">
          <LoadTestMap points={points} outline={outlineOfProject(project)} showCount />
          <DataTable
            rows={list.data}
            rowKey={kind.rowKey}
            caption={kind.caption}
            empty={<EmptyState title={kind.emptyText} />}
            columns={kind.columns(projectId)}
          />
        </div>
      )}
    </>
  );
}

/** The first column: a link to the test's detail screen. */
export const detailLinkClass = 'font-medium text-slate-900 hover:text-brand-700 hover:underline';

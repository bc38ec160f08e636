// The list screen of plate load tests (dynamic and static, spec part 3 §2): header with the create
// action, every test on a map, and the table, which pages and is searched on the server (decisions
// 0380, 0381). The two kinds differ only in the data passed in.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import type { LoadTestPoint, RuleName } from '@baustellendoku/domain';
import { useCan } from '@/lib/can';
import { usePagedList, type pagedQuery } from '@/lib/queries/paged-list';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import type { FieldEntryKind } from '@/lib/outbox/outbox-entry';
import { PendingEntries } from '@/components/outbox-parts';
import { LoadTestMap } from '@/features/load-tests/load-test-map';
import { outlineOfProject, type MapPoint } from '@/components/map/map-geometry';

export type LoadTestListKind<T> = {
  accessRule: RuleName;
  createRule: RuleName;
  /** The table's pages, searched by grid field or test number. */
  pages: (projectId: string, search: string) => ReturnType<typeof pagedQuery<T>>;
  /** Every test of the project as a marker. */
  points: (projectId: string) => UseQueryOptions<LoadTestPoint[], Error, LoadTestPoint[], readonly unknown[]>;
  /** "Dynamische Versuche" */
  title: string;
  /** The table's caption, e.g. "Dynamische Plattendruckversuche". */
  caption: string;
  emptyText: string;
  createLabel: string;
  createHref: (projectId: string) => string;
  rowKey: (test: T) => string;
  mapPoint: (projectId: string, point: LoadTestPoint) => MapPoint;
  columns: (projectId: string) => Column<T>[];
  /** The field entry of this list: its entries not sent yet show above the map (decision 0390). */
  fieldEntry: FieldEntryKind;
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
  const listSearch = useListSearch();
  const list = usePagedList(kind.pages(projectId, listSearch.search), kind.rowKey);
  const tests = useQuery(kind.points(projectId));
  const allowed = useCan(projectId);
  const { mapPoint } = kind;
  // Stable columns: the table's rows are memoised on them.
  const columns = useMemo(() => kind.columns(projectId), [kind, projectId]);
  const points = useMemo(
    () => (tests.data ?? []).map((point) => mapPoint(projectId, point)),
    [tests.data, projectId, mapPoint],
  );
  if (list.isError || tests.isError) return <QueryErrorScreen error={list.error ?? tests.error} />;
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
      <div className="space-y-5">
        <PendingEntries scope={`project:${projectId}`} kinds={[kind.fieldEntry]} />
        {/* The map decides its start view from the markers it starts with: it waits for them. */}
        {tests.isPending ? (
          <Skeleton className="h-[360px] w-full rounded-lg sm:h-[600px]" />
        ) : (
          <LoadTestMap points={points} outline={outlineOfProject(project)} showCount />
        )}
        <SearchableList
          search={listSearch}
          label={`${kind.title} durchsuchen`}
          placeholder="Rasterfeld oder Versuch-Nr."
          isPending={list.isPending}
          isEmpty={list.rows.length === 0}
          noEntries={<EmptyState title={kind.emptyText} />}
          notFound={(search) => `Kein Versuch gefunden für „${search}“.`}
        >
          <div>
            <DataTable virtual rows={list.rows} rowKey={kind.rowKey} caption={kind.caption} columns={columns} />
            <ListEnd list={list} moreLabel="Weitere Versuche laden" auto />
          </div>
        </SearchableList>
      </div>
    </>
  );
}

/** The first column: a link to the test's detail screen. */
export const detailLinkClass = 'font-medium text-slate-900 hover:text-brand-700 hover:underline';

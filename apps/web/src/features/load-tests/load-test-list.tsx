// The list screen of plate load tests (dynamic and static, spec part 3 §2): header with the create
// action, every test on a map, and the table, which pages and is searched on the server (decisions
// 0380, 0381). The two variants differ only in the data passed in.
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { verdictLabels, verdictResults, type VerdictResult } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/load-more';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/can';
import { usePagedList } from '@/lib/queries/paged-list';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { PendingEntries } from '@/components/outbox-parts';
import { LoadTestMap } from '@/features/load-tests/load-test-map';
import { outlineOfProject } from '@/components/map/map-geometry';
import { loadTestPagesQuery, loadTestPointsQuery } from './api';
import { pointOnMap, type LoadTestRecord, type LoadTestVariant } from './variant';
import { VerdictBadge } from './compaction/verdict-badge';

const verdictOptions = verdictResults.map((result) => ({ value: result, label: verdictLabels[result] }));

export type LoadTestListKind<T extends LoadTestRecord> = {
  variant: LoadTestVariant<T>;
  /** The first column, a link to the detail showing the test's name (`variant.label`). */
  link: { key: string; header: string };
  /** The variant's own columns between the link and the verdict. */
  columns: Column<T>[];
  /** The date column: with the time (dynamic) or without (static). */
  dateFormat?: (date: string) => string;
};

/** The whole screen: the project gate for the variant's access rule, then the list. */
export function LoadTestListScreen<T extends LoadTestRecord>({ kind }: { kind: LoadTestListKind<T> }) {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule={kind.variant.accessRule} showStored>
      {(project) => <LoadTestList projectId={projectId} project={project} kind={kind} />}
    </ProjectRuleGate>
  );
}

function LoadTestList<T extends LoadTestRecord>({
  projectId,
  project,
  kind,
}: {
  projectId: string;
  project: Project;
  kind: LoadTestListKind<T>;
}) {
  const { variant } = kind;
  const listSearch = useListSearch();
  // Only the tests with this verdict (issue 37); the server judges and pages.
  const [verdict, setVerdict] = useState<VerdictResult | null>(null);
  const list = usePagedList(loadTestPagesQuery<T>(variant.resource, projectId, listSearch.search, verdict), variant.id);
  const tests = useQuery(loadTestPointsQuery(variant.resource, projectId));
  const allowed = useCan(projectId);
  // Stable columns: the table's rows are memoised on them.
  const columns = useMemo(
    (): Column<T>[] => [
      testLinkColumn(variant, projectId, kind.link),
      ...kind.columns,
      verdictColumn(),
      ...dateAndCreatorColumns(variant, kind.dateFormat),
    ],
    [kind, variant, projectId],
  );
  const points = useMemo(() => {
    const onMap = pointOnMap(variant);
    return (tests.data ?? []).map((point) => onMap(projectId, point));
  }, [tests.data, projectId, variant]);
  if (list.isError || tests.isError) return <QueryErrorScreen error={list.error ?? tests.error} />;
  const createButton = allowed(variant.createRule) ? (
    <Button asChild>
      <Link to={variant.paths.create(projectId)}>
        <Plus aria-hidden />
        {variant.listTexts.create}
      </Link>
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title={variant.title}
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(projectId) }, { label: variant.title }]}
        action={createButton}
        secondaryActions={
          <ExportMenu
            path={`/${variant.resource}`}
            query={{ projectId, search: listSearch.search || undefined }}
            label={`${variant.title} exportieren`}
          />
        }
      />
      <div className="space-y-5">
        <PendingEntries scope={`project:${projectId}`} kinds={[variant.fieldEntry]} />
        {/* The map decides its start view from the markers it starts with: it waits for them. */}
        {tests.isPending ? (
          <Skeleton className="h-[360px] w-full rounded-lg sm:h-[600px]" />
        ) : (
          <LoadTestMap points={points} outline={outlineOfProject(project)} showCount />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label="Nach Bewertung filtern"
            className="w-full sm:w-64"
            value={verdict}
            onChange={(value) => setVerdict(value as VerdictResult | null)}
            options={verdictOptions}
            placeholder="Alle Bewertungen"
            allowEmpty
          />
        </div>
        <SearchableList
          search={listSearch}
          label={`${variant.title} durchsuchen`}
          placeholder="Rasterfeld oder Versuch-Nr."
          isPending={list.isPending}
          isEmpty={list.rows.length === 0}
          noEntries={
            <EmptyState
              title={verdict ? `Kein Versuch mit der Bewertung „${verdictLabels[verdict]}“.` : variant.listTexts.empty}
            />
          }
          notFound={(search) => `Kein Versuch gefunden für „${search}“.`}
        >
          <div>
            <DataTable
              virtual
              rows={list.rows}
              rowKey={variant.id}
              caption={variant.listTexts.caption}
              columns={columns}
            />
            <ListEnd list={list} moreLabel="Weitere Versuche laden" auto />
          </div>
        </SearchableList>
      </div>
    </>
  );
}

/** The first column: a link to the test's detail screen, named as the test is named. */
function testLinkColumn<T extends LoadTestRecord>(
  variant: LoadTestVariant<T>,
  projectId: string,
  column: { key: string; header: string },
): Column<T> {
  return {
    key: column.key,
    header: column.header,
    primary: true,
    cell: (test) => (
      <Link
        to={variant.paths.detail(projectId, variant.id(test))}
        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {variant.label(test)}
      </Link>
    ),
  };
}

/**
 * The verdict against the layer's requirement (issue 37): a badge with its reason, and the device
 * whose figures it judges (serial number; decision 0680), so a phone shows why without a tooltip.
 */
function verdictColumn<T extends LoadTestRecord>(): Column<T> {
  return {
    key: 'verdict',
    header: 'Bewertung',
    cell: (test) => (
      <div className="space-y-0.5">
        <VerdictBadge verdict={test.verdict} />
        {test.verdict.reason ? (
          <p className="max-w-64 text-xs text-slate-600" aria-hidden>
            {test.verdict.reason}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          {test.device ? `Gerät ${test.device.serialNumber}` : 'Kein registriertes Gerät'}
        </p>
      </div>
    ),
  };
}

/** The last columns of both lists: when the test was made (`format`: with or without the time) and by whom. */
function dateAndCreatorColumns<T extends LoadTestRecord>(
  variant: LoadTestVariant<T>,
  format: (date: string) => string = formatDate,
): Column<T>[] {
  return [
    { key: 'date', header: 'Datum', cell: (test) => format(variant.facts(test).analysedAt) },
    { key: 'creator', header: 'Ersteller', cell: (test) => test.createdBy?.name ?? '' },
  ];
}

// /dynamic-load-analysis — the project's dynamic plate load tests on a map (count in view) and as
// rows: Versuch-Nr., Rasterfeld, Evd, Datum, Ersteller.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/can';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { LoadTestMap } from '@/features/map/load-test-map';
import { outlineOfProject } from '@/features/map/map-geometry';
import { useDynamicLoadAnalyses } from '../api';
import { dynamicMapPoint } from '../map-points';

export function DynamicLoadListScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessDynamicLoadAnalysis">
      {(project) => <DynamicLoadList projectId={projectId} project={project} />}
    </ProjectRuleGate>
  );
}

function DynamicLoadList({ projectId, project }: { projectId: string; project: Project }) {
  const list = useDynamicLoadAnalyses(projectId);
  const allowed = useCan(projectId);
  const points = useMemo(
    () => (list.data ?? []).map((test) => dynamicMapPoint(projectId, test)),
    [list.data, projectId],
  );
  if (list.isError) return <QueryErrorScreen error={list.error} />;
  const createButton = allowed('createDynamicLoadAnalysis') ? (
    <Button asChild>
      <Link to={paths.createDynamicLoadAnalysis(projectId)}>
        <Plus aria-hidden />
        Dynamischen Versuch erfassen
      </Link>
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title="Dynamische Versuche"
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: 'Dynamische Versuche' },
        ]}
        action={createButton}
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : (
        <div className="space-y-5">
          <LoadTestMap points={points} outline={outlineOfProject(project)} showCount />
          <DataTable
            rows={list.data}
            rowKey={(test) => test.dynamicLoadAnalysisId}
            caption="Dynamische Plattendruckversuche"
            empty={<EmptyState title="Es wurde noch kein dynamischer Versuch erfasst." />}
            columns={[
              {
                key: 'number',
                header: 'Versuch-Nr.',
                primary: true,
                cell: (test) => (
                  <Link
                    to={paths.dynamicLoadAnalysisDetail(projectId, test.dynamicLoadAnalysisId)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    Versuch-Nr. {test.number}
                  </Link>
                ),
              },
              { key: 'gridField', header: 'Rasterfeld', cell: (test) => test.dynamicLoadAnalysisData.gridField },
              {
                key: 'evd',
                header: 'Evd',
                align: 'right',
                cell: (test) => formatNumber(test.dynamicLoadAnalysisData.evd, { decimals: 2, unit: 'MN/m²' }),
              },
              { key: 'date', header: 'Datum', cell: (test) => formatDateTime(test.dynamicLoadAnalysisData.analysedAt) },
              { key: 'creator', header: 'Ersteller', cell: (test) => test.createdBy?.name ?? '' },
            ]}
          />
        </div>
      )}
    </>
  );
}

// /static-load-analysis — the project's static plate load tests on a map and as rows (grid field,
// number, Ev2 with 2 decimals, height in m, date, creator), each linking to the detail.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/can';
import { formatDate, formatNumber } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { LoadTestMap } from '@/features/map/load-test-map';
import { outlineOfProject } from '@/features/map/map-geometry';
import { useStaticLoadAnalyses } from '../api';
import { staticMapPoint } from '../map-points';

export function StaticLoadListScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessStaticLoadAnalysis">
      {(project) => <StaticLoadList projectId={projectId} project={project} />}
    </ProjectRuleGate>
  );
}

function StaticLoadList({ projectId, project }: { projectId: string; project: Project }) {
  const list = useStaticLoadAnalyses(projectId);
  const allowed = useCan(projectId);
  const points = useMemo(
    () => (list.data ?? []).map((test) => staticMapPoint(projectId, test)),
    [list.data, projectId],
  );
  if (list.isError) return <QueryErrorScreen error={list.error} />;
  const createButton = allowed('createStaticLoadAnalysis') ? (
    <Button asChild>
      <Link to={paths.createStaticLoadAnalysis(projectId)}>
        <Plus aria-hidden />
        Statischen Versuch erfassen
      </Link>
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title="Statische Versuche"
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: 'Statische Versuche' },
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
            rowKey={(test) => test.staticLoadAnalysisId}
            caption="Statische Plattendruckversuche"
            empty={<EmptyState title="Es wurde noch kein statischer Versuch erfasst." />}
            columns={[
              {
                key: 'gridField',
                header: 'Rasterfeld',
                primary: true,
                cell: (test) => (
                  <Link
                    to={paths.staticLoadAnalysisDetail(projectId, test.staticLoadAnalysisId)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {test.staticLoadAnalysisData.gridField}
                  </Link>
                ),
              },
              { key: 'number', header: 'Versuch-Nr.', align: 'right', cell: (test) => test.number },
              {
                key: 'ev2',
                header: 'Ev2',
                align: 'right',
                cell: (test) =>
                  formatNumber(test.staticLoadAnalysisData.staticLoadRetest.ev, { decimals: 2, unit: 'MN/m²' }),
              },
              {
                key: 'height',
                header: 'Höhe (NHN)',
                align: 'right',
                cell: (test) => formatNumber(test.staticLoadAnalysisData.height / 1000, { decimals: 2, unit: 'm' }),
              },
              { key: 'date', header: 'Datum', cell: (test) => formatDate(test.staticLoadAnalysisData.analysedAt) },
              { key: 'creator', header: 'Ersteller', cell: (test) => test.createdBy?.name ?? '' },
            ]}
          />
        </div>
      )}
    </>
  );
}

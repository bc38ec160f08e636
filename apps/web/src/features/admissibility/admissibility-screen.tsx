// /projects/:projectId/admissibility — "Einbautabelle": every order material class × the
// project's Einbauweisen, coloured by verdict, with the column the site selects and why (issue 15).
// A table on desktop, one card per material on phones (DataTable).
import { useParams } from 'react-router';
import { orderMaterialClass, type AdmissibilityOverview } from '@baustellendoku/domain';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { useAdmissibilityOverview } from './api';
import { mountingMethodLabel, mountingMethodNumberLabel, VerdictBadge } from '@/features/admissibility/verdict-parts';
import { SiteColumnList } from './site-column-summary';
import { CoverSheetCard } from './cover-sheet-card';
import { NoticesCard } from './notices-card';
import { InstalledMaterialCard } from './installed-material-card';

type MaterialRow = AdmissibilityOverview['materials'][number];

const materialLabel = (value: string) => orderMaterialClass.find((option) => option.value === value)?.label ?? value;

export function AdmissibilityScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => <AdmissibilityMatrix projectId={projectId} projectName={project.name} project={project} />}
    </ProjectRuleGate>
  );
}

function AdmissibilityMatrix({
  projectId,
  projectName,
  project,
}: {
  projectId: string;
  projectName: string;
  project: unknown;
}) {
  const overview = useAdmissibilityOverview(projectId);
  if (overview.isError) return <QueryErrorScreen error={overview.error} />;
  return (
    <>
      <PageHeader
        title="Einbautabelle"
        description="Zulässigkeit jeder Materialklasse in den Einbauweisen des Projekts nach EBV Anlage 2, berechnet aus den aktuellen Standortangaben."
        breadcrumbs={[
          { label: projectName, href: paths.projectDashboard(projectId) },
          { label: 'Bestellungen', href: paths.orders(projectId) },
          { label: 'Einbautabelle' },
        ]}
      />
      {overview.isPending ? (
        <ListSkeleton />
      ) : overview.data.mountingMethods.length === 0 ? (
        <EmptyState
          title="Für das Projekt sind noch keine Einbauweisen hinterlegt."
          description="Die Einbauweisen werden in den Einstellungen der Bodeneinbau-Dokumentation gewählt."
        />
      ) : (
        <div className="space-y-5">
          <SiteColumns overview={overview.data} />
          <CoverSheetCard projectId={projectId} exemption={overview.data.deliveryNoteExemption.text} />
          <NoticesCard projectId={projectId} />
          <InstalledMaterialCard projectId={projectId} project={project} />
          <DataTable
            rows={overview.data.materials}
            rowKey={(row) => row.materialClass}
            caption="Einbautabelle"
            columns={matrixColumns(overview.data.mountingMethods)}
          />
        </div>
      )}
    </>
  );
}

function SiteColumns({ overview }: { overview: AdmissibilityOverview }) {
  return (
    <section aria-label="Standort" className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <h2 className="text-[15px] font-semibold text-slate-900">Spalte der Einbautabellen</h2>
      <SiteColumnList columns={overview.siteColumns} />
      <p className="text-xs text-slate-500">
        Einbauweisen: {overview.mountingMethods.map(mountingMethodLabel).join(' · ')}
      </p>
    </section>
  );
}

function matrixColumns(mountingMethods: string[]): Column<MaterialRow>[] {
  return [
    {
      key: 'material',
      header: 'Materialklasse',
      primary: true,
      className: 'md:w-72',
      cell: (row) => (
        <details className="group">
          <summary className="tap-target cursor-pointer list-none font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {materialLabel(row.materialClass)}
            <span className="ml-1 text-xs font-normal text-brand-700 group-open:hidden">Begründung</span>
          </summary>
          <ul className="mt-2 space-y-1.5 text-xs font-normal text-slate-600">
            {row.items.map((item) => (
              <li key={item.mountingMethod}>
                <span className="font-medium text-slate-800">{mountingMethodNumberLabel(item.mountingMethod)}:</span>{' '}
                {item.reason}
                {item.footnotes.map((footnote) => (
                  <span key={footnote.number} className="block pl-2">
                    Fußnote {footnote.number}: {footnote.text}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </details>
      ),
    },
    ...mountingMethods.map((mountingMethod): Column<MaterialRow> => ({
      key: mountingMethod,
      header: <span title={mountingMethodLabel(mountingMethod)}>{mountingMethodNumberLabel(mountingMethod)}</span>,
      cell: (row) => {
        const item = row.items.find((candidate) => candidate.mountingMethod === mountingMethod);
        if (!item) return null;
        return (
          <span title={item.reason} className="inline-flex flex-wrap items-center gap-1">
            <VerdictBadge verdict={item.verdict} marks={item.marks} />
            {item.footnotes.length > 0 ? (
              <span className="text-xs text-slate-500">
                Fn. {item.footnotes.map((footnote) => footnote.number).join(', ')}
              </span>
            ) : null}
          </span>
        );
      },
    })),
  ];
}

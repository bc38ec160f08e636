// /wrecking-pile-overview (spec part 2 §2 "Processed material overview"): a collapsible block per
// pile in processing, all expanded by default with one toggle for all, each with its planned class
// and grain size, total amount, expected raw mass, estimated count of batches and the batches.
import { Link, useParams } from 'react-router';
import { Recycle } from 'lucide-react';
import type { PileOverviewItem } from '@baustellendoku/domain';
import { CollapsibleSection, CollapsibleSections } from '@/components/ui/collapsible-sections';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { formatNumber, formatTons } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/app/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import { BatchList } from '../components/batch-list';
import { labelOf } from '../components/wrecking-pile-parts';
import { usePileOverview } from '../processing-api';

const TITLE = 'Aufbereitetes Material';

export function WreckingPileOverviewScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessWreckingPiles">
      {(project) => <PileOverview project={project} />}
    </ProjectRuleGate>
  );
}

function PileOverview({ project }: { project: Project }) {
  const overview = usePileOverview(project.projectId);
  return (
    <div className="max-w-6xl">
      <PageHeader
        title={TITLE}
        description="Aufbereitetes Material je Miete in Chargen"
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(project.projectId) }, { label: TITLE }]}
      />
      {overview.isPending ? (
        <PageSkeleton />
      ) : overview.isError ? (
        <QueryErrorScreen error={overview.error} />
      ) : overview.data.length === 0 ? (
        <EmptyState
          icon={Recycle}
          title="Es gibt noch kein aufbereitetes Material."
          description="Sobald eine Miete zur Aufbereitung freigegeben ist, erscheint sie hier mit ihren Chargen."
        />
      ) : (
        <CollapsibleSections ids={overview.data.map((pile) => pile.wreckingPileId)}>
          {overview.data.map((pile) => (
            <PileBlock key={pile.wreckingPileId} projectId={project.projectId} pile={pile} />
          ))}
        </CollapsibleSections>
      )}
    </div>
  );
}

function PileBlock({ projectId, pile }: { projectId: string; pile: PileOverviewItem }) {
  return (
    <CollapsibleSection
      id={pile.wreckingPileId}
      title={pile.name}
      count={{ value: pile.batches.length, noun: ['Charge', 'Chargen'] }}
      meta={
        <span className="text-sm text-slate-600">
          {labelOf('grainSizeAndQuality', pile.expectedGrainSizeAndQuality)}
        </span>
      }
    >
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <DetailList
          className="grid-cols-2 lg:grid-cols-4"
          items={[
            {
              label: 'Materialklasse & Körnung',
              value: labelOf('grainSizeAndQuality', pile.expectedGrainSizeAndQuality),
            },
            { label: 'Gesamtmenge', value: formatTons(pile.totalAmountInTons, 1), numeric: true },
            {
              label: 'Erwartete Masse des Rohmaterials',
              value: formatTons(pile.expectedMassOfRawMaterialInTons),
              numeric: true,
            },
            {
              label: 'Geschätzte Anzahl Chargen',
              value: formatNumber(pile.estimatedCountOfBatches),
              numeric: true,
            },
          ]}
        />
        <BatchList
          projectId={projectId}
          wreckingPileId={pile.wreckingPileId}
          batches={pile.batches}
          estimatedCountOfBatches={pile.estimatedCountOfBatches}
          empty={<p className="text-sm text-slate-600">Es wurde noch kein aufbereitetes Material erfasst.</p>}
        />
        <Link
          to={paths.wreckingPileDetail(projectId, pile.wreckingPileId)}
          className="tap-target inline-flex items-center text-sm font-medium text-brand-700 hover:underline"
        >
          Miete einsehen
        </Link>
      </div>
    </CollapsibleSection>
  );
}

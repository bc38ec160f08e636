// /wrecking-pile-overview (spec part 2 §2 "Processed material overview"): a collapsible block per
// pile in processing, all expanded by default with one toggle for all, each with its planned class
// and grain size, total amount, expected raw mass, estimated count of batches and the batches.
// Piles load ten at a time as the user scrolls and are searched by name (decision 0380).
import { Link, useParams } from 'react-router';
import { Recycle } from 'lucide-react';
import type { PileOverviewItem } from '@baustellendoku/domain';
import { CollapsibleSection, CollapsibleSections } from '@/components/ui/collapsible-sections';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/load-more';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { formatNumber, formatTons } from '@/lib/format';
import { usePagedList } from '@/lib/queries/paged-list';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { BatchList } from '../components/batch-list';
import { labelOf } from '../components/wrecking-pile-parts';
import { pileOverviewKey, pileOverviewPagesQuery } from '../processing-api';

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
  const listSearch = useListSearch();
  const overview = usePagedList(pileOverviewPagesQuery(project.projectId, listSearch.search), pileOverviewKey);
  return (
    <div className="max-w-6xl">
      <PageHeader
        title={TITLE}
        description="Aufbereitetes Material je Miete in Chargen"
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(project.projectId) }, { label: TITLE }]}
        secondaryActions={
          <ExportMenu
            path="/wrecking-pile-overview"
            query={{ projectId: project.projectId, search: listSearch.search || undefined }}
            label="Chargen exportieren"
          />
        }
      />
      {overview.isError ? (
        <QueryErrorScreen error={overview.error} />
      ) : (
        <SearchableList
          search={listSearch}
          label="Mieten durchsuchen"
          placeholder="Name der Miete"
          isPending={overview.isPending}
          isEmpty={overview.rows.length === 0}
          noEntries={
            <EmptyState
              icon={Recycle}
              title="Es gibt noch kein aufbereitetes Material."
              description="Sobald eine Miete zur Aufbereitung freigegeben ist, erscheint sie hier mit ihren Chargen."
            />
          }
          notFound={(search) => `Keine Miete gefunden für „${search}“.`}
        >
          <CollapsibleSections ids={overview.rows.map(pileOverviewKey)}>
            {overview.rows.map((pile) => (
              <PileBlock key={pile.wreckingPileId} projectId={project.projectId} pile={pile} />
            ))}
            <ListEnd list={overview} moreLabel="Weitere Mieten laden" auto />
          </CollapsibleSections>
        </SearchableList>
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

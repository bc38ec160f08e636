// /wrecking-pile-inventory — "Lieferscheine" (spec part 2 §2 "Delivery notes overview"): per pile
// released for or in processing its stock per class and soil group with the available tons, the
// delivery notes and the button to create one; expand or collapse all; "Miete einsehen"; and the
// project manager's per-pile permission for machinists (others see it read-only). Piles load ten at
// a time as the user scrolls and are searched by name, as the processed material overview (decisions
// 0380, 0450); expand or collapse all applies to the piles loaded.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Eye, FileCheck2 } from 'lucide-react';
import type { PileInventoryItem } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CollapsibleSection, CollapsibleSections } from '@/components/ui/collapsible-sections';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/load-more';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatTonsToKg } from '@/lib/format';
import { usePagedList } from '@/lib/queries/paged-list';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { availableTonsOf, InventoryStockList } from '../components/inventory-stock';
import { DELEGATION_LABEL, NO_DELIVERY_NOTES_YET, PILE_WITHOUT_STOCK } from '../delivery-note-texts';
import { WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import { pileInventoryKey, pileInventoryPagesQuery, useDeliveryNoteDelegation } from '../processing-api';

const TITLE = 'Lieferscheine';
export function WreckingPileInventoryScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessWreckingPiles">
      {(project) => <WreckingPileInventory project={project} />}
    </ProjectRuleGate>
  );
}

function WreckingPileInventory({ project }: { project: Project }) {
  const listSearch = useListSearch();
  const piles = usePagedList(pileInventoryPagesQuery(project.projectId, listSearch.search), pileInventoryKey);
  // "No delivery notes can be created yet" is known only once every pile is loaded; a search or a
  // further page may still hold stock.
  const noStockAnywhere =
    !listSearch.search && !piles.hasMore && piles.rows.every((pile) => pile.inventory.length === 0);
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Bestand an freigegebenem aufbereitetem Material je Miete"
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(project.projectId) }, { label: TITLE }]}
        secondaryActions={
          <ExportMenu
            lists={[
              { name: 'Bestand', path: '/wrecking-pile-inventory' },
              { name: 'Lieferscheine', path: '/wrecking-pile-inventory/delivery-notes' },
            ]}
            query={{ projectId: project.projectId, search: listSearch.search || undefined }}
            label="Bestand und Lieferscheine exportieren"
          />
        }
      />
      {piles.isError ? (
        <QueryErrorScreen error={piles.error} />
      ) : (
        <SearchableList
          search={listSearch}
          label="Mieten durchsuchen"
          placeholder="Name der Miete"
          isPending={piles.isPending}
          isEmpty={piles.rows.length === 0}
          noEntries={<EmptyState icon={FileCheck2} title={NO_DELIVERY_NOTES_YET} />}
          notFound={(search) => `Keine Miete gefunden für „${search}“.`}
          className="space-y-5"
        >
          {noStockAnywhere ? <EmptyState icon={FileCheck2} title={NO_DELIVERY_NOTES_YET} /> : null}
          <CollapsibleSections ids={piles.rows.map(pileInventoryKey)}>
            {piles.rows.map((pile) => (
              <PileInventorySection key={pile.wreckingPileId} projectId={project.projectId} pile={pile} />
            ))}
            <ListEnd list={piles} moreLabel="Weitere Mieten laden" auto />
          </CollapsibleSections>
        </SearchableList>
      )}
    </>
  );
}

function PileInventorySection({ projectId, pile }: { projectId: string; pile: PileInventoryItem }) {
  return (
    <CollapsibleSection
      id={pile.wreckingPileId}
      title={pile.name}
      meta={
        <>
          {pile.inventory.length > 0 ? (
            <span className="text-sm text-slate-600 tabular-nums">
              {formatTonsToKg(availableTonsOf(pile.inventory))} verfügbar
            </span>
          ) : null}
          <WreckingPileStatusBadge status={pile.status} />
        </>
      }
    >
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <DelegationCheckbox projectId={projectId} pile={pile} />
          <Button asChild variant="secondary" size="sm" className="shrink-0">
            <Link to={paths.wreckingPileDetail(projectId, pile.wreckingPileId)}>
              <Eye aria-hidden />
              Miete einsehen
            </Link>
          </Button>
        </div>
        {pile.inventory.length > 0 ? (
          <InventoryStockList projectId={projectId} pile={pile} />
        ) : (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
            {PILE_WITHOUT_STOCK}
          </p>
        )}
      </div>
    </CollapsibleSection>
  );
}

/** deliveryNoteCreationOnBehalfOfProjectManager: the project manager sets it, everyone else reads it. */
function DelegationCheckbox({ projectId, pile }: { projectId: string; pile: PileInventoryItem }) {
  const allowed = useCan(projectId);
  const delegation = useDeliveryNoteDelegation(projectId, pile.wreckingPileId);
  const mayChange = allowed('allowDeliveryNoteCreationOnBehalfOfProjectManager', pile.status);
  const id = `delegation-${pile.wreckingPileId}`;
  // Set in the click itself: the mutation's pending state renders a moment later, and the box
  // would flip back in between.
  const [requested, setRequested] = useState<boolean | null>(null);
  const change = async (allow: boolean) => {
    setRequested(allow);
    try {
      await delegation.mutateAsync(allow);
      toast.success(
        allow
          ? `Maschinisten dürfen für ${pile.name} Lieferscheine erstellen`
          : `Maschinisten dürfen für ${pile.name} keine Lieferscheine mehr erstellen`,
      );
    } catch (error) {
      toast.error('Die Berechtigung konnte nicht geändert werden', errorMessage(error));
    } finally {
      setRequested(null);
    }
  };
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 max-w-xl cursor-pointer items-start gap-3 text-sm text-slate-800 has-disabled:cursor-default"
    >
      <Checkbox
        id={id}
        className="mt-0.5"
        // While the change is on its way the box shows it (the list refetches afterwards).
        checked={requested ?? pile.deliveryNoteCreationOnBehalfOfProjectManager}
        onCheckedChange={change}
        disabled={!mayChange || delegation.isPending}
      />
      <span>{DELEGATION_LABEL}</span>
    </label>
  );
}

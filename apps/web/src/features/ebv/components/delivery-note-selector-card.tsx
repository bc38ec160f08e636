// The dashboard's create-delivery-note card (spec part 2 §2 "Dashboard delivery-note selector",
// §6): pick a pile and a material, then the create screen opens. Piles with zero total inventory
// are left out; a machinist sees only piles that allow machinists to create notes.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  deliveryNoteSelectionSchema,
  type DeliveryNoteSelection,
  type PileInventoryItem,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { ListEnd } from '@/components/ui/load-more';
import { SearchField, useLocalSearch } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { useCan } from '@/lib/can';
import { formatTonsToKg } from '@/lib/format';
import { usePagedList } from '@/lib/queries/paged-list';
import { paths } from '@/lib/paths';
import { pileInventoryKey, pileInventoryPagesQuery } from '../processing-api';
import { NO_DELIVERY_NOTES_YET } from '../delivery-note-texts';
import { stockLabel } from './inventory-stock';

const TITLE = 'Lieferschein erstellen';

/** A material of a pile as one select value: class and soil group ("rc_1_0_32|" without one). */
const materialKey = (stock: { grainSizeAndQuality: string; soilGroup: string | null }) =>
  `${stock.grainSizeAndQuality}|${stock.soilGroup ?? ''}`;

export function DeliveryNoteSelectorCard({ projectId }: { projectId: string }) {
  const allowed = useCan(projectId);
  if (!allowed('accessWreckingPiles')) return null;
  return <SelectorLoader projectId={projectId} />;
}

function SelectorLoader({ projectId }: { projectId: string }) {
  const allowed = useCan(projectId);
  const listSearch = useLocalSearch();
  const { search } = listSearch;
  const list = usePagedList(pileInventoryPagesQuery(projectId, search), pileInventoryKey);
  const mayCreate = (pile: PileInventoryItem, availableAmountInTons: number) =>
    allowed('createDeliveryNote', pile.status, {
      deliveryNoteCreationOnBehalfOfProjectManager: pile.deliveryNoteCreationOnBehalfOfProjectManager,
      availableAmountInTons,
    });
  // Piles the user may write notes for at all; of those, the ones with stock are offered.
  const permitted = list.rows.filter((pile) => mayCreate(pile, 1));
  const piles = permitted
    .map((pile) => ({ ...pile, inventory: pile.inventory.filter((stock) => stock.availableAmountInTons > 0) }))
    .filter((pile) => pile.inventory.length > 0);
  // Until a page offers a pile, the next one is asked for: whether the card shows at all, and what
  // it says, is known only then.
  const searching = !list.isError && (list.isPending || (piles.length === 0 && list.hasMore));
  const { hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    if (piles.length === 0 && hasMore && !isLoadingMore) loadMore();
  }, [piles.length, hasMore, isLoadingMore, loadMore]);
  // Without a search the card shows only to a user who may write a note for a pile loaded.
  if (!search && (searching || permitted.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby="delivery-note-card">
      <CardHeader title={<span id="delivery-note-card">{TITLE}</span>} />
      <CardBody className="space-y-4">
        {search || hasMore ? (
          <SearchField
            label="Nach Miete suchen"
            placeholder="Name der Miete"
            value={listSearch.text}
            onChange={listSearch.setText}
            className="sm:max-w-none"
          />
        ) : null}
        {piles.length > 0 ? (
          <SelectorForm projectId={projectId} piles={piles} />
        ) : searching ? (
          <p role="status" className="text-sm text-slate-600">
            Wird geladen …
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            {search ? `Keine Miete mit Bestand gefunden für „${search}“.` : NO_DELIVERY_NOTES_YET}
          </p>
        )}
        {piles.length > 0 ? <ListEnd list={list} moreLabel="Weitere Mieten laden" className="px-0 py-0" /> : null}
      </CardBody>
    </Card>
  );
}

function SelectorForm({ projectId, piles }: { projectId: string; piles: PileInventoryItem[] }) {
  const navigate = useNavigate();
  const form = useDomainForm<DeliveryNoteSelection, DeliveryNoteSelection>(deliveryNoteSelectionSchema, {
    wreckingPileId: piles.length === 1 ? piles[0]!.wreckingPileId : '',
    material: '',
  });
  const pileId = useWatch({ control: form.control, name: 'wreckingPileId' });
  const pile = piles.find((candidate) => candidate.wreckingPileId === pileId);
  // A search that no longer offers the chosen pile clears the choice; a single pile is chosen.
  const onlyPileId = piles.length === 1 ? piles[0]!.wreckingPileId : '';
  useEffect(() => {
    if (!pile && pileId !== onlyPileId) form.setValue('wreckingPileId', onlyPileId);
  }, [form, pile, pileId, onlyPileId]);
  const materials = (pile?.inventory ?? []).map((stock) => ({
    value: materialKey(stock),
    label: `${stockLabel(stock)} (${formatTonsToKg(stock.availableAmountInTons)})`,
  }));
  // A new pile offers its own materials: one is chosen for the user, several leave the choice open.
  useEffect(() => {
    form.setValue('material', materials.length === 1 ? materials[0]!.value : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the pile changes
  }, [pileId]);
  const open = async ({ wreckingPileId, material }: DeliveryNoteSelection) => {
    const [grainSizeAndQuality = '', soilGroup] = material.split('|');
    await navigate(paths.createDeliveryNote(projectId, wreckingPileId, grainSizeAndQuality, soilGroup || null));
  };
  const submit = submitHandler(form, open, { failure: 'Der Lieferschein kann nicht erstellt werden' });
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <SelectField
        name="wreckingPileId"
        label="Miete"
        required
        placeholder="Miete auswählen"
        options={piles.map((candidate) => ({ value: candidate.wreckingPileId, label: candidate.name }))}
      />
      <SelectField
        name="material"
        label="Material"
        required
        placeholder="Material auswählen"
        options={materials}
        disabled={!pile}
      />
      <Button type="submit" className="w-full">
        {TITLE}
      </Button>
    </Form>
  );
}

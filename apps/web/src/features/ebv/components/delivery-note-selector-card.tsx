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
import { SelectField } from '@/components/ui/select-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { useCan } from '@/lib/can';
import { formatTonsToKg } from '@/lib/format';
import { paths } from '@/app/paths';
import { useWreckingPileInventory } from '../processing-api';
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
  const inventory = useWreckingPileInventory(projectId);
  const mayCreate = (pile: PileInventoryItem, availableAmountInTons: number) =>
    allowed('createDeliveryNote', pile.status, {
      deliveryNoteCreationOnBehalfOfProjectManager: pile.deliveryNoteCreationOnBehalfOfProjectManager,
      availableAmountInTons,
    });
  // Piles the user may write notes for at all; of those, the ones with stock are offered.
  const permitted = (inventory.data ?? []).filter((pile) => mayCreate(pile, 1));
  if (permitted.length === 0) return null;
  const piles = permitted
    .map((pile) => ({ ...pile, inventory: pile.inventory.filter((stock) => stock.availableAmountInTons > 0) }))
    .filter((pile) => pile.inventory.length > 0);
  return (
    <Card role="region" aria-labelledby="delivery-note-card">
      <CardHeader title={<span id="delivery-note-card">{TITLE}</span>} />
      <CardBody>
        {piles.length > 0 ? (
          <SelectorForm projectId={projectId} piles={piles} />
        ) : (
          <p className="text-sm text-slate-600">{NO_DELIVERY_NOTES_YET}</p>
        )}
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

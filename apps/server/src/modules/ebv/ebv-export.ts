// The recycled-material lists as CSV/XLSX (issue 35 item 4): piles; the processed-material
// overview as its batches with their analytics; the inventory as its stock entries; and the
// delivery notes of the inventory's piles. Each with its list's filter and order: piles by
// creation, a pile's batches and notes by number.
import { and, eq, sql } from 'drizzle-orm';
import {
  analyticStatusLabels,
  batchStatusLabels,
  optionLabel,
  wreckingPileStatusLabels,
  type AnalyticStatus,
  type BatchStatus,
  type InventoryEntry,
  type WreckingPileStatus,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { batchAnalytics, breakingBatches, deliveryNotes, machines, wreckingPiles } from '../../db/schema/index.js';
import { columns, keyset, keysetPages, mapPages, personName, yesNo, type ListExport } from '../../lib/export/index.js';
import { loadInventories } from './inventory.js';
import { processedPileCondition, type ProcessedPileFilter } from './inventory-views.js';

const pileOrder = [{ column: wreckingPiles.createdAt }, { column: wreckingPiles.id }] as const;
const pileKey = keyset(pileOrder);
const batchKey = keyset([...pileOrder, { column: breakingBatches.number }]);
const noteKey = keyset([...pileOrder, { column: deliveryNotes.number }]);

const grainSize = (value: string | null) => (value ? (optionLabel('grainSizeAndQuality', value) ?? value) : null);
const soilGroup = (value: string | null) => (value ? (optionLabel('materialSoilGroup', value) ?? value) : null);
const pileStatus = (status: string) => wreckingPileStatusLabels[status as WreckingPileStatus] ?? status;

type PileLine = {
  name: string;
  status: string;
  machine: string | null;
  expectedGrainSizeAndQuality: string;
  expectedMassOfRawMaterialInTons: string;
  disposalCode: string;
  createdAt: Date;
  creator: string | null;
};

/** GET /wrecking-pile: every pile of the project. */
export function pilesExport(db: Executor, projectId: string): ListExport<PileLine> {
  return {
    title: 'Mieten',
    columns: columns<PileLine>([
      { title: 'Miete', type: 'text', value: (row) => row.name },
      { title: 'Status', type: 'text', value: (row) => pileStatus(row.status) },
      { title: 'Brecher', type: 'text', value: (row) => row.machine },
      {
        title: 'Erwartete Körnung und Güte',
        type: 'text',
        width: 30,
        value: (row) => grainSize(row.expectedGrainSizeAndQuality),
      },
      {
        title: 'Erwartete Masse (t)',
        type: 'decimal',
        decimals: 3,
        value: (row) => row.expectedMassOfRawMaterialInTons,
      },
      { title: 'Abfallschlüssel (AVV)', type: 'text', width: 14, value: (row) => row.disposalCode },
      { title: 'Angelegt am', type: 'datetime', value: (row) => row.createdAt },
      { title: 'Angelegt von', type: 'text', value: (row) => row.creator },
    ]),
    pages: keysetPages(pileKey, (after, limit) =>
      db
        .select({
          name: wreckingPiles.name,
          status: wreckingPiles.status,
          machine: sql<
            string | null
          >`(select ${machines.name} from ${machines} where ${machines.id} = ${wreckingPiles.machineId})`,
          expectedGrainSizeAndQuality: wreckingPiles.expectedGrainSizeAndQuality,
          expectedMassOfRawMaterialInTons: wreckingPiles.expectedMassOfRawMaterialInTons,
          disposalCode: wreckingPiles.disposalCode,
          createdAt: wreckingPiles.createdAt,
          creator: personName(wreckingPiles.createdBy),
          ...pileKey.columns,
        })
        .from(wreckingPiles)
        .where(and(eq(wreckingPiles.projectId, projectId), after))
        .orderBy(...pileKey.orderBy)
        .limit(limit),
    ),
  };
}

type BatchLine = {
  pile: string;
  number: number;
  sizeInTons: string;
  amountInTons: string;
  status: string;
  analyticStatus: string;
  locationDocumented: boolean;
  samplingDate: string | null;
  grainSizeAndQuality: string | null;
  soilGroup: string | null;
  operationalAssessment: boolean | null;
};

/** GET /wrecking-pile-overview: the batches of the processed piles, with their analytics. */
export function batchesExport(db: Executor, projectId: string, filter: ProcessedPileFilter): ListExport<BatchLine> {
  return {
    title: 'Chargen',
    columns: columns<BatchLine>([
      { title: 'Miete', type: 'text', value: (row) => row.pile },
      { title: 'Charge', type: 'number', value: (row) => row.number },
      { title: 'Chargengröße (t)', type: 'decimal', decimals: 3, value: (row) => row.sizeInTons },
      { title: 'Aufbereitete Menge (t)', type: 'decimal', decimals: 3, value: (row) => row.amountInTons },
      {
        title: 'Status',
        type: 'text',
        value: (row) => batchStatusLabels[row.status as BatchStatus] ?? row.status,
      },
      { title: 'Lage dokumentiert', type: 'text', width: 12, value: (row) => yesNo(row.locationDocumented) },
      {
        title: 'Analytik',
        type: 'text',
        value: (row) => analyticStatusLabels[row.analyticStatus as AnalyticStatus] ?? row.analyticStatus,
      },
      { title: 'Probenahme', type: 'date', value: (row) => row.samplingDate },
      { title: 'Körnung und Güte', type: 'text', width: 30, value: (row) => grainSize(row.grainSizeAndQuality) },
      { title: 'Bodengruppe', type: 'text', value: (row) => soilGroup(row.soilGroup) },
      {
        title: 'Betriebliche Beurteilung erforderlich',
        type: 'text',
        width: 14,
        value: (row) => yesNo(row.operationalAssessment),
      },
    ]),
    pages: keysetPages(batchKey, (after, limit) =>
      db
        .select({
          pile: wreckingPiles.name,
          number: breakingBatches.number,
          sizeInTons: breakingBatches.sizeInTons,
          amountInTons: breakingBatches.amountInTons,
          status: breakingBatches.status,
          analyticStatus: breakingBatches.analyticStatus,
          locationDocumented: sql<boolean>`${breakingBatches.locationDocumentedAt} is not null`,
          samplingDate: batchAnalytics.samplingDate,
          grainSizeAndQuality: batchAnalytics.grainSizeAndQuality,
          soilGroup: batchAnalytics.soilGroup,
          operationalAssessment: batchAnalytics.isOperationalAssessmentRequired,
          ...batchKey.columns,
        })
        .from(breakingBatches)
        .innerJoin(wreckingPiles, eq(wreckingPiles.id, breakingBatches.wreckingPileId))
        .leftJoin(batchAnalytics, eq(batchAnalytics.batchId, breakingBatches.id))
        .where(and(processedPileCondition(projectId, filter), after))
        .orderBy(...batchKey.orderBy)
        .limit(limit),
    ),
  };
}

type StockLine = InventoryEntry & { pile: string };

/** GET /wrecking-pile-inventory: the stock entries of the processed piles. */
export function inventoryExport(db: Executor, projectId: string, filter: ProcessedPileFilter): ListExport<StockLine> {
  const piles = keysetPages(pileKey, (after, limit) =>
    db
      .select({ id: wreckingPiles.id, name: wreckingPiles.name, ...pileKey.columns })
      .from(wreckingPiles)
      .where(and(processedPileCondition(projectId, filter), after))
      .orderBy(...pileKey.orderBy)
      .limit(limit),
  );
  return {
    title: 'Bestand',
    columns: columns<StockLine>([
      { title: 'Miete', type: 'text', value: (row) => row.pile },
      { title: 'Körnung und Güte', type: 'text', width: 30, value: (row) => grainSize(row.grainSizeAndQuality) },
      { title: 'Bodengruppe', type: 'text', value: (row) => soilGroup(row.soilGroup) },
      { title: 'Ausgeliefert (t)', type: 'decimal', decimals: 3, value: (row) => row.deliveredAmountInTons },
      { title: 'Verfügbar (t)', type: 'decimal', decimals: 3, value: (row) => row.availableAmountInTons },
      { title: 'Gesamt (t)', type: 'decimal', decimals: 3, value: (row) => row.totalAmountInTons },
    ]),
    pages: mapPages(piles, async (rows) => {
      const inventories = await loadInventories(
        db,
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => (inventories.get(row.id) ?? []).map((entry) => ({ ...entry, pile: row.name })));
    }),
  };
}

type NoteLine = {
  number: number;
  pile: string;
  deliveryDate: string;
  quantityInTons: string;
  grainSizeAndQuality: string;
  soilGroup: string | null;
  carrier: string;
  createdAt: Date;
  creator: string | null;
};

/** The delivery notes of the inventory's piles (the inventory screen and a pile's notes). */
export function deliveryNotesExport(
  db: Executor,
  projectId: string,
  filter: ProcessedPileFilter,
): ListExport<NoteLine> {
  return {
    title: 'Lieferscheine',
    columns: columns<NoteLine>([
      { title: 'Lieferschein-Nr.', type: 'number', value: (row) => row.number },
      { title: 'Miete', type: 'text', value: (row) => row.pile },
      { title: 'Lieferdatum', type: 'date', value: (row) => row.deliveryDate },
      { title: 'Menge (t)', type: 'decimal', decimals: 3, value: (row) => row.quantityInTons },
      { title: 'Körnung und Güte', type: 'text', width: 30, value: (row) => grainSize(row.grainSizeAndQuality) },
      { title: 'Bodengruppe', type: 'text', value: (row) => soilGroup(row.soilGroup) },
      { title: 'Beförderer', type: 'text', value: (row) => row.carrier },
      { title: 'Erstellt am', type: 'datetime', value: (row) => row.createdAt },
      { title: 'Erstellt von', type: 'text', value: (row) => row.creator },
    ]),
    pages: keysetPages(noteKey, (after, limit) =>
      db
        .select({
          number: deliveryNotes.number,
          pile: wreckingPiles.name,
          deliveryDate: deliveryNotes.deliveryDate,
          quantityInTons: deliveryNotes.quantityInTons,
          grainSizeAndQuality: deliveryNotes.grainSizeAndQuality,
          soilGroup: deliveryNotes.soilGroup,
          carrier: sql<string>`${deliveryNotes.carrier}->>'name'`,
          createdAt: deliveryNotes.createdAt,
          creator: personName(deliveryNotes.createdBy),
          ...noteKey.columns,
        })
        .from(deliveryNotes)
        .innerJoin(wreckingPiles, eq(wreckingPiles.id, deliveryNotes.wreckingPileId))
        .where(and(processedPileCondition(projectId, filter), after))
        .orderBy(...noteKey.orderBy)
        .limit(limit),
    ),
  };
}

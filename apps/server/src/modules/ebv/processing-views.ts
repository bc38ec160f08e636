// The processing figures of piles as the API answers them (spec part 2 §3): breaking information,
// batch summaries and inventory, plus the batch detail. Set-based: PostgreSQL sums and counts per
// pile (numeric, exact) and only the batch columns a list shows are read — a constant number of
// queries however many piles, batches and captures there are.
import { asc, eq, sql } from 'drizzle-orm';
import {
  admissibilityClassOf,
  batchProgress,
  decimalToNumber,
  estimatedCountOfBatches,
  isDeviating,
  normalizeDecimal,
  verdictsFor,
  type BatchDetail,
  type InventoryEntry,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { brokenMaterialCaptures } from '../../db/schema/index.js';
import { loadProjectSite } from '../../lib/project-site-conditions.js';
import { userNamesAndFiles } from '../files/files.service.js';
import type { AnalyticRow, BatchRow } from './batch-access.js';
import { inventoryOf, stockSumsOf, type StockSum } from './inventory.js';
import { earlierLabChecks } from './lab-checks.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The batch columns a list shows. */
export type BatchSummaryRow = Pick<
  BatchRow,
  'id' | 'number' | 'amountInTons' | 'sizeInTons' | 'status' | 'analyticStatus'
> & {
  isLocationDocumented: boolean;
};

export function batchSummary(batch: BatchSummaryRow, inventoryAvailable = '0') {
  return {
    batchId: batch.id,
    number: batch.number,
    amountInTons: decimalToNumber(batch.amountInTons),
    sizeInTons: decimalToNumber(batch.sizeInTons),
    availableAmountInTons: decimalToNumber(batch.analyticStatus === 'completed' ? inventoryAvailable : '0'),
    status: batch.status,
    analyticStatus: batch.analyticStatus,
    isLocationDocumented: batch.isLocationDocumented,
  };
}

/** Per pile: the sum and count of its batches and what the estimated count is computed from. */
type PileTotals = { batchCount: number; totalAmountInTons: string; estimatedCountOfBatches: number };

/**
 * One grouped query: the batches' total (numeric sum) and count, and the estimated count of
 * batches — the domain's ceil(mass ÷ interval) on the acceptance control's mass (else the
 * expected mass) and the project's sampling interval, never below the batches that exist.
 * `batches`: the batch columns a list shows as well, in number order; `stock`: the pile's stock
 * sums (inventory.ts) — both in the same statement.
 */
async function loadTotalsRows(db: Executor, pileIds: readonly string[], also: { batches: boolean; stock: boolean }) {
  const batchList = also.batches
    ? sql`, coalesce(json_agg(json_build_object('id', batch.id, 'number', batch.number,
          'amountInTons', batch.amount_in_tons::text, 'sizeInTons', batch.size_in_tons::text,
          'status', batch.status, 'analyticStatus', batch.analytic_status,
          'isLocationDocumented', batch.location_documented_at is not null) order by batch.number), '[]') as list`
    : sql``;
  // One prepared statement per combination (decision 0766): every pile screen reads it.
  const name = `pile_totals${also.batches ? '_batches' : ''}${also.stock ? '_stock' : ''}`;
  const statement = prepared(db, name, (db) =>
    db
      .select({
        pileId: sql`pile.id`,
        mass: sql`coalesce(control.mass_of_raw_material_in_tons, pile.expected_mass_of_raw_material_in_tons)::text`,
        interval: sql`settings.sampling_interval_in_tons::text`,
        batchCount: sql`batches.count`,
        total: sql`batches.total`,
        ...(also.batches ? { list: sql`batches.list` } : {}),
        ...(also.stock ? { stock: stockSumsOf(sql`pile.id`) } : {}),
      })
      .from(
        sql`wrecking_piles pile
        left join acceptance_controls control on control.wrecking_pile_id = pile.id
        left join ebv_feature_settings settings on settings.project_id = pile.project_id
        cross join lateral (
          select count(*)::int as count, coalesce(sum(batch.amount_in_tons), 0)::text as total${batchList}
          from breaking_batches batch where batch.wrecking_pile_id = pile.id
        ) batches`,
      )
      .where(sql`pile.id = any(${sql.placeholder('pileIds')})`),
  );
  return (await statement.execute({ pileIds })) as {
    pileId: string;
    mass: string;
    interval: string | null;
    batchCount: number;
    total: string;
    list?: BatchSummaryRow[];
    stock?: StockSum[];
  }[];
}

const totalsOf = (row: { mass: string; interval: string | null; batchCount: number; total: string }): PileTotals => ({
  batchCount: row.batchCount,
  totalAmountInTons: normalizeDecimal(row.total),
  estimatedCountOfBatches: Math.max(estimatedCountOfBatches(row.mass, row.interval ?? '1'), row.batchCount),
});

/** The totals of the given piles by pile id (one grouped query). */
export async function loadPileTotals(db: Executor, pileIds: readonly string[]): Promise<Map<string, PileTotals>> {
  if (pileIds.length === 0) return new Map();
  const rows = await loadTotalsRows(db, pileIds, { batches: false, stock: false });
  return new Map(rows.map((row) => [row.pileId, totalsOf(row)]));
}

export type PileProcessing = {
  breakingInformation: {
    totalAmountInTons: number;
    estimatedCountOfBatches: number;
    currentBatch: { number: number; amountInTons: number; sizeInTons: number } | null;
  } | null;
  estimatedCountOfBatches: number;
  totalAmountInTons: number;
  batches: ReturnType<typeof batchSummary>[];
  /** Only when asked for (`withInventory`), else empty. */
  inventory: InventoryEntry[];
};

/**
 * Processing figures (totals, breaking information, batch summaries and, `withInventory`, the
 * inventory) per pile id: one query.
 */
export async function loadPileProcessing(
  db: Executor,
  pileIds: readonly string[],
  withInventory = false,
): Promise<Map<string, PileProcessing>> {
  const result = new Map<string, PileProcessing>();
  if (pileIds.length === 0) return result;
  const rows = new Map(
    (await loadTotalsRows(db, pileIds, { batches: true, stock: withInventory })).map((row) => [row.pileId, row]),
  );
  for (const pileId of pileIds) {
    const row = rows.get(pileId)!;
    const own = row.list ?? [];
    const figures = totalsOf(row);
    const total = decimalToNumber(figures.totalAmountInTons);
    const current = own.find((batch) => batch.status === 'is_breaking') ?? null;
    result.set(pileId, {
      breakingInformation:
        own.length === 0
          ? null
          : {
              totalAmountInTons: total,
              estimatedCountOfBatches: figures.estimatedCountOfBatches,
              currentBatch: current
                ? {
                    number: current.number,
                    amountInTons: decimalToNumber(current.amountInTons),
                    sizeInTons: decimalToNumber(current.sizeInTons),
                  }
                : null,
            },
      estimatedCountOfBatches: figures.estimatedCountOfBatches,
      totalAmountInTons: total,
      batches: own.map((batch) => batchSummary(batch)),
      inventory: row.stock ? inventoryOf(row.stock) : [],
    });
  }
  return result;
}

/** GET /wrecking-pile/{id}/batch/{batchId}: progress, captures, location, sampling, analytic (loaded with
 * the batch), disposal. */
export async function batchDetailView(
  db: Executor,
  pile: { id: string; projectId: string },
  batch: BatchRow,
  analytic: AnalyticRow | null,
): Promise<BatchDetail> {
  const pileId = pile.id;
  const captures = (await prepared(db, 'batch_captures', (db) =>
    db
      .select()
      .from(brokenMaterialCaptures)
      .where(eq(brokenMaterialCaptures.batchId, sql.placeholder('batchId')))
      .orderBy(asc(brokenMaterialCaptures.createdAt), asc(brokenMaterialCaptures.id)),
  ).execute({ batchId: batch.id })) as (typeof brokenMaterialCaptures.$inferSelect)[];
  // Only a completed batch shows what is left of its class's stock: then the pile's stock sums come
  // with its totals.
  const withStock = analytic !== null && batch.analyticStatus === 'completed';
  const [figures] = await loadTotalsRows(db, [pileId], { batches: false, stock: withStock });
  const totals = totalsOf(figures!);
  const fileIds = [
    ...batch.locationImageFileIds,
    ...batch.disposalDocumentFileIds,
    ...(analytic
      ? [
          ...analytic.samplingProtocolFileIds,
          ...analytic.reportFileIds,
          ...analytic.operationalAssessmentFileIds,
          ...(analytic.evaluationSheetFileId ? [analytic.evaluationSheetFileId] : []),
        ]
      : []),
  ];
  const { userName, files: filesById } = await userNamesAndFiles(
    db,
    [
      batch.locationDocumentedBy,
      batch.samplingConfirmedBy,
      batch.disposalDecidedBy,
      analytic?.createdBy ?? null,
      ...captures.map((capture) => capture.createdBy),
    ],
    fileIds,
  );
  const filesOf = (ids: readonly string[]) => ids.flatMap((id) => filesById.get(id) ?? []);
  const stock =
    analytic && figures!.stock
      ? inventoryOf(figures!.stock).find(
          (entry) =>
            entry.grainSizeAndQuality === analytic.grainSizeAndQuality && entry.soilGroup === analytic.soilGroup,
        )
      : undefined;
  // The compliance assistant for the class the appraiser chose (decision 0282).
  const admissibilityClass = analytic
    ? admissibilityClassOf(analytic.grainSizeAndQuality, analytic.labRequest?.soilType ?? null)
    : null;
  return {
    ...batchSummary(
      { ...batch, isLocationDocumented: batch.locationDocumentedAt !== null },
      stock?.availableAmountInTons,
    ),
    breakingBatchId: batch.id,
    wreckingPileId: pileId,
    estimatedCountOfBatches: totals.estimatedCountOfBatches,
    progressPercent: batchProgress(batch.amountInTons, batch.sizeInTons).percent,
    location: batch.locationDocumentedAt
      ? {
          images: filesOf(batch.locationImageFileIds),
          createdBy: userName(batch.locationDocumentedBy),
          createdAt: batch.locationDocumentedAt.toISOString(),
          recordedAt: batch.locationRecordedAt?.toISOString() ?? null,
        }
      : null,
    brokenMaterial: captures.map((capture) => ({
      captureId: capture.id,
      amountInTons: decimalToNumber(capture.amountInTons),
      createdBy: userName(capture.createdBy),
      createdAt: capture.createdAt.toISOString(),
      recordedAt: capture.recordedAt?.toISOString() ?? null,
    })),
    samplingConfirmationInformation: batch.samplingConfirmedAt
      ? { createdBy: userName(batch.samplingConfirmedBy), createdAt: batch.samplingConfirmedAt.toISOString() }
      : null,
    analytic: analytic
      ? {
          samplingDate: analytic.samplingDate,
          samplingProtocolDocuments: filesOf(analytic.samplingProtocolFileIds),
          reportDocuments: filesOf(analytic.reportFileIds),
          grainSizeAndQuality: analytic.grainSizeAndQuality,
          soilGroup: analytic.soilGroup,
          materialClassFootnotes: analytic.materialClassFootnotes,
          isOperationalAssessmentRequired: analytic.isOperationalAssessmentRequired,
          operationalAssessmentDocuments: filesOf(analytic.operationalAssessmentFileIds),
          lab:
            analytic.labRequest && analytic.labEvaluation
              ? {
                  request: analytic.labRequest,
                  evaluation: analytic.labEvaluation,
                  isDeviating: isDeviating(analytic.grainSizeAndQuality, analytic.labEvaluation),
                  evaluationSheet: analytic.evaluationSheetFileId
                    ? (filesById.get(analytic.evaluationSheetFileId) ?? null)
                    : null,
                }
              : null,
          classDeviationComment: analytic.classDeviationComment,
          createdBy: userName(analytic.createdBy),
          createdAt: analytic.createdAt.toISOString(),
        }
      : null,
    earlierLabChecks: await earlierLabChecks(db, pileId, batch.id),
    admissibility: admissibilityClass
      ? {
          materialClass: admissibilityClass,
          items: verdictsFor(admissibilityClass, await loadProjectSite(db, pile.projectId)),
        }
      : null,
    disposalInformation: batch.disposalDecidedAt
      ? {
          disposalDocuments: filesOf(batch.disposalDocumentFileIds),
          createdBy: userName(batch.disposalDecidedBy),
          createdAt: batch.disposalDecidedAt.toISOString(),
          updatedAt: iso(batch.disposalDocumentedAt),
        }
      : null,
  };
}

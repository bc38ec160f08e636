// The processing figures of piles as the API answers them (spec part 2 §3): breaking information,
// batch summaries and inventory, plus the batch detail. Few queries for many piles.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  addDecimals,
  admissibilityClassOf,
  batchProgress,
  decimalToNumber,
  estimatedCountOfBatches,
  isDeviating,
  verdictsFor,
  type BatchDetail,
  type InventoryEntry,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import type { wreckingPiles } from '../../db/schema/index.js';
import {
  acceptanceControls,
  batchAnalytics,
  breakingBatches,
  brokenMaterialCaptures,
  ebvFeatureSettings,
} from '../../db/schema/index.js';
import { loadProjectSite } from '../../lib/project-site-conditions.js';
import { loadUserNames } from '../../lib/user-names.js';
import { fileViews } from '../files/files.service.js';
import type { BatchRow } from './batch-access.js';
import { loadInventories } from './inventory.js';
import { earlierLabChecks } from './lab-checks.js';

type PileRow = typeof wreckingPiles.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function batchSummary(batch: BatchRow, inventoryAvailable = '0') {
  return {
    batchId: batch.id,
    number: batch.number,
    amountInTons: decimalToNumber(batch.amountInTons),
    sizeInTons: decimalToNumber(batch.sizeInTons),
    availableAmountInTons: decimalToNumber(batch.analyticStatus === 'completed' ? inventoryAvailable : '0'),
    status: batch.status,
    analyticStatus: batch.analyticStatus,
    isLocationDocumented: batch.locationDocumentedAt !== null,
  };
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
  inventory: InventoryEntry[];
};

/** Processing figures per pile id. */
export async function loadPileProcessing(
  db: Executor,
  piles: readonly PileRow[],
): Promise<Map<string, PileProcessing>> {
  const result = new Map<string, PileProcessing>();
  if (piles.length === 0) return result;
  const ids = piles.map((pile) => pile.id);
  const batches = await db
    .select()
    .from(breakingBatches)
    .where(inArray(breakingBatches.wreckingPileId, ids))
    .orderBy(asc(breakingBatches.number));
  const masses = await db
    .select({ id: acceptanceControls.wreckingPileId, mass: acceptanceControls.massOfRawMaterialInTons })
    .from(acceptanceControls)
    .where(inArray(acceptanceControls.wreckingPileId, ids));
  const intervals = await db
    .select({ projectId: ebvFeatureSettings.projectId, interval: ebvFeatureSettings.samplingIntervalInTons })
    .from(ebvFeatureSettings)
    .where(inArray(ebvFeatureSettings.projectId, [...new Set(piles.map((pile) => pile.projectId))]));
  const inventories = await loadInventories(db, ids);
  for (const pile of piles) {
    const own = batches.filter((batch) => batch.wreckingPileId === pile.id);
    const mass = masses.find((row) => row.id === pile.id)?.mass ?? pile.expectedMassOfRawMaterialInTons;
    const interval = intervals.find((row) => row.projectId === pile.projectId)?.interval ?? 1;
    const estimated = Math.max(estimatedCountOfBatches(mass, String(interval)), own.length);
    const total = addDecimals(own.map((batch) => batch.amountInTons));
    const current = own.find((batch) => batch.status === 'is_breaking') ?? null;
    result.set(pile.id, {
      breakingInformation:
        own.length === 0
          ? null
          : {
              totalAmountInTons: decimalToNumber(total),
              estimatedCountOfBatches: estimated,
              currentBatch: current
                ? {
                    number: current.number,
                    amountInTons: decimalToNumber(current.amountInTons),
                    sizeInTons: decimalToNumber(current.sizeInTons),
                  }
                : null,
            },
      estimatedCountOfBatches: estimated,
      totalAmountInTons: decimalToNumber(total),
      batches: own.map((batch) => batchSummary(batch)),
      inventory: inventories.get(pile.id) ?? [],
    });
  }
  return result;
}

/** GET /wrecking-pile/{id}/batch/{batchId}: progress, captures, location, sampling, analytic, disposal. */
export async function batchDetailView(db: Executor, pile: PileRow, batch: BatchRow): Promise<BatchDetail> {
  const captures = await db
    .select()
    .from(brokenMaterialCaptures)
    .where(eq(brokenMaterialCaptures.batchId, batch.id))
    .orderBy(asc(brokenMaterialCaptures.createdAt), asc(brokenMaterialCaptures.id));
  const [analytic] = await db.select().from(batchAnalytics).where(eq(batchAnalytics.batchId, batch.id));
  const processing = (await loadPileProcessing(db, [pile])).get(pile.id)!;
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
  const filesById = new Map((await fileViews(db, [...new Set(fileIds)])).map((file) => [file.id, file]));
  const filesOf = (ids: readonly string[]) => ids.flatMap((id) => filesById.get(id) ?? []);
  const userName = await loadUserNames(db, [
    batch.locationDocumentedBy,
    batch.samplingConfirmedBy,
    batch.disposalDecidedBy,
    analytic?.createdBy ?? null,
    ...captures.map((capture) => capture.createdBy),
  ]);
  const stock = analytic
    ? processing.inventory.find(
        (entry) => entry.grainSizeAndQuality === analytic.grainSizeAndQuality && entry.soilGroup === analytic.soilGroup,
      )
    : undefined;
  // The compliance assistant for the class the appraiser chose (decision 0282).
  const admissibilityClass = analytic
    ? admissibilityClassOf(analytic.grainSizeAndQuality, analytic.labRequest?.soilType ?? null)
    : null;
  return {
    ...batchSummary(batch, stock?.availableAmountInTons),
    breakingBatchId: batch.id,
    wreckingPileId: pile.id,
    estimatedCountOfBatches: processing.estimatedCountOfBatches,
    progressPercent: batchProgress(batch.amountInTons, batch.sizeInTons).percent,
    location: batch.locationDocumentedAt
      ? {
          images: filesOf(batch.locationImageFileIds),
          createdBy: userName(batch.locationDocumentedBy),
          createdAt: batch.locationDocumentedAt.toISOString(),
        }
      : null,
    brokenMaterial: captures.map((capture) => ({
      captureId: capture.id,
      amountInTons: decimalToNumber(capture.amountInTons),
      createdBy: userName(capture.createdBy),
      createdAt: capture.createdAt.toISOString(),
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
    earlierLabChecks: await earlierLabChecks(db, pile.id, batch.id),
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

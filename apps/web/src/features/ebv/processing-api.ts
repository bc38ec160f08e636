// Recycled material, second half (spec part 2 §3): capture, batches, overview and delivery notes.
// Every change refreshes the same caches as the first half (pile, project, history, tasks).
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AnalyticInput,
  BatchDetail,
  BatchLocationInput,
  CaptureBrokenMaterialInput,
  DeliveryNoteInput,
  DeliveryNoteReceiptInput,
  DeliveryNoteView,
  DisposalDocumentationInput,
  PileInventoryItem,
  PileOverviewItem,
  WreckingPile,
} from '@baustellendoku/domain';
import { signatureRoleLabels } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { formatTonsToKg } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFieldEntry } from '@/lib/outbox/use-outbox';
import { pagedQuery } from '@/lib/queries/paged-list';
import { ebvKeys, pilePath, useRefreshAfterChange } from './api';

export const processingKeys = {
  batch: (breakingBatchId: string) => [...ebvKeys.all, 'batch', breakingBatchId] as const,
  overview: (projectId: string, search: string) => [...ebvKeys.all, 'overview', projectId, search] as const,
  /** The inventory pages; the search is last (`usePagedList` keeps the rows while it changes). */
  inventory: (projectId: string, search: string) => [...ebvKeys.all, 'inventory', projectId, search] as const,
  pileInventory: (projectId: string, wreckingPileId: string) =>
    [...ebvKeys.all, 'pile-inventory', projectId, wreckingPileId] as const,
};

const batchPath = (wreckingPileId: string, breakingBatchId: string) =>
  `${pilePath(wreckingPileId)}/batch/${encodeURIComponent(breakingBatchId)}`;

/**
 * A capture of processed material, kept on the device without a connection and sent later
 * (decision 0390); from the capture screen or the dashboard card, corrected on the capture screen.
 */
export function useCaptureEntry(projectId: string, pile: Pick<WreckingPile, 'wreckingPileId' | 'name'> | undefined) {
  const pileId = pile?.wreckingPileId ?? '';
  const name = pile?.name ?? '';
  return useFieldEntry<CaptureBrokenMaterialInput, WreckingPile>({
    kind: 'capture',
    projectId,
    scope: `pile:${pileId}`,
    path: `${pilePath(pileId)}/capture-broken-material`,
    formPath: pile ? paths.captureProcessedMaterial(projectId, pileId) : undefined,
    describe: (values) => ({
      title: `${formatTonsToKg(values.amountInTons)} · Miete ${name}`,
      details: [
        { label: 'Miete', value: name },
        { label: 'Menge', value: formatTonsToKg(values.amountInTons) },
      ],
    }),
  });
}

export function useBatch(wreckingPileId: string, breakingBatchId: string) {
  return useQuery({
    queryKey: processingKeys.batch(breakingBatchId),
    queryFn: ({ signal }) => apiClient.get<BatchDetail>(batchPath(wreckingPileId, breakingBatchId), { signal }),
  });
}

/** Batch moves without a body: confirm sampling, restart the analytic, dispose. */
export type BatchMove = 'confirm-sampling' | 'restart-analytic' | 'dispose';

export function useBatchMove(projectId: string, wreckingPileId: string, breakingBatchId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (move: BatchMove) =>
      apiClient.post<BatchDetail>(`${batchPath(wreckingPileId, breakingBatchId)}/${move}`),
    onSuccess: refresh,
  });
}

/** The photos of a batch's location, kept on the device without a connection (decision 0390). */
export function useBatchLocationEntry(
  projectId: string,
  pile: Pick<WreckingPile, 'wreckingPileId' | 'name'>,
  batch: { breakingBatchId: string; number: number },
) {
  return useFieldEntry<BatchLocationInput, BatchDetail>({
    kind: 'batchLocation',
    projectId,
    scope: `pile:${pile.wreckingPileId}`,
    path: `${batchPath(pile.wreckingPileId, batch.breakingBatchId)}/location`,
    describe: (values) => ({
      title: `Standort Charge ${batch.number} · Miete ${pile.name}`,
      details: [
        { label: 'Miete', value: pile.name },
        { label: 'Charge', value: String(batch.number) },
        { label: 'Fotos', value: String(values.locationImages.length) },
      ],
    }),
  });
}

/**
 * Piles per page of the processed material and delivery notes overviews: each comes with all its
 * batches, or its stock with all its delivery notes.
 */
export const PILE_OVERVIEW_PAGE_SIZE = 10;

/**
 * Processed material overview: piles released for or in processing with their batches, 10 piles
 * at a time (skip and limit count piles) and searched by pile name (decision 0380).
 */
export const pileOverviewPagesQuery = (projectId: string, search: string) =>
  pagedQuery<PileOverviewItem>(
    processingKeys.overview(projectId, search),
    (page, signal) =>
      apiClient.get<{ items: PileOverviewItem[] }>('/wrecking-pile-overview', {
        query: { ...page, projectId, search: search || undefined },
        signal,
      }),
    PILE_OVERVIEW_PAGE_SIZE,
  );

export const pileOverviewKey = (pile: PileOverviewItem) => pile.wreckingPileId;

export function useCreateAnalytic(projectId: string, wreckingPileId: string, breakingBatchId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (input: AnalyticInput) =>
      apiClient.post<BatchDetail>(`${batchPath(wreckingPileId, breakingBatchId)}/analytic`, input),
    onSuccess: refresh,
  });
}

export function useSaveBatchDisposalDocumentation(projectId: string, wreckingPileId: string, breakingBatchId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (input: DisposalDocumentationInput) =>
      apiClient.post<BatchDetail>(`${batchPath(wreckingPileId, breakingBatchId)}/disposal-documentation`, input),
    onSuccess: refresh,
  });
}

// ── Inventory and delivery notes ──────────────────────────────────────────────────────
const loadInventory =
  (projectId: string, filter: { search?: string; wreckingPileId?: string }) =>
  (page: { skip: number; limit: number }, signal?: AbortSignal) =>
    apiClient.get<{ items: PileInventoryItem[] }>('/wrecking-pile-inventory', {
      query: { ...page, projectId, search: filter.search || undefined, wreckingPileId: filter.wreckingPileId },
      signal,
    });

/**
 * Delivery notes overview and the dashboard's selector: piles released for or in processing with
 * their stock per class and soil group and its notes, 10 piles at a time (as the processed material
 * overview) and searched by pile name (decisions 0380, 0450).
 */
export const pileInventoryPagesQuery = (projectId: string, search: string) =>
  pagedQuery<PileInventoryItem>(
    processingKeys.inventory(projectId, search),
    loadInventory(projectId, { search }),
    PILE_OVERVIEW_PAGE_SIZE,
  );

export const pileInventoryKey = (pile: PileInventoryItem) => pile.wreckingPileId;

/** One pile's stock and notes (the pile detail), or null while it is not released for processing. */
export function usePileInventory(projectId: string, wreckingPileId: string) {
  return useQuery({
    queryKey: processingKeys.pileInventory(projectId, wreckingPileId),
    queryFn: async ({ signal }) =>
      (await loadInventory(projectId, { wreckingPileId })({ skip: 0, limit: 1 }, signal)).items?.[0] ?? null,
  });
}

export function useCreateDeliveryNote(projectId: string, wreckingPileId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (input: DeliveryNoteInput) =>
      apiClient.post<DeliveryNoteView>(`${pilePath(wreckingPileId)}/delivery-note`, input),
    onSuccess: refresh,
  });
}

/**
 * „Übergabe quittieren“ (decision 0691): the signed handover, kept on the device without a
 * connection and sent later with its signatures in the same request (decision 0390).
 */
export function useDeliveryNoteReceiptEntry(
  projectId: string,
  note: Pick<DeliveryNoteView, 'deliveryNoteId' | 'number'>,
) {
  return useFieldEntry<DeliveryNoteReceiptInput, DeliveryNoteView>({
    kind: 'deliveryNoteReceipt',
    projectId,
    scope: `deliveryNote:${note.deliveryNoteId}`,
    path: `/delivery-note/${encodeURIComponent(note.deliveryNoteId)}/receipt`,
    formPath: paths.wreckingPileInventory(projectId),
    describe: (values) => ({
      title: `Übergabe Lieferschein Nr. ${note.number}`,
      details: [
        { label: 'Lieferschein', value: `Nr. ${note.number}` },
        ...(values.receivedQuantityInTons
          ? [{ label: 'Empfangene Menge', value: formatTonsToKg(values.receivedQuantityInTons) }]
          : []),
        {
          label: 'Unterschrift',
          value: values.signatures
            .map((signature) => `${signatureRoleLabels[signature.role]}: ${signature.signerName}`)
            .join(', '),
        },
      ],
    }),
  });
}

/** Allows (true) or revokes (false) machinists' delivery notes on behalf of the project manager. */
export function useDeliveryNoteDelegation(projectId: string, wreckingPileId: string) {
  const refresh = useRefreshAfterChange(projectId);
  const path = `${pilePath(wreckingPileId)}/allow-delivery-note-creation-on-behalf-of-project-manager`;
  return useMutation({
    mutationFn: (allowed: boolean) =>
      allowed ? apiClient.post<WreckingPile>(path) : apiClient.delete<WreckingPile>(path),
    onSuccess: refresh,
  });
}

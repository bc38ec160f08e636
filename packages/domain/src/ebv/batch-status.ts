// Batch (Charge) and analytic states (spec part 2 §4). The batch rules of the table (permissions.ts)
// read these lists; the batch workflow itself arrives with the next issue.
import type { BadgeTone } from '../status.js';

export const batchStatuses = ['is_breaking', 'completely_broken', 'will_be_disposed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

export const batchStatusLabels: Record<BatchStatus, string> = {
  is_breaking: 'Wird aufbereitet',
  completely_broken: 'Vollständig aufbereitet',
  will_be_disposed: 'Wird entsorgt',
};

const batchStatusTones: Record<BatchStatus, BadgeTone> = {
  is_breaking: 'warning',
  completely_broken: 'success',
  will_be_disposed: 'danger',
};
/** Badge colour of a batch status; other values warn (spec part 2 §4). */
export const batchStatusTone = (status: string): BadgeTone =>
  (batchStatusTones as Record<string, BadgeTone | undefined>)[status] ?? 'warning';

export const analyticStatuses = ['open', 'taken', 'check', 'completed'] as const;
export type AnalyticStatus = (typeof analyticStatuses)[number];

export const analyticStatusLabels: Record<AnalyticStatus, string> = {
  open: 'Probenentnahme offen',
  taken: 'Probe entnommen',
  check: 'Ergebnisse werden geprüft',
  completed: 'Abgeschlossen',
};

const analyticStatusTones: Partial<Record<AnalyticStatus, BadgeTone>> = { open: 'info', completed: 'success' };
/** Badge colour of an analytic status; values without a colour in the spec warn. */
export const analyticStatusTone = (status: string): BadgeTone =>
  (analyticStatusTones as Record<string, BadgeTone | undefined>)[status] ?? 'warning';

/** Batch statuses in which its location may be documented (spec part 2 §6). */
export const locatableBatchStatuses: readonly BatchStatus[] = ['is_breaking', 'completely_broken', 'will_be_disposed'];
/**
 * Batch statuses in which sampling, analytic and review apply: disposal of a batch is final (spec
 * part 2 §4 "Analytic review outcomes"), so a disposed batch is neither re-checked nor analysed again.
 */
export const analyzableBatchStatuses: readonly BatchStatus[] = ['is_breaking', 'completely_broken'];
/** Analytic statuses in which an analytic may be created (spec part 2 §6). */
export const analyticCreatableStatuses: readonly AnalyticStatus[] = ['open', 'taken'];

/** Capture is blocked when this many batches or more lack a documented location (spec part 2 §9). */
export const MAX_BATCHES_WITHOUT_LOCATION = 2;

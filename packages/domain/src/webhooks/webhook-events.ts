// Webhooks (issue 35 item 3, decision 0570): the events a project manager can subscribe to, and
// which history entry sends which event. A change writes its history entry in its transaction;
// the entry's type names the event here, so the webhook outbox row is written in the same
// transaction by the one hook in `recordHistory` — no service knows about webhooks.
import { historyEventTypes as t, type HistoryEventType } from '../history/history-types.js';
import { projectRoute, type RouteName } from '../paths.js';

export const webhookEvents = [
  'delivery.recorded',
  'order.approved',
  'order.rejected',
  'delivery_note.issued',
  'wrecking_pile.released',
  'wrecking_pile.disposed',
  'batch_analytic.reviewed',
  'load_test.recorded',
  'document.generated',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** The event "Testereignis senden" sends; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabels: Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, string> = {
  'delivery.recorded': 'Anlieferung erfasst',
  'order.approved': 'Bestellung freigegeben',
  'order.rejected': 'Bestellung abgelehnt',
  'delivery_note.issued': 'Lieferschein erstellt',
  'wrecking_pile.released': 'Miete zur Aufbereitung freigegeben',
  'wrecking_pile.disposed': 'Miete zur Entsorgung bestimmt',
  'batch_analytic.reviewed': 'Analytik einer Charge geprüft',
  'load_test.recorded': 'Plattendruckversuch erfasst',
  'document.generated': 'Dokument erstellt',
  [WEBHOOK_TEST_EVENT]: 'Testereignis',
};

export const webhookEventLabel = (event: string): string =>
  (webhookEventLabels as Record<string, string | undefined>)[event] ?? event;

type Variables = Record<string, unknown>;

/** What a history entry sends: the event, the object's type, where its id is, and its screen. */
type WebhookSource = {
  event: WebhookEvent;
  objectType: string;
  /** The variable holding the object's id, or a fixed id (the project's one cover sheet). */
  id: { variable: string } | { fixed: string };
  route: RouteName;
};

const source = (event: WebhookEvent, objectType: string, variable: string, route: RouteName): WebhookSource => ({
  event,
  objectType,
  id: { variable },
  route,
});

/** History entry type → webhook event (the one mapping table). */
export const webhookSources: Partial<Record<HistoryEventType, WebhookSource>> = {
  [t.deliveryRecorded]: source('delivery.recorded', 'delivery', 'deliveryId', 'deliveryDetail'),
  [t.orderApproved]: source('order.approved', 'order', 'orderId', 'orderDetail'),
  [t.orderRejected]: source('order.rejected', 'order', 'orderId', 'orderDetail'),
  [t.deliveryNoteCreated]: source('delivery_note.issued', 'deliveryNote', 'deliveryNoteId', 'wreckingPileInventory'),
  [t.wreckingPileApprovedForBreaking]: source(
    'wrecking_pile.released',
    'wreckingPile',
    'wreckingPileId',
    'wreckingPileDetail',
  ),
  [t.wreckingPileMarkedForDisposal]: source(
    'wrecking_pile.disposed',
    'wreckingPile',
    'wreckingPileId',
    'wreckingPileDetail',
  ),
  // The analytic review's two outcomes (spec part 2 "Analytic review outcomes"): re-check, disposal.
  [t.batchRestarted]: source('batch_analytic.reviewed', 'batch', 'breakingBatchId', 'batchDetail'),
  [t.batchMarkedForDisposal]: source('batch_analytic.reviewed', 'batch', 'breakingBatchId', 'batchDetail'),
  [t.dynamicLoadTestRecorded]: source(
    'load_test.recorded',
    'dynamicLoadTest',
    'dynamicLoadAnalysisId',
    'dynamicLoadAnalysisDetail',
  ),
  [t.staticLoadTestRecorded]: source(
    'load_test.recorded',
    'staticLoadTest',
    'staticLoadAnalysisId',
    'staticLoadAnalysisDetail',
  ),
  [t.ebvCoverSheetGenerated]: {
    event: 'document.generated',
    objectType: 'ebvCoverSheet',
    id: { fixed: 'cover_sheet' },
    route: 'admissibility',
  },
  [t.ebvNoticeGenerated]: source('document.generated', 'ebvNotice', 'noticeKind', 'admissibility'),
};

/** The object a webhook names: its type, id and the path of its screen (the server adds APP_URL). */
export type WebhookObject = { type: string; id: string | null; link: string | null };

/** The event and object a history entry sends, or null when it sends none. */
export function webhookEventOf(
  projectId: string,
  entry: { type: string; variables?: Variables },
): { event: WebhookEvent; object: WebhookObject } | null {
  const found = (webhookSources as Record<string, WebhookSource | undefined>)[entry.type];
  if (!found) return null;
  const variables = entry.variables ?? {};
  const id = 'fixed' in found.id ? found.id.fixed : variables[found.id.variable];
  return {
    event: found.event,
    object: {
      type: found.objectType,
      id: id === undefined || id === null ? null : String(id),
      link: projectRoute(found.route)(projectId, variables),
    },
  };
}

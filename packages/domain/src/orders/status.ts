// Order states (spec part 3 §4) and their moves as data (workflows.md "Orders"). `from` is the one
// list of states a move starts from: the rule table (permissions.ts) reads it for the state part of
// its rules and adds who may take the move. The server applies `nextStatus`; the web reads both.
import type { RuleName } from '../permissions.js';

export const orderStatuses = ['in_review', 'approved', 'rejected', 'in_delivery', 'deactivated'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  in_review: 'Wird geprüft',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
  in_delivery: 'Anlieferung erfasst',
  deactivated: 'Deaktiviert',
};

/** Orders from which deliveries may be recorded and installations documented. */
export const deliverableOrderStatuses: readonly OrderStatus[] = ['approved', 'in_delivery'];
export const isDeliverableOrderStatus = (status: string): boolean =>
  (deliverableOrderStatuses as readonly string[]).includes(status);

/** Groups of the orders list (spec part 3 §2), in display order. */
export const orderStatusGroups = [
  { key: 'planning', label: 'Planung & Freigabe', statuses: ['in_review'] },
  { key: 'delivery', label: 'Anlieferung(en)', statuses: ['approved', 'in_delivery'] },
  { key: 'closed', label: 'Abgelehnt & Deaktiviert', statuses: ['rejected', 'deactivated'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatus[] }[];
/** The key of a group; GET /order takes it as `phase` (the deliveries overview lists `delivery`). */
export type OrderPhase = (typeof orderStatusGroups)[number]['key'];
export const orderPhases = orderStatusGroups.map((group) => group.key) as [OrderPhase, ...OrderPhase[]];

/** What a move needs to know about the order to decide where it lands. */
export type OrderMoveFacts = {
  status: OrderStatus;
  deliveryCount: number;
  /** After an edit: the (new) value of approvalByAppraiserRequired. */
  approvalByAppraiserRequired: boolean;
};

export type OrderAction = 'edit' | 'approve' | 'reject' | 'createDelivery' | 'activate' | 'deactivate';

type OrderMove = {
  rule: RuleName;
  from: readonly OrderStatus[];
  nextStatus: (order: OrderMoveFacts) => OrderStatus;
};

export const orderMoves: Record<OrderAction, OrderMove> = {
  // An edit asks for approval again when approval is required; without it the order is usable at once.
  edit: {
    rule: 'editOrder',
    from: ['in_review', 'approved'],
    nextStatus: (order) => (order.approvalByAppraiserRequired ? 'in_review' : 'approved'),
  },
  approve: { rule: 'approveOrder', from: ['in_review'], nextStatus: () => 'approved' },
  reject: { rule: 'approveOrder', from: ['in_review'], nextStatus: () => 'rejected' },
  createDelivery: { rule: 'createDelivery', from: ['approved', 'in_delivery'], nextStatus: () => 'in_delivery' },
  activate: {
    rule: 'activateOrder',
    from: ['deactivated'],
    nextStatus: (order) => (order.deliveryCount > 0 ? 'in_delivery' : 'approved'),
  },
  deactivate: { rule: 'deactivateOrder', from: ['approved', 'in_delivery'], nextStatus: () => 'deactivated' },
};

/** Status of a new order (workflows.md): in review when an appraiser must approve it. */
export const initialOrderStatus = (approvalByAppraiserRequired: boolean): OrderStatus =>
  approvalByAppraiserRequired ? 'in_review' : 'approved';

/** Delivered share at which the "almost fully delivered" event is written (workflows.md). */
export const ALMOST_FULLY_DELIVERED_PERCENT = 90;

// Orders and deliveries (spec part 3 §7): query keys, queries and mutations. Every change
// refreshes the order caches, the project (its deliverable-order count gates the installation
// documentation) and the history.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signatureRoleLabels,
  type DeliveryCorrectionInput,
  type DeliveryInput,
  type OrderFields,
  type OrderPhase,
} from '@baustellendoku/domain';
import { formatDate, formatTonsToKg } from '@/lib/format';
import { useFieldEntry } from '@/lib/outbox/use-outbox';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import { pagedQuery } from '@/lib/queries/paged-list';
import { projectKeys } from '@/lib/queries/projects';
import type { Delivery, Order } from './types';

/** The order picker of the installation form asks for all orders (spec part 3 §7: limit 999999). */
const LIST_PAGE = { skip: 0, limit: 999999 } as const;
/** Orders of the deliveries overview come with their deliveries: fewer per page. */
export const DELIVERY_OVERVIEW_PAGE_SIZE = 20;

export const orderKeys = {
  all: ['order'] as const,
  list: (projectId: string) => [...orderKeys.all, 'list', projectId] as const,
  pages: (projectId: string, phase: OrderPhase, withDelivery: boolean, search: string) =>
    [...orderKeys.all, 'pages', projectId, phase, withDelivery, search] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  delivery: (orderId: string, deliveryId: string) => [...orderKeys.all, 'delivery', orderId, deliveryId] as const,
};

const orderPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}`;

/** Every order of the project (the installation form's order picker). */
export const ordersQuery = (projectId: string) =>
  queryOptions({
    queryKey: orderKeys.list(projectId),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ items: Order[] }>('/order', { query: { ...LIST_PAGE, projectId }, signal });
      return answer.items ?? [];
    },
  });

/**
 * One group of the orders list (or the deliveries overview with `withDelivery`), page by page and
 * searched by order number or carrier (decision 0380).
 */
export const orderPagesQuery = (projectId: string, phase: OrderPhase, search: string, withDelivery = false) =>
  pagedQuery<Order>(
    orderKeys.pages(projectId, phase, withDelivery, search),
    (page, signal) =>
      apiClient.get<{ items: Order[] }>('/order', {
        query: { ...page, projectId, phase, search: search || undefined, withDelivery: withDelivery || undefined },
        signal,
      }),
    withDelivery ? DELIVERY_OVERVIEW_PAGE_SIZE : undefined,
  );

export const orderKey = (order: Order) => order.orderId;

export function useOrders(projectId: string) {
  return useQuery(ordersQuery(projectId));
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiClient.get<Order>(orderPath(orderId), { signal }),
  });
}

export function useDelivery(orderId: string, deliveryId: string) {
  return useQuery({
    queryKey: orderKeys.delivery(orderId, deliveryId),
    queryFn: ({ signal }) =>
      apiClient.get<Delivery>(`${orderPath(orderId)}/delivery/${encodeURIComponent(deliveryId)}`, { signal }),
  });
}

function useRefreshAfterChange(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    ]);
}

/** The request body of POST/PUT /order: the validated fields (empty optional values are omitted). */
export type OrderPayload = OrderFields;

export function useSaveOrder(projectId: string, orderId?: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (fields: OrderPayload) =>
      orderId
        ? apiClient.put<Order>(orderPath(orderId), fields)
        : apiClient.post<Order>('/order', { projectId, ...fields }),
    onSuccess: refresh,
  });
}

export type OrderDecision = 'approve' | 'reject';

export function useDecideOrder(projectId: string, orderId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: ({
      decision,
      comment,
      confirmNotAdmissible,
    }: {
      decision: OrderDecision;
      comment?: string;
      confirmNotAdmissible?: boolean;
    }) =>
      apiClient.post<Order>(`${orderPath(orderId)}/${decision}`, {
        ...(comment ? { comment } : {}),
        ...(confirmNotAdmissible ? { confirmNotAdmissible } : {}),
      }),
    onSuccess: refresh,
  });
}

export function useToggleOrder(projectId: string, orderId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (action: 'activate' | 'deactivate') => apiClient.post<Order>(`${orderPath(orderId)}/${action}`),
    onSuccess: refresh,
  });
}

/** A delivery at the gate, kept on the device without a connection and sent later (decision 0390). */
export function useDeliveryEntry(projectId: string, order: Pick<Order, 'orderId' | 'orderNumber'>) {
  return useFieldEntry<DeliveryInput, Delivery>({
    kind: 'delivery',
    projectId,
    scope: `order:${order.orderId}`,
    path: `${orderPath(order.orderId)}/delivery`,
    describe: (values) => ({
      title: `${formatTonsToKg(values.amountInTons)} · Bestellung ${order.orderNumber}`,
      details: [
        { label: 'Bestellung', value: order.orderNumber },
        { label: 'Lieferdatum', value: formatDate(values.deliveryDate) },
        { label: 'Menge', value: formatTonsToKg(values.amountInTons) },
        { label: 'Referenz (Lieferschein)', value: values.reference ?? '' },
        { label: 'Kommentar', value: values.comment ?? '' },
        { label: 'Dokumente', value: String(values.attachmentDocuments.length) },
        {
          label: 'Unterschrift',
          value: (values.signatures ?? [])
            .map((signature) => `${signatureRoleLabels[signature.role]}: ${signature.signerName}`)
            .join(', '),
        },
      ],
    }),
  });
}

/** A correction of a delivery: a new version with its reason (decision 0690); needs a connection. */
export function useCorrectDelivery(projectId: string, orderId: string, deliveryId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (values: DeliveryCorrectionInput) =>
      apiClient.post<Delivery>(`${orderPath(orderId)}/delivery/${encodeURIComponent(deliveryId)}/correction`, values),
    onSuccess: refresh,
  });
}

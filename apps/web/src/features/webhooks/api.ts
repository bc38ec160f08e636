// Webhooks of a project (issue 35 item 3): GET/POST /project/{id}/webhook, GET/DELETE
// /project/{id}/webhook/{webhookId}, POST …/activate, …/deactivate, …/test, GET …/delivery (paged).
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhookView,
  CreateWebhookInput,
  WebhookDeliveryPage,
  WebhookDeliveryView,
  WebhookView,
} from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { pagedQuery } from '@/lib/queries/paged-list';

export const webhookKeys = {
  all: ['webhook'] as const,
  list: (projectId: string) => [...webhookKeys.all, projectId] as const,
  detail: (projectId: string, webhookId: string) => [...webhookKeys.list(projectId), webhookId] as const,
  deliveries: (projectId: string, webhookId: string) =>
    [...webhookKeys.detail(projectId, webhookId), 'delivery'] as const,
};

const listPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/webhook`;
const webhookPath = (projectId: string, webhookId: string) => `${listPath(projectId)}/${encodeURIComponent(webhookId)}`;

export function useWebhooks(projectId: string) {
  return useQuery({
    queryKey: webhookKeys.list(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: WebhookView[] }>(listPath(projectId), { signal })).items,
  });
}

export function useWebhook(projectId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.detail(projectId, webhookId),
    queryFn: ({ signal }) => apiClient.get<WebhookView>(webhookPath(projectId, webhookId), { signal }),
  });
}

/** The delivery log, newest first, page by page. */
export const deliveriesQuery = (projectId: string, webhookId: string) =>
  pagedQuery<WebhookDeliveryView>(webhookKeys.deliveries(projectId, webhookId), (page, signal) =>
    apiClient.get<WebhookDeliveryPage>(`${webhookPath(projectId, webhookId)}/delivery`, { query: page, signal }),
  );

/** Reloads the log now, and every 5 s while the screen is open (deliveries happen in the background). */
export function useRefreshDeliveries(projectId: string, webhookId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(projectId, webhookId) });
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(projectId, webhookId) }),
      5_000,
    );
    return () => clearInterval(timer);
  }, [queryClient, projectId, webhookId]);
  return refresh;
}

function useInvalidate(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(projectId) });
}

export function useCreateWebhook(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => apiClient.post<CreatedWebhookView>(listPath(projectId), input),
    onSuccess: invalidate,
  });
}

export function useWebhookAction(projectId: string, webhookId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (action: 'activate' | 'deactivate' | 'test') =>
      apiClient.post<unknown>(`${webhookPath(projectId, webhookId)}/${action}`),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook(projectId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<null>(webhookPath(projectId, webhookId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookKeys.detail(projectId, webhookId) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list(projectId) });
    },
  });
}

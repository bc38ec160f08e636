// The notices of § 22 EBV (Voranzeige, Abschlussanzeige): whether one is required and why, the
// bulk densities, generating each PDF and recording the day it was sent (decision 0262).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkDensitiesUpdate, EbvNotices } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import { taskKeys } from '@/lib/queries/tasks';
import { admissibilityKeys } from './api';

export type NoticePathKind = 'prior-notice' | 'completion-notice';

const noticesKey = (projectId: string) => [...admissibilityKeys.all, 'ebv-notices', projectId] as const;
const noticesPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/ebv-notices`;

export function useEbvNotices(projectId: string) {
  return useQuery({
    queryKey: noticesKey(projectId),
    queryFn: ({ signal }) => apiClient.get<EbvNotices>(noticesPath(projectId), { signal }),
    staleTime: 0,
  });
}

/** Every change answers with the whole notices view; the open tasks may change with it. */
function useNoticesMutation<T>(projectId: string, send: (values: T) => Promise<EbvNotices>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      queryClient.setQueryData(noticesKey(projectId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]);
    },
  });
}

export const useUpdateBulkDensities = (projectId: string) =>
  useNoticesMutation(projectId, (values: BulkDensitiesUpdate) =>
    apiClient.put<EbvNotices>(`${noticesPath(projectId)}/bulk-densities`, values),
  );

export const useGenerateNotice = (projectId: string, kind: NoticePathKind) =>
  useNoticesMutation(projectId, (values: { coverLayerDescription?: string }) =>
    apiClient.post<EbvNotices>(`${noticesPath(projectId)}/${kind}`, kind === 'prior-notice' ? values : undefined),
  );

export const useRecordNoticeSentOn = (projectId: string, kind: NoticePathKind) =>
  useNoticesMutation(projectId, (values: { sentOn: string }) =>
    apiClient.put<EbvNotices>(`${noticesPath(projectId)}/${kind}/sent-on`, values),
  );

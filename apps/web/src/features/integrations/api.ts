// Integration token calls (issue 35): the organization's tokens (admin) and a project's tokens
// (project manager). The secret comes only in the create answer and is never cached.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedIntegrationToken, CreateProjectTokenRequest, IntegrationToken } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

/** Whose tokens a screen shows: the organization's, or one project's. */
export type TokenOwner = { projectId: string | null };

const basePath = ({ projectId }: TokenOwner) =>
  projectId === null ? '/integration-token' : `/project/${encodeURIComponent(projectId)}/integration-token`;

/** A new token: a project's, or the organization's with its projects. */
export type TokenRequest = CreateProjectTokenRequest & { projectIds?: string[] };

export const tokenKeys = {
  all: ['integration-token'] as const,
  list: (owner: TokenOwner) => [...tokenKeys.all, owner.projectId ?? 'organization'] as const,
};

export function useTokens(owner: TokenOwner, enabled = true) {
  return useQuery({
    queryKey: tokenKeys.list(owner),
    enabled,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: IntegrationToken[] }>(basePath(owner), { signal })).items,
  });
}

export function useCreateToken(owner: TokenOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TokenRequest) => apiClient.post<CreatedIntegrationToken>(basePath(owner), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list(owner) }),
  });
}

export function useRevokeToken(owner: TokenOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      apiClient.post<IntegrationToken>(`${basePath(owner)}/${encodeURIComponent(tokenId)}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list(owner) }),
  });
}

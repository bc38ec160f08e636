// GET /public-config: values the browser needs before and after sign-in (support address, maps).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const publicConfigKey = ['public-config'] as const;

/** Also started by the route prefetch of a screen with a map (app/route-queries.ts). */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => apiClient.get<PublicConfig>('/public-config', { signal }),
    staleTime: Infinity,
    retry: 1,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}

/** The support address, or null while it is not known (callers show a neutral fallback). */
export function useSupportEmail(): string | null {
  return usePublicConfig().data?.supportEmail ?? null;
}

// GET /public-config: values the browser needs before and after sign-in (support address, maps).
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const publicConfigKey = ['public-config'] as const;

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => apiClient.get<PublicConfig>('/public-config', { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** The support address, or null while it is not known (callers show a neutral fallback). */
export function useSupportEmail(): string | null {
  return usePublicConfig().data?.supportEmail ?? null;
}

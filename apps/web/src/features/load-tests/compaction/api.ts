// The project's compaction requirements (issue 37): GET/POST /project/{id}/compaction-requirements,
// PUT/DELETE …/{requirementId}. A change re-judges every test, so the load-test lists, details and
// map points are asked again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompactionLotInput,
  CompactionLotView,
  CompactionRequirementInput,
  CompactionRequirementView,
  LotFieldView,
  LotTestKind,
} from '@baustellendoku/domain';
import { API_BASE, apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import { loadTestKeys } from '../api';

export const requirementKeys = {
  all: ['compaction-requirements'] as const,
  list: (projectId: string) => [...requirementKeys.all, projectId] as const,
};

const listPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/compaction-requirements`;
const itemPath = (projectId: string, id: string) => `${listPath(projectId)}/${encodeURIComponent(id)}`;

export const requirementsQuery = (projectId: string) =>
  queryOptions({
    queryKey: requirementKeys.list(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: CompactionRequirementView[] }>(listPath(projectId), { signal })).items,
  });

export const useRequirements = (projectId: string) => useQuery(requirementsQuery(projectId));

function useRejudged(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requirementKeys.list(projectId) }),
      queryClient.invalidateQueries({ queryKey: lotKeys.all }),
      queryClient.invalidateQueries({ queryKey: loadTestKeys('dynamic-load-analysis').all }),
      queryClient.invalidateQueries({ queryKey: loadTestKeys('static-load-analysis').all }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    ]);
}

/** Sets a new requirement, or changes the one of `requirementId`. */
export function useSaveRequirement(projectId: string, requirementId: string | null) {
  const onSuccess = useRejudged(projectId);
  return useMutation({
    mutationFn: (input: CompactionRequirementInput) =>
      requirementId
        ? apiClient.put<CompactionRequirementView>(itemPath(projectId, requirementId), input)
        : apiClient.post<CompactionRequirementView>(listPath(projectId), input),
    onSuccess,
  });
}

export function useDeleteRequirement(projectId: string) {
  const onSuccess = useRejudged(projectId);
  return useMutation({
    mutationFn: (requirementId: string) => apiClient.delete<null>(itemPath(projectId, requirementId)),
    onSuccess,
  });
}

// Test lots (issue 37 item 3): GET/POST /project/{id}/compaction-lots, PUT/DELETE …/{lotId}, the
// grid fields to choose from (…/fields?testKind=) and the report (…/{lotId}/report).
export const lotKeys = {
  all: ['compaction-lots'] as const,
  list: (projectId: string) => [...lotKeys.all, projectId] as const,
  fields: (projectId: string, testKind: LotTestKind) => [...lotKeys.all, projectId, 'fields', testKind] as const,
};

const lotsPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/compaction-lots`;
const lotPath = (projectId: string, lotId: string) => `${lotsPath(projectId)}/${encodeURIComponent(lotId)}`;
/** The report PDF, opened as a link (the session cookie goes with it). */
export const lotReportUrl = (projectId: string, lotId: string) => `${API_BASE}${lotPath(projectId, lotId)}/report`;

export const useLots = (projectId: string) =>
  useQuery({
    queryKey: lotKeys.list(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: CompactionLotView[] }>(lotsPath(projectId), { signal })).items,
  });

export const useLotFields = (projectId: string, testKind: LotTestKind | null) =>
  useQuery({
    queryKey: lotKeys.fields(projectId, testKind ?? 'dynamic'),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ items: LotFieldView[] }>(`${lotsPath(projectId)}/fields`, {
          query: { testKind },
          signal,
        })
      ).items,
    enabled: testKind !== null,
  });

function useLotsChanged(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lotKeys.list(projectId) }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    ]);
}

/** Forms a new lot, or changes the one of `lotId`. */
export function useSaveLot(projectId: string, lotId: string | null) {
  const onSuccess = useLotsChanged(projectId);
  return useMutation({
    mutationFn: (input: CompactionLotInput) =>
      lotId
        ? apiClient.put<CompactionLotView>(lotPath(projectId, lotId), input)
        : apiClient.post<CompactionLotView>(lotsPath(projectId), input),
    onSuccess,
  });
}

export function useDeleteLot(projectId: string) {
  const onSuccess = useLotsChanged(projectId);
  return useMutation({
    mutationFn: (lotId: string) => apiClient.delete<null>(lotPath(projectId, lotId)),
    onSuccess,
  });
}

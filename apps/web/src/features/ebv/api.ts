// Recycled material, first half (spec part 2 §7): feature settings, announcements, asbestos
// documentation, wrecking piles with acceptance control, approval and disposal. Every change
// refreshes the pile caches, the project (its facts gate pile creation and the menu), the history
// and the open tasks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptanceControlInput,
  Announcement,
  ApproveWreckingPileInput,
  AsbestosDocument,
  EbvFeatureResponse,
  EbvFeatureSettings,
  WreckingPile,
  WreckingPileFields,
} from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';
import { projectKeys } from '@/lib/queries/projects';
import { taskKeys } from '@/lib/queries/tasks';

/** Lists are requested with skip 0 and limit 999999 (spec part 2 §9). */
const LIST_PAGE = { skip: 0, limit: 999999 } as const;

export const ebvKeys = {
  all: ['ebv'] as const,
  feature: (projectId: string) => [...ebvKeys.all, 'feature', projectId] as const,
  announcements: (projectId: string) => [...ebvKeys.all, 'announcements', projectId] as const,
  asbestos: (projectId: string) => [...ebvKeys.all, 'asbestos', projectId] as const,
  piles: (projectId: string) => [...ebvKeys.all, 'piles', projectId] as const,
  pile: (wreckingPileId: string) => [...ebvKeys.all, 'pile', wreckingPileId] as const,
};

const projectPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;
export const pilePath = (wreckingPileId: string) => `/wrecking-pile/${encodeURIComponent(wreckingPileId)}`;

export function useRefreshAfterChange(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ebvKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    ]);
}

// ── Feature settings ───────────────────────────────────────────────────────────────────
export function useEbvFeature(projectId: string) {
  return useQuery({
    queryKey: ebvKeys.feature(projectId),
    queryFn: ({ signal }) => apiClient.get<EbvFeatureResponse>(`${projectPath(projectId)}/feature/ebv`, { signal }),
  });
}

export function useSaveEbvFeature(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (settings: EbvFeatureSettings) =>
      apiClient.post<EbvFeatureResponse>(`${projectPath(projectId)}/feature/ebv`, settings),
    // Activation changes enabledFeatures: the side menu gains the group "Ersatzbaustoffe".
    onSuccess: refresh,
  });
}

// ── Announcements ─────────────────────────────────────────────────────────────────────
export function useAnnouncements(projectId: string) {
  return useQuery({
    queryKey: ebvKeys.announcements(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: Announcement[] }>(`${projectPath(projectId)}/announcement`, { signal })).items ??
      [],
  });
}

export function useCreateAnnouncement(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: () => apiClient.post<Announcement>(`${projectPath(projectId)}/announcement`),
    onSuccess: refresh,
  });
}

export function useConfirmSending(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (announcementId: string) =>
      apiClient.post<Announcement>(
        `${projectPath(projectId)}/announcement/${encodeURIComponent(announcementId)}/confirm-sending`,
      ),
    onSuccess: refresh,
  });
}

// ── Asbestos-freedom documentation ────────────────────────────────────────────────────
const asbestosPath = (projectId: string) => `${projectPath(projectId)}/documents-confirming-absence-of-asbestos`;

export function useAsbestosDocuments(projectId: string) {
  return useQuery({
    queryKey: ebvKeys.asbestos(projectId),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: AsbestosDocument[]; template: { fileName: string; url: string } }>(
        asbestosPath(projectId),
        { signal },
      ),
  });
}

export function useAddAsbestosDocuments(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (documents: string[]) => apiClient.post<unknown>(asbestosPath(projectId), { documents }),
    onSuccess: refresh,
  });
}

// ── Wrecking piles ────────────────────────────────────────────────────────────────────
export function useWreckingPiles(projectId: string) {
  return useQuery({
    queryKey: ebvKeys.piles(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: WreckingPile[] }>('/wrecking-pile', { query: { ...LIST_PAGE, projectId }, signal }))
        .items ?? [],
  });
}

export function useWreckingPile(wreckingPileId: string) {
  return useQuery({
    queryKey: ebvKeys.pile(wreckingPileId),
    queryFn: ({ signal }) => apiClient.get<WreckingPile>(pilePath(wreckingPileId), { signal }),
  });
}

export function useSaveWreckingPile(projectId: string, wreckingPileId?: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (fields: WreckingPileFields) =>
      wreckingPileId
        ? apiClient.put<WreckingPile>(pilePath(wreckingPileId), fields)
        : apiClient.post<WreckingPile>('/wrecking-pile', { projectId, ...fields }),
    onSuccess: refresh,
  });
}

export function useSaveAcceptanceControl(projectId: string, wreckingPileId: string, isUpdate: boolean) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (fields: AcceptanceControlInput) =>
      isUpdate
        ? apiClient.put<WreckingPile>(`${pilePath(wreckingPileId)}/acceptance-control`, fields)
        : apiClient.post<WreckingPile>(`${pilePath(wreckingPileId)}/acceptance-control`, fields),
    onSuccess: refresh,
  });
}

/** The three moves of "Annahmekontrolle abschließen": release (with the appraiser date), reject, dispose. */
export type PileDecision =
  { move: 'release'; body: ApproveWreckingPileInput } | { move: 'reject' } | { move: 'dispose' };

const decisionPath: Record<PileDecision['move'], string> = {
  release: 'approve',
  reject: 'acceptance-control/reject',
  dispose: 'dispose',
};

export function useDecidePile(projectId: string, wreckingPileId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (decision: PileDecision) =>
      apiClient.post<WreckingPile>(
        `${pilePath(wreckingPileId)}/${decisionPath[decision.move]}`,
        decision.move === 'release' ? decision.body : undefined,
      ),
    onSuccess: refresh,
  });
}

export function useSavePileDisposalDocumentation(projectId: string, wreckingPileId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (disposalDocuments: string[]) =>
      apiClient.post<WreckingPile>(`${pilePath(wreckingPileId)}/disposal-documentation`, { disposalDocuments }),
    onSuccess: refresh,
  });
}

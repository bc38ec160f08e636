// Machine files and suitability proofs (spec part 1 §7): GET/POST /machine, GET/PUT
// /machine/{id}, POST /machine/{id}/suitability, PUT /machine/{id}/suitability/{suitabilityId}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSuitabilityRequest,
  Machine,
  MachineListItem,
  MachineRequest,
  Suitability,
} from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { historyKeys } from '@/lib/queries/history';

export const machineKeys = {
  all: ['machine'] as const,
  list: () => [...machineKeys.all, 'list'] as const,
  detail: (machineId: string) => [...machineKeys.all, 'detail', machineId] as const,
};

const machinePath = (machineId: string) => {
  if (!machineId) throw new Error('machineId must be provided');
  return `/machine/${encodeURIComponent(machineId)}`;
};

/** The requests as the domain's schemas parse them (documents as ids of uploaded files). */
export type MachinePayload = MachineRequest;
export type SuitabilityPayload = CreateSuitabilityRequest;

export function useMachines(enabled = true) {
  return useQuery({
    queryKey: machineKeys.list(),
    enabled,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: MachineListItem[] }>('/machine', { signal })).items ?? [],
  });
}

export function useMachine(machineId: string, enabled = true) {
  return useQuery({
    queryKey: machineKeys.detail(machineId),
    enabled,
    queryFn: ({ signal }) => apiClient.get<Machine>(machinePath(machineId), { signal }),
  });
}

export function useCreateMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MachinePayload) => apiClient.post<{ machineId: string }>('/machine', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: machineKeys.list() }),
  });
}

export function useUpdateMachine(machineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MachinePayload) => apiClient.put<Machine>(machinePath(machineId), input),
    onSuccess: (machine) => {
      queryClient.setQueryData(machineKeys.detail(machineId), machine);
      return queryClient.invalidateQueries({ queryKey: machineKeys.list() });
    },
  });
}

function useInvalidateMachine() {
  const queryClient = useQueryClient();
  // A new proof may be recorded in the histories of projects that use the machine.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: machineKeys.all }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    ]);
}

export function useAddSuitability(machineId: string) {
  const invalidate = useInvalidateMachine();
  return useMutation({
    mutationFn: (input: SuitabilityPayload) =>
      apiClient.post<Suitability>(`${machinePath(machineId)}/suitability`, input),
    onSuccess: invalidate,
  });
}

export function useAddSuitabilityDocuments(machineId: string, suitabilityId: string) {
  const invalidate = useInvalidateMachine();
  return useMutation({
    mutationFn: (documents: string[]) =>
      apiClient.put<Suitability>(`${machinePath(machineId)}/suitability/${encodeURIComponent(suitabilityId)}`, {
        documents,
      }),
    onSuccess: invalidate,
  });
}

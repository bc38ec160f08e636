// The device register (issue 37 item 4, decision 0680): GET/POST /device, GET/PUT /device/{id},
// POST /device/{id}/certificate, DELETE /device/{id}/certificate/{certificateId}. A change
// re-judges load tests, so their queries are asked again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CertificateView,
  createCertificateSchema,
  DeviceListItem,
  DeviceRequest,
  DeviceView,
} from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

export const deviceKeys = {
  all: ['device'] as const,
  list: () => [...deviceKeys.all, 'list'] as const,
  detail: (deviceId: string) => [...deviceKeys.all, 'detail', deviceId] as const,
};

const devicePath = (deviceId: string) => {
  if (!deviceId) throw new Error('deviceId must be provided');
  return `/device/${encodeURIComponent(deviceId)}`;
};

/** The certificate as the domain schema parses it (the file as its id). */
export type CertificatePayload = z.output<typeof createCertificateSchema>;

export const devicesQuery = () => ({
  queryKey: deviceKeys.list(),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await apiClient.get<{ items: DeviceListItem[] }>('/device', { signal })).items ?? [],
});

export function useDevices(enabled = true) {
  return useQuery({ ...devicesQuery(), enabled });
}

export function useDevice(deviceId: string) {
  return useQuery({
    queryKey: deviceKeys.detail(deviceId),
    queryFn: ({ signal }) => apiClient.get<DeviceView>(devicePath(deviceId), { signal }),
  });
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeviceRequest) => apiClient.post<{ deviceId: string }>('/device', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.list() }),
  });
}

/**
 * After a change: everything is asked again — the register, and the verdicts of load tests in
 * lists, map, lots and tasks of every project, their protocols and histories.
 */
function useInvalidateDevice() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useUpdateDevice(deviceId: string) {
  const invalidate = useInvalidateDevice();
  return useMutation({
    mutationFn: (input: DeviceRequest) => apiClient.put<DeviceView>(devicePath(deviceId), input),
    onSuccess: invalidate,
  });
}

export function useAddCertificate(deviceId: string) {
  const invalidate = useInvalidateDevice();
  return useMutation({
    mutationFn: (input: CertificatePayload) =>
      apiClient.post<CertificateView>(`${devicePath(deviceId)}/certificate`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCertificate(deviceId: string) {
  const invalidate = useInvalidateDevice();
  return useMutation({
    mutationFn: (certificateId: string) =>
      apiClient.delete(`${devicePath(deviceId)}/certificate/${encodeURIComponent(certificateId)}`),
    onSuccess: invalidate,
  });
}

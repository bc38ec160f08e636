// Guest administration calls (spec part 1 §7): GET /user?type=guest, POST /user, GET/PUT /user/{id},
// PATCH /user/{id}/activate|deactivate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestInvite, UserList, UserView } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';

/** GET /user rows (the domain's user view). */
export type Guest = UserView;

export const guestKeys = {
  all: ['guest'] as const,
  list: () => [...guestKeys.all, 'list'] as const,
  detail: (guestId: string) => [...guestKeys.all, 'detail', guestId] as const,
};

const userPath = (userId: string) => {
  if (!userId) throw new Error('userId must be provided');
  return `/user/${encodeURIComponent(userId)}`;
};

/** `enabled` false for users who may not manage guests: the list is then never requested. */
export function useGuests(enabled = true) {
  return useQuery({
    queryKey: guestKeys.list(),
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<UserList>('/user', {
        query: { skip: 0, limit: 999999, type: 'guest' },
        signal,
      });
      return answer.items ?? [];
    },
  });
}

export function useGuest(guestId: string, enabled = true) {
  return useQuery({
    queryKey: guestKeys.detail(guestId),
    enabled,
    queryFn: ({ signal }) => apiClient.get<Guest>(userPath(guestId), { signal }),
  });
}

export function useInviteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestInvite) => apiClient.post<{ userId: string }>('/user', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.all }),
  });
}

export function useUpdateGuest(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<GuestInvite, 'name' | 'emailAddress'>) => apiClient.put<Guest>(userPath(guestId), input),
    onSuccess: (guest) => {
      queryClient.setQueryData(guestKeys.detail(guestId), guest);
      return queryClient.invalidateQueries({ queryKey: guestKeys.list() });
    },
  });
}

export function useSetGuestActive(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      apiClient.patch<Guest>(`${userPath(guestId)}/${isActive ? 'activate' : 'deactivate'}`),
    onSuccess: (guest) => {
      queryClient.setQueryData(guestKeys.detail(guestId), guest);
      return queryClient.invalidateQueries({ queryKey: guestKeys.list() });
    },
  });
}

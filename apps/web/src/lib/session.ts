// The session (spec part 1 §4 "Session status"): authenticated while a current user is held,
// pending while /me loads, anonymous otherwise. The user is mirrored into localStorage under
// "current-user" so a reload renders at once and other tabs notice a logout. Platform, not the auth
// area: the shell, can() and every screen read the current user; features/auth holds the sign-in.
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { CURRENT_USER_KEY, readJson, removeItem, writeJson } from '@/lib/storage';
import type { CurrentUser } from './current-user';

export type SessionStatus = 'pending' | 'authenticated' | 'anonymous';

export const authKeys = {
  me: ['me'] as const,
};

/** The current user, or null when nobody is signed in (401 is an answer here, not an error). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiClient.get<CurrentUser>('/me', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

const logoutTasks = new Set<() => Promise<void> | void>();

/**
 * Work the app adds to every logout (app.tsx: forgetting the stored screens), so the logout of the
 * auth area need not know the app's offline storage. Returns the removal.
 */
export function onLogout(task: () => Promise<void> | void): () => void {
  logoutTasks.add(task);
  return () => logoutTasks.delete(task);
}

export function runLogoutTasks(): void {
  for (const task of logoutTasks) void task();
}

function persist(user: CurrentUser | null) {
  if (user) writeJson(CURRENT_USER_KEY, user);
  else removeItem(CURRENT_USER_KEY);
}

export function useCurrentUserQuery() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      const user = await fetchCurrentUser(signal);
      persist(user);
      return user;
    },
    // Spec §7: the current-user query does not retry.
    retry: false,
    // The stored copy renders immediately; it is always revalidated against the server.
    initialData: () => readJson<CurrentUser>(CURRENT_USER_KEY) ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
}

export function useSession(): { status: SessionStatus; currentUser: CurrentUser | null; error: unknown } {
  const query = useCurrentUserQuery();
  if (query.data) return { status: 'authenticated', currentUser: query.data, error: null };
  if (query.isPending) return { status: 'pending', currentUser: null, error: null };
  return { status: 'anonymous', currentUser: null, error: query.error };
}

let lastSignedInUser: CurrentUser | null = null;

/**
 * The signed-in user; only for components rendered behind the session gate. While a logout or a
 * session end tears the app down, screens that are still mounted may render once more without a
 * user: they get the last one instead of crashing, and the gate removes them right after.
 */
export function useCurrentUser(): CurrentUser {
  const { currentUser } = useSession();
  if (currentUser) {
    lastSignedInUser = currentUser;
    return currentUser;
  }
  if (lastSignedInUser) return lastSignedInUser;
  throw new Error('useCurrentUser needs an authenticated session');
}

/** Forgets the user everywhere (the global 401 handler and logout use it). */
export function clearSession(queryClient: QueryClient): void {
  removeItem(CURRENT_USER_KEY);
  queryClient.setQueryData(authKeys.me, null);
}

export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: authKeys.me }), [queryClient]);
}

/** Reloads this tab when another tab removed the stored user (logout or session end there). */
export function watchStoredUser(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === CURRENT_USER_KEY || event.key === null) && event.newValue === null && event.oldValue !== null) {
      target.location.reload();
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

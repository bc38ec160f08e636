import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { logout } from './api';
import { runLogoutTasks } from '@/lib/session';
import { CURRENT_USER_KEY, removeItem } from '@/lib/storage';

/** Logout (spec §4): call the server, clear all cached data, go to /login?logout-successful. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const run = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // The session ends locally either way; a failed server call must not trap the user inside.
    }
    // Drop the user without announcing "anonymous": the session gate would otherwise race this
    // navigation with its own redirect to a bare /login and lose "?logout-successful".
    removeItem(CURRENT_USER_KEY);
    queryClient.clear();
    runLogoutTasks();
    setLoggingOut(false);
    navigate(paths.loginAfterLogout(), { replace: true });
  }, [navigate, queryClient]);
  return { logout: run, isLoggingOut };
}

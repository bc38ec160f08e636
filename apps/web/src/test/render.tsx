// Renders a component tree the way the app does: QueryClient, a memory router, optional user.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { CurrentUser } from '@/lib/current-user';
import { authKeys } from '@/lib/session';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function currentUserFixture(overrides: Partial<CurrentUser> & { isAdmin?: boolean } = {}): CurrentUser {
  const { isAdmin = false, ...rest } = overrides;
  return {
    user: {
      userId: 'user-1',
      isAdmin,
      name: { firstName: 'Maria', lastName: 'Schneider' },
      emailAddress: 'maria@example.com',
    },
    assignedProjects: [],
    dataPrivacyPolicyIsConfirmed: true,
    needsAppraiserInformation: false,
    ...rest,
  };
}

export function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; queryClient?: QueryClient; currentUser?: CurrentUser | null } = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  if (options.currentUser !== undefined) queryClient.setQueryData(authKeys.me, options.currentUser);
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string; queryClient?: QueryClient; currentUser?: CurrentUser | null } = {},
) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { watchStoredUser } from '@/features/auth/session';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { ConnectionBanner } from './offline/connection-banner';
import { startOnlineTracking } from './offline/online-state';
import { persistQueryCache } from './offline/query-persistence';
import { connectOutbox } from './outbox/outbox';

startOnlineTracking();

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => watchStoredUser(), []);
  useEffect(() => persistQueryCache(queryClient), [queryClient]);
  useEffect(() => connectOutbox(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionBanner />
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}

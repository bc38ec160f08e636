// The query client and the router are made before React's first render (decision 0741): what the
// router's loaders put into the cache before that render is stored for the next visit too.
import { describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/lib/queries/projects';
import { createAppCore } from './app';
import { idb } from '@/test/memory-idb-keyval';

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'));

describe('createAppCore', () => {
  it('stores answers from the moment the query client exists, before anything has rendered', async () => {
    const { queryClient, router } = createAppCore();
    queryClient.setQueryData(projectKeys.detail('p1'), { projectId: 'p1', name: 'Gewerbepark Nord' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() =>
      expect([...idb.keys()].some((key) => key.startsWith('baustellendoku-query:') && key.includes('p1'))).toBe(true),
    );
    router.dispose();
  });
});

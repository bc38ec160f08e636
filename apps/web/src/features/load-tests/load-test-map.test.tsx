// The map's placeholder (decision 0460): while MapLibre's code and the map styles load, the list's
// count of tests on the map shows already — the map opens on all of them. The map's own code and
// queries wait until the browser is idle after the first paint (decision 0841).
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { LoadTestMap } from './load-test-map';
import type { MapPoint } from '@/components/map/map-geometry';

const point = (id: string, lat: number, lng: number): MapPoint => ({
  id,
  lat,
  lng,
  number: 1,
  valueLabel: 'Evd',
  value: 45,
  analysedAt: '2026-05-04T08:00:00.000Z',
  creator: null,
  href: `/projects/p1/dynamic-load-analysis/${id}`,
});

describe('LoadTestMap before the map has loaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the count of tests on the map in its placeholder', async () => {
    // The map styles never come: the placeholder stays.
    const pending = () => new Promise<never>(() => undefined);
    mockApi({ '/public-config': pending, '/mounting-documentation/grid-fields': pending });
    renderRoutes(
      [
        {
          path: '/projects/:projectId/dynamic-load-analysis',
          element: <LoadTestMap points={[point('a', 52.1, 8.1), point('b', 52.2, 8.2)]} outline={null} showCount />,
        },
      ],
      { path: '/projects/p1/dynamic-load-analysis' },
    );
    // Once idle, the same placeholder shows again while the map's code loads (another element).
    await waitFor(() => expect(screen.getByText('2 Versuche im aktuellen Kartenausschnitt')).toBeInTheDocument());
    expect(screen.queryByTestId('load-test-map')).not.toBeInTheDocument();
  });

  it('shows no count where the map is no list (the position picker)', async () => {
    const pending = () => new Promise<never>(() => undefined);
    mockApi({ '/public-config': pending, '/mounting-documentation/grid-fields': pending });
    renderRoutes([{ path: '/projects/:projectId/x', element: <LoadTestMap points={[]} outline={null} /> }], {
      path: '/projects/p1/x',
    });
    await screen.findByTestId('map-placeholder');
    expect(screen.queryByTestId('map-visible-count')).not.toBeInTheDocument();
  });

  it('asks for the map styles and grid fields only once the browser is idle after the first paint', async () => {
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      whenIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const pending = () => new Promise<never>(() => undefined);
    const { calls } = mockApi({ '/public-config': pending, '/mounting-documentation/grid-fields': pending });
    renderRoutes(
      [
        {
          path: '/projects/:projectId/dynamic-load-analysis',
          element: <LoadTestMap points={[point('a', 52.1, 8.1)]} outline={null} showCount />,
        },
      ],
      { path: '/projects/p1/dynamic-load-analysis' },
    );
    expect(await screen.findByText('1 Versuch im aktuellen Kartenausschnitt')).toBeInTheDocument();
    const mapRequests = () =>
      calls.filter((call) => /public-config|grid-fields/.test(call.path)).map((call) => call.path);
    expect(mapRequests()).toEqual([]);
    act(() => whenIdle?.());
    await waitFor(() => expect(mapRequests()).toContain('/mounting-documentation/grid-fields'));
    expect(screen.getByText('1 Versuch im aktuellen Kartenausschnitt')).toBeInTheDocument();
  });
});

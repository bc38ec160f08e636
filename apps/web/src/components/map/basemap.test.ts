import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStyle } from './basemap';
import { gridGeoJson } from './site-grid';

const style = { version: 8, name: 'Straße', sources: {}, layers: [] };
let counter = 0;
/** Each test its own URL: the checks are kept per page and style. */
const url = () => `https://tiles.example/style-${(counter += 1)}.json`;

afterEach(() => vi.unstubAllGlobals());

describe('the map background check (decision 0400)', () => {
  it('takes the style when it answers, once per page and style', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(style), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const address = url();
    expect(await loadStyle(address)).toEqual(style);
    expect(await loadStyle(address)).toEqual(style);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.credentials).toBe('omit');
  });

  it('falls back (null) on an error answer, a network failure, a timeout or a document that is no style', async () => {
    const answers = [
      () => Promise.resolve(new Response('nicht da', { status: 404 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
      () => Promise.resolve(new Response('{"version": 7, "layers": []}', { status: 200 })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
    ];
    for (const answer of answers) {
      vi.stubGlobal('fetch', vi.fn(answer));
      expect(await loadStyle(url())).toBeNull();
    }
  });

  it('does not ask while the device is offline', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false);
    expect(await loadStyle(url())).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the grid drawn on the maps', () => {
  const outline = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [10, 53.6],
        [10.2, 53.6],
        [10.2, 53.8],
        [10, 53.6],
      ],
    ],
  };

  it('draws every grid line over the area box and the documented cells by name', () => {
    const grid = gridGeoJson(outline, ['B2/01', 'B2/02', 'A1/01'])!;
    // 2 columns and 2 rows: 3 vertical and 3 horizontal lines.
    expect(grid.lines.features).toHaveLength(6);
    expect(grid.cells.features.map((cell) => cell.properties)).toEqual([
      { name: 'B2', values: 'B2/01, B2/02' },
      { name: 'A1', values: 'A1/01' },
    ]);
    expect(grid.cells.features[1]!.geometry.coordinates[0]![0]).toEqual([10, 53.8]);
  });

  it('draws no grid without an area or without fields', () => {
    expect(gridGeoJson(null, ['A1/01'])).toBeNull();
    expect(gridGeoJson(outline, [])).toBeNull();
    expect(gridGeoJson(outline, undefined)).toBeNull();
  });
});

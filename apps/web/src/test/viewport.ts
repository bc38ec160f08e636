// The screen width a test renders at. jsdom lays nothing out and its matchMedia (setup.ts) matches
// nothing, i.e. a phone; a list (DataTable) renders only the form the width shows (decision 0740).
import { vi } from 'vitest';

/** matchMedia answers `(min-width: Npx)` queries as a screen `width` px wide would; undo with vi.restoreAllMocks(). */
export function viewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
}

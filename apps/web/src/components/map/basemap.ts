// The map's background (decision 0400): the configured style (OpenFreeMap's by default) when its
// style document can be fetched within a short time, else the built-in offline style with the note
// "Kartenhintergrund nicht verfügbar". The check is made once per style and page (a failure is
// tried again after a minute), and started as soon as a page with a map renders, in parallel with
// the map's code. Not in the query cache: a style kept for offline use would promise tiles that
// cannot load.
import { useEffect, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';

/** How long the map waits for the style document before it draws the offline style. */
export const STYLE_TIMEOUT_MS = 3000;
const RETRY_AFTER_MS = 60_000;

/** `style` null: the built-in offline style; `unavailable`: a configured style could not be reached. */
export type Basemap = { style: StyleSpecification | null; unavailable: boolean };

const checks = new Map<string, { at: number; result: Promise<StyleSpecification | null> }>();

const isStyle = (value: unknown): value is StyleSpecification =>
  typeof value === 'object' &&
  value !== null &&
  (value as { version?: unknown }).version === 8 &&
  Array.isArray((value as { layers?: unknown }).layers) &&
  typeof (value as { sources?: unknown }).sources === 'object';

async function fetchStyle(url: string): Promise<StyleSpecification | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    const response = await fetch(url, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(STYLE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const style: unknown = await response.json();
    return isStyle(style) ? style : null;
  } catch {
    return null; // no network, DNS failure, timeout, blocked by the CSP, not JSON
  }
}

/** The style document of `url`, or null when it cannot be had quickly; one request per page and style. */
export function loadStyle(url: string): Promise<StyleSpecification | null> {
  const known = checks.get(url);
  if (known && Date.now() - known.at < RETRY_AFTER_MS) return known.result;
  const result = fetchStyle(url);
  checks.set(url, { at: Date.now(), result });
  void result.then((style) => {
    // Keep a success for the page's life; a failure only for a minute.
    if (style) checks.set(url, { at: Infinity, result });
  });
  return result;
}

const BUILT_IN: Basemap = { style: null, unavailable: false };

/** The background for `url` (null: none configured); undefined while the check runs. Stable objects. */
export function useBasemap(url: string | null): Basemap | undefined {
  const [answer, setAnswer] = useState<{ url: string | null; basemap: Basemap } | undefined>(
    url === null ? { url, basemap: BUILT_IN } : undefined,
  );
  useEffect(() => {
    if (url === null) return;
    let current = true;
    void loadStyle(url).then((style) => {
      if (current) setAnswer({ url, basemap: { style, unavailable: style === null } });
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (url === null) return BUILT_IN;
  return answer?.url === url ? answer.basemap : undefined;
}

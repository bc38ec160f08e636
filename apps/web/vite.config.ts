import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootScript } from './build/boot-script';
import { importZones } from './build/import-zones.js';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * react-router's package maps every import condition to its development build; the production build
 * beside it differs by one flag (`ENABLE_DEV_WARNINGS`), which keeps the route warnings and their
 * message strings in the bundle and runs them on every render. The app's build takes the production
 * build (decision 0771); the dev server and the tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
// Each build has its own id: data persisted for offline use by another build is not trusted.
process.env.VITE_BUILD_ID ??= Date.now().toString(36);

// Chunking (decisions 0110 and 0301). A screen should need a handful of requests, not sixty, and the
// login must stay within its budget (≤ 150 KB gzip):
// - react, router: explicit priorities, anchored at node_modules/ so "@floating-ui/react-dom/" is not
//   taken for react-dom; Vite's preload helper rides with React (every page loads it anyway).
// - initial: everything the entry loads statically (incl. the login screen) in one chunk.
// - forms: react-hook-form, zod, the domain schemas and the field components, shared by the forms only
//   (not the search field of the lists: it is a plain input, and every list would load the forms).
// - queries: every area's query definitions (`api.ts`, `variant.ts`; ~5 KB brotli). The route prefetch
//   and most screens read several areas' (an order list also asks for admissibility): one chunk
//   instead of up to a dozen of 1–2 KB, each a request through the service worker (decision 0758).
// - signed-in: the rest of the shared kit of the signed-in screens (layout, Radix, icons, date-fns).
// - map-parts: what a page with a map renders before MapLibre (the placeholder with its count, the
//   geometry, the error boundary): one chunk of ~4 KB instead of five of 0.2–2 KB (decision 0841).
// - map (MapLibre), the signature pad (three delivery forms) and OCR/PDF helpers if ever bundled stay out of
//   the shared groups: only their screens load them (signature_pad sat in signed-in: 3.6 KB brotli on every screen).
// The feature and domain modules of one area stay with rolldown's automatic chunking. Groups do not
// pull in their dependencies (else "forms" would swallow the Radix select and every list would load
// zod); strictExecutionOrder keeps the resulting chunk cycles (schema ↔ validation) safe.
const heavy = /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl|tesseract\.js|pdfjs-dist|signature_pad)[\\/]/;
const formish =
  /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|packages[\\/]domain[\\/]src[\\/].*schema|components[\\/]ui[\\/](form|(?!search-)[\w-]*-fields?\.|field-frame|date-picker|number-input|file-upload|multi-select|combobox)/;
const formLibrary =
  /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|components[\\/]ui[\\/]form\.|lib[\\/]domain-form|packages[\\/]domain[\\/]src[\\/].*schema/;
const shared = /apps[\\/]web[\\/]src[\\/](lib|components|app)[\\/]|packages[\\/]domain[\\/]/;
// The other map pieces (components/map) chunk like an area: only screens with a map load them.
const perArea = /src[\\/](features|components[\\/]map)[\\/]/;
const domain = /packages[\\/]domain[\\/]/;
const light = (id: string) => !heavy.test(id);
type Graph = { getModuleInfo(id: string): { importedIds: string[] } | null };
/** Form code: the form libraries and fields, and every module of the shared kit that builds a form with them. */
const isFormCode = (id: string, graph: Graph) =>
  formish.test(id) ||
  (shared.test(id) && (graph.getModuleInfo(id)?.importedIds.some((dep) => formLibrary.test(dep)) ?? false));
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/, priority: 40 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
  { name: 'initial', tags: ['$initial' as const], test: light, priority: 20 },
  { name: 'map', test: /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl)[\\/]/, priority: 10 },
  {
    name: (id: string, graph: Graph) => (light(id) && isFormCode(id, graph) ? 'forms' : null),
    minShareCount: 2,
    priority: 9,
    includeDependenciesRecursively: false,
  },
  {
    name: 'queries',
    test: /src[\\/]features[\\/].*[\\/](api|variant)\.ts$/,
    priority: 8,
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string, graph: Graph) =>
      light(id) && !perArea.test(id) && !domain.test(id) && !isFormCode(id, graph) ? 'signed-in' : null,
    minShareCount: 2,
    priority: 7,
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string, graph: Graph) => (domain.test(id) && !isFormCode(id, graph) ? 'signed-in' : null),
    minShareCount: 12,
    priority: 6,
    includeDependenciesRecursively: false,
  },
  {
    name: 'map-parts',
    test: /src[\\/](components[\\/]map[\\/](project-map|map-error-boundary|visible-count|map-geometry)|features[\\/]load-tests[\\/]load-test-map)\./,
    priority: 5,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ command }) => ({
  // importZones: an import against the direction of decision 0530 fails the build.
  plugins: [react(), tailwindcss(), importZones(path.join(here, 'src')), bootScript(here), pwa(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(here, 'src') },
      { find: '@baustellendoku/domain', replacement: path.resolve(here, '../../packages/domain/src/index.ts') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/backend': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/backend': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: { output: { strictExecutionOrder: true, codeSplitting: { groups: chunkGroups } } },
  },
}));

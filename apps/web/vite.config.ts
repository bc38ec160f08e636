import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress';

const here = path.dirname(fileURLToPath(import.meta.url));

// Heavy libraries get their own chunks so the login route (which needs none of them) stays small.
// Explicit priorities: each group also captures its dependencies, so without them React could end up
// inside the map chunk (a dependency of react-map-gl) and the login would load MapLibre. Tests are
// anchored at node_modules/ so "@floating-ui/react-dom/" (select menus) is not taken for react-dom.
// Vite's preload helper (used by every lazy import, also inside react-map-gl) rides with React, which
// every page loads anyway; otherwise the map group captures it and the entry imports the map chunk.
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/, priority: 40 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
  { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/]/, priority: 20 },
  { name: 'map', test: /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': path.resolve(here, 'src'),
      '@baustellendoku/domain': path.resolve(here, '../../packages/domain/src/index.ts'),
    },
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
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const here = path.dirname(fileURLToPath(import.meta.url));

// Heavy libraries get their own chunks so the login route (which needs none of them) stays small.
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/](maplibre-gl|react-map-gl|@vis\.gl)[\\/]/.test(id)) return 'map';
  if (/[\\/]react-router[\\/]/.test(id)) return 'router';
  if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]date-fns[\\/]/.test(id)) return 'date-fns';
  return undefined;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    rolldownOptions: { output: { manualChunks } },
  },
});

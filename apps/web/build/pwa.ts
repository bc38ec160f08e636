// The installable app (decision 0302): web app manifest with the German name and icons, and a
// Workbox service worker that precaches the app shell (every built script, style, font and icon)
// so a second visit paints from the cache and the app opens without a connection. API answers are
// not cached by the service worker: what was last loaded comes from the persisted query cache,
// which knows about sessions and logout. A new version waits ("prompt") until the user reloads, so
// old and new code never mix in one tab.
import { VitePWA } from 'vite-plugin-pwa';

export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['icons/favicon-48.png', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Baustellendoku',
      short_name: 'Baustellendoku',
      description: 'Dokumentation von Ersatzbaustoffen und Bodeneinbau auf Baustellen',
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#ffffff',
      theme_color: '#0f5f7a',
      categories: ['business', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Latin Inter only: the other subsets are never needed for German text.
      globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}', 'assets/inter-latin-*.woff2'],
      globIgnores: ['**/*.br', '**/*.gz'],
      // MapLibre (~1.1 MB before compression) is precached too: the load-test map must open offline.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/index.html',
      // The backend's own pages (sign-in provider, dev mailbox, downloads) are never the SPA.
      navigateFallbackDenylist: [/^\/backend\//],
      cleanupOutdatedCaches: true,
      // The first installation takes over the open tab at once, so its later requests are served offline too.
      clientsClaim: true,
      skipWaiting: false,
      // Hashed files straight from the precache, without the fetch handler (public/sw-static-routes.js).
      importScripts: ['/sw-static-routes.js'],
    },
  });

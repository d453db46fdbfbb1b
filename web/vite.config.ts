import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isOfflineReadableApiRequest, OFFLINE_API_CACHE } from './src/lib/offline-cache';
import { precompress } from './precompress-plugin';
import { prerenderSignIn } from './prerender-plugin';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderSignIn(),
    VitePWA({
      // The app registers the worker itself, once the first screen is up (web/src/app/service-worker.ts),
      // and asks the person before a new version takes over.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Ultimate Human',
        short_name: 'Ultimate Human',
        description: 'Track your daily wellness protocols on your own server.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#047857',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/maskable-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app's own files, once per version; the pre-rendered pages are only ever sent by the server.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The push handler is kept by the browser with the worker that imports it: no second copy.
        globIgnores: ['sign-in.html', 'signed-in.html', 'push-handler.js'],
        // Reminders sent by Web Push become notifications (a plain script in web/public).
        importScripts: ['/push-handler.js'],
        clientsClaim: true,
        // Pages come from the server while it answers (the saved theme, the pre-rendered sign-in);
        // without a connection, the app's shell from the precache opens instead.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // The person's data: the latest answer when online, the last one kept when not.
            urlPattern: isOfflineReadableApiRequest,
            handler: 'NetworkFirst',
            options: { cacheName: OFFLINE_API_CACHE, networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    // scripts/bench-size reads the manifest to sum what the browser loads per route.
    manifest: true,
    target: 'es2022',
    // Every browser the es2022 target reaches, bar Safari before 17, knows rel=modulepreload; those
    // few load a route's chunks one after another instead, so the sign-in screen does not carry a
    // polyfill for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The icon groups' names list every page that shares them: a short name instead.
        chunkFileNames: (chunk) => (chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            {
              // React first, so no other group takes it in as a dependency (the icons would).
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              priority: 1,
              // Each icon would otherwise be a chunk of its own (~1 KB), and a page asks for a dozen
              // of them at once, over the browser's six connections. Icons used by the same pages
              // share one chunk; small sets join their nearest neighbour.
              name: 'icons',
              test: /node_modules[\\/]lucide-react/,
              entriesAware: true,
              entriesAwareMergeThreshold: 40_000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});

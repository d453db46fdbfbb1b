import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app's server-side renderer for signed-in pages (src/prerender/signed-in-page-markup.tsx):
 * one self-contained module in dist-ssr/ that the app server imports and calls per request. The
 * browser's files (dist/) come from vite.config.ts; this build writes no assets of its own.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/prerender/signed-in-page-markup.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    // The server has no use for stylesheets: the browser's build has them.
    cssCodeSplit: false,
  },
  // Bundled whole, so the server needs nothing from web/node_modules at run time.
  ssr: { noExternal: true },
});

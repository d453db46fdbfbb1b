import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';
import { prerenderSignIn } from './prerender-plugin';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderSignIn(), precompress()],
  build: {
    // scripts/bench-size reads the manifest to sum what the browser loads per route.
    manifest: true,
    target: 'es2022',
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

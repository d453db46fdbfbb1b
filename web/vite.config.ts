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
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});

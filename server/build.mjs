// Bundles the server with the core code it imports into dist/server.mjs, and the speech model's
// worker thread into dist/stt-worker.mjs beside it; npm packages stay external.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@uh/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { server: 'src/server.ts', 'stt-worker': 'src/providers/stt/local/moonshine.worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalNpmPackages],
  sourcemap: true,
  logLevel: 'warning',
});

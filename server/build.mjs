// Bundles the server with the core code it imports into dist/server.mjs, and its worker threads
// beside it (the speech model's dist/stt-worker.mjs, the import files' reader
// dist/account-import-worker.mjs); npm packages stay external.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@uh/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'stt-worker': 'src/providers/stt/local/moonshine.worker.ts',
    'account-import-worker': 'src/features/settings/account-import.worker.ts',
  },
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

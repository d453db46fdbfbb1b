// Bundles the server with the core code it imports into dist/server.mjs; npm packages stay external.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@uh/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalNpmPackages],
  sourcemap: true,
  logLevel: 'warning',
});

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker thread's script: `bundled` (the entry server/build.mjs writes next to dist/server.mjs)
 * in production; in development and tests the TypeScript `source`, through tsx registered inside
 * the thread (Node 20 does not apply an `--import` hook from a worker's execArgv to the worker's
 * own entry).
 */
export function threadScript(bundled: URL, source: URL): { filename: URL | string; isEval: boolean } {
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(bundled))) return { filename: bundled, isEval: false };
  // tsx's ESM API sits beside its CommonJS one, which is what require.resolve finds.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return {
    filename: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`,
    isEval: true,
  };
}

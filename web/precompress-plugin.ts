import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text asset of the build, at the strongest levels
 * (slow once here, free on every request): the server sends the best one a browser accepts and
 * never compresses on the hot path (server/src/plugins/web-app.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'uh-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin's closeBundle (they run side by side otherwise): the offline
      // worker's files are written there and need their compressed copies too.
      order: 'post',
      sequential: true,
      handler: compressAll,
    },
  };

  async function compressAll() {
    const jobs: Promise<void>[] = [];
    for await (const file of filesUnder(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      jobs.push(
        (async () => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        })(),
      );
    }
    await Promise.all(jobs);
  }
}

// `npm start`: builds the app when its sources changed since the last build, then runs the server
// in this process. Skipping an unneeded build is most of what makes a restart quick.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'server/dist/server.mjs');
const stampFile = path.join(root, 'server/dist/build-stamp.txt');

/** What the build reads: sources, configuration and the lockfile. */
const INPUT_FOLDERS = ['core/src', 'server/src', 'web/src', 'web/public'];
const INPUT_FILES = [
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
  'core/package.json',
  'server/package.json',
  'server/build.mjs',
  'web/package.json',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite.ssr.config.ts',
  'web/precompress-plugin.ts',
  'web/prerender-plugin.ts',
];

function* filesUnder(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Path, size and modification time of every input: cheap to read, and any edit changes it. */
function sourcesFingerprint() {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_FOLDERS.flatMap((folder) => [...filesUnder(path.join(root, folder))]),
    ...INPUT_FILES.map((file) => path.join(root, file)),
  ];
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\t${size}\t${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const fingerprint = sourcesFingerprint();
const isBuilt =
  existsSync(serverBundle) &&
  existsSync(path.join(root, 'web/dist/index.html')) &&
  existsSync(path.join(root, 'web/dist-ssr/signed-in-page-markup.js')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === fingerprint;

if (!isBuilt) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stampFile, fingerprint);
}

// `--build-only`: bring the build up to date and stop (benchmarks, deploy scripts).
if (!process.argv.includes('--build-only')) await import(pathToFileURL(serverBundle).href);

import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

const MB = 1_000_000;

/** Bytes of every file under a folder, symbolic links not followed. */
function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) total += folderBytes(file);
    else if (entry.isFile()) total += lstatSync(file).size;
  }
  return total;
}

/** Where npm put a package: hoisted to the root, or kept in the server workspace. */
function packageFolder(root: string, name: string): string | null {
  for (const folder of [path.join(root, 'node_modules', name), path.join(root, 'server', 'node_modules', name)]) {
    if (existsSync(folder) && !lstatSync(folder).isSymbolicLink()) return folder;
  }
  return null;
}

/** What `npm ci` installs for the built-in speech engine, in MB (10⁶ bytes). */
export function installedSize(root: string) {
  const platform = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  // onnxruntime-web is replaced by an empty stand-in (a link to server/stt-stubs): nothing to count.
  const names = ['sherpa-onnx-node', `sherpa-onnx-${platform}`, '@usefulsensors/moonshine-js', 'llama-tokenizer-js', 'onnxruntime-web'];
  const parts = names.flatMap((name) => {
    const folder = packageFolder(root, name);
    return folder ? [{ name, mb: folderBytes(folder) / MB }] : [];
  });
  const models = path.join(packageFolder(root, '@usefulsensors/moonshine-js') ?? '', 'dist', 'model');
  const modelMb = (size: string) => (existsSync(path.join(models, size)) ? folderBytes(path.join(models, size)) / MB : 0);
  return {
    parts,
    totalMb: parts.reduce((sum, part) => sum + part.mb, 0),
    baseModelMb: modelMb('base'),
    tinyModelMb: modelMb('tiny'),
  };
}

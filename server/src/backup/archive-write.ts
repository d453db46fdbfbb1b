import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { Encrypter } from 'age-encryption';
import tar from 'tar-stream';
import { fileEntryName, MANIFEST_ENTRY, tableEntryName, type Manifest } from './manifest';
import type { SideFile } from './side-files';
import type { TableSnapshot } from './snapshot';

/**
 * Writes the backup file: a gzip-compressed tar holding the manifest first (a restore needs the
 * schema version before any row), then the side files, then each table's COPY text in loading
 * order; sealed with age under a passphrase when one is given. It is written beside its final
 * name and renamed at the end, so a file with the final name is always whole.
 */
export type ArchiveInput = {
  file: string;
  manifest: Manifest;
  sideFiles: SideFile[];
  tables: TableSnapshot[];
  passphrase?: string;
  /** scrypt's work factor (log2); age's default of 18 unless a test asks for less. */
  scryptWorkFactor?: number;
};

export async function writeArchive(input: ArchiveInput): Promise<void> {
  const pack = tar.pack();
  const gzipped = pack.pipe(createGzip());
  const output = input.passphrase ? await encrypted(gzipped, input.passphrase, input.scryptWorkFactor) : gzipped;
  const partial = `${input.file}.partial`;
  const written = pipeline(output, createWriteStream(partial, { mode: 0o600 }));
  try {
    // Together: a failing write (a full disk) must stop the entries, which would otherwise wait on it.
    await Promise.all([writeEntries(pack, input), written]);
    await fs.rename(partial, input.file);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw error;
  }
}

async function writeEntries(pack: tar.Pack, input: ArchiveInput): Promise<void> {
  pack.entry({ name: MANIFEST_ENTRY }, JSON.stringify(input.manifest, null, 2));
  for (const side of input.sideFiles) pack.entry({ name: fileEntryName(side.name), mode: 0o600 }, side.content);
  for (const table of input.tables) {
    const entry = pack.entry({ name: tableEntryName(table.name), size: table.bytes });
    await pipeline(createReadStream(table.file), entry);
  }
  pack.finalize();
}

async function encrypted(source: Readable, passphrase: string, workFactor: number | undefined): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  if (workFactor !== undefined) encrypter.setScryptWorkFactor(workFactor);
  const sealed = await encrypter.encrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(sealed as unknown as WebReadableStream<Uint8Array>);
}

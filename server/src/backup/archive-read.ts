import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { Decrypter } from 'age-encryption';
import tar from 'tar-stream';
import { BackupError, messageOf } from './backup-error';
import { manifestSchema, MANIFEST_ENTRY, type Manifest } from './manifest';
import { sha256Of, type SideFile } from './side-files';

/**
 * Opens a backup file as the writer laid it out: the manifest, the side files (small, read whole),
 * then the tables one at a time as streams, so a large backup never sits in memory. Damage shows
 * as a refusal naming the file: age checks every chunk, gzip its checksum and length, and each
 * table and side file is checked against the manifest's digests.
 */
/** A tar entry: streamx's readable, which Node's pipeline and async iteration accept. */
export type EntryStream = AsyncIterable<Buffer> & { resume(): unknown };
export type TableEntry = { name: string; stream: EntryStream };

export type OpenedBackup = {
  manifest: Manifest;
  sideFiles: SideFile[];
  /** The table entries in file order; each must be read to its end before the next arrives. */
  tables: () => AsyncGenerator<TableEntry>;
  close: () => void;
};

const AGE_MAGIC = Buffer.from('age-encryption.org/v1');

export async function openBackup(file: string, passphrase: string | undefined): Promise<OpenedBackup> {
  const source = await decrypted(file, passphrase);
  const extract = tar.extract();
  try {
    return await readHead(file, source, extract);
  } catch (error) {
    extract.destroy();
    source.destroy();
    throw error;
  }
}

async function readHead(file: string, source: Readable, extract: tar.Extract): Promise<OpenedBackup> {
  let failure: BackupError | null = null;
  const flowing = pipeline(source, createGunzip(), extract).catch((error: unknown) => {
    failure = new BackupError(`The backup file is damaged or truncated (${messageOf(error)}).`);
    extract.destroy(failure);
  });
  const entries = extract[Symbol.asyncIterator]();
  const next = async () => {
    try {
      const result = await entries.next();
      return result.done ? null : result.value;
    } catch (error) {
      throw error instanceof BackupError ? error : new BackupError(`The backup file is damaged or truncated (${messageOf(error)}).`);
    }
  };

  const first = await next();
  if (!first || first.header.name !== MANIFEST_ENTRY) throw new BackupError(`${file} is not a backup of this app (no manifest).`);
  const parsed = manifestSchema.safeParse(parseJson(await readWhole(asEntryStream(first))));
  if (!parsed.success) throw new BackupError(`${file} has a manifest this version of the app cannot read.`);
  const manifest = parsed.data;

  const sideFiles: SideFile[] = [];
  let pending = await next();
  while (pending?.header.name.startsWith('files/')) {
    const content = await readWhole(asEntryStream(pending));
    const name = pending.header.name.slice('files/'.length);
    const expected = manifest.files.find((candidate) => candidate.name === name);
    if (!expected || expected.sha256 !== sha256Of(content)) throw new BackupError(`The side file ${name} does not match the manifest.`);
    sideFiles.push({ name, content });
    pending = await next();
  }
  const missing = manifest.files.filter((expected) => !sideFiles.some((side) => side.name === expected.name));
  if (missing.length > 0) throw new BackupError(`The backup file lacks ${missing.map((side) => side.name).join(', ')}.`);

  async function* tables(): AsyncGenerator<TableEntry> {
    for (let entry = pending; entry; entry = await next()) {
      const match = /^tables\/(.+)\.copy$/.exec(entry.header.name);
      if (!match) throw new BackupError(`The backup file holds an unexpected entry ${entry.header.name}.`);
      yield { name: match[1]!, stream: asEntryStream(entry) };
    }
    // Damage past the last entry (gzip's checksum and length come last) shows only here.
    await flowing;
    if (failure) throw failure;
  }
  return { manifest, sideFiles, tables, close: () => extract.destroy() };
}

async function decrypted(file: string, passphrase: string | undefined): Promise<Readable> {
  const handle = await fs.open(file).catch(() => {
    throw new BackupError(`${file} cannot be read.`);
  });
  const start = Buffer.alloc(AGE_MAGIC.length);
  await handle.read(start, 0, start.length, 0).finally(() => handle.close());
  const source = createReadStream(file);
  if (!start.equals(AGE_MAGIC)) return source;
  if (!passphrase) throw new BackupError(`${file} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.`);
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    const opened = await decrypter.decrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
    return Readable.fromWeb(opened as unknown as WebReadableStream<Uint8Array>);
  } catch (error) {
    source.destroy();
    throw new BackupError(`The passphrase does not open ${file}, or its header is damaged (${messageOf(error)}).`);
  }
}

// streamx readables iterate like Node's, though tar-stream's types do not say so.
const asEntryStream = (entry: unknown) => entry as EntryStream;

async function readWhole(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

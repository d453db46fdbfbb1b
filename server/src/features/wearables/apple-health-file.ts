import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A problem with the uploaded file itself; its message is shown to the person as it is. */
export class ImportFileError extends Error {}

const HOW_TO_EXPORT = 'In the Health app, tap your picture, then Export All Health Data, and upload the export.zip it makes.';
export const NOT_AN_EXPORT = `This file is not an Apple Health export. ${HOW_TO_EXPORT}`;
export const NO_EXPORT_XML = `This ZIP has no export.xml, so it is not an Apple Health export. ${HOW_TO_EXPORT}`;
export const TOO_MUCH_DATA = `This file is not an Apple Health export: it unpacks to far more data than an export would. ${HOW_TO_EXPORT}`;
export const OVERSIZED = (line: number) =>
  `This file is not an Apple Health export: on line ${line} it holds a value, or nests elements, far beyond anything an export has. ${HOW_TO_EXPORT}`;
export const DAMAGED = (detail: string) =>
  `The export.xml in this file is damaged or incomplete (${detail}). Export your data again from the Health app and upload the new file.`;

/**
 * A ZIP may unpack to at most BOMB_RATIO times the uploaded size, and never less than BOMB_FLOOR_BYTES.
 * Health exports are repetitive XML that deflates about 15–30 to 1; a ZIP bomb (a few MB of deflated
 * zeros) passes 1,000 to 1. Above the cap the file is refused rather than parsed for hours. The floor
 * lets the smallest exports (a few days of data, mostly the DTD) through whatever their ratio; it is
 * kept low so a small upload cannot unpack to hundreds of megabytes.
 */
export const BOMB_RATIO = 50;
export const BOMB_FLOOR_BYTES = 16 * 1024 ** 2;

export type ExportContents = {
  /** The XML, as it is read (and unpacked). */
  chunks: AsyncIterable<Buffer>;
  /** How far into the uploaded file reading has come, for the progress bar. */
  bytesRead: () => number;
  bytesTotal: number;
};

async function firstBytes(filePath: string, count: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const isZip = (head: Buffer) => head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);

/** XML starts with '<', after an optional byte-order mark and white space. */
function looksLikeXml(head: Buffer): boolean {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}

/** Opens an upload: a ZIP holding export.xml (any folder, `__MACOSX/` skipped) or a bare export.xml. */
export async function openExport(filePath: string, limits = { ratio: BOMB_RATIO, floorBytes: BOMB_FLOOR_BYTES }): Promise<ExportContents> {
  const { size } = await stat(filePath);
  const head = await firstBytes(filePath, 64);
  if (isZip(head)) return openZippedExport(filePath, size, Math.max(limits.ratio * size, limits.floorBytes));
  if (!looksLikeXml(head)) throw new ImportFileError(NOT_AN_EXPORT);
  const stream = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  return { chunks: stream, bytesRead: () => stream.bytesRead, bytesTotal: size };
}

const isExportXml = (entry: Entry) =>
  !entry.fileName.startsWith('__MACOSX/') && !entry.fileName.endsWith('/') && entry.fileName.split('/').at(-1) === 'export.xml';

async function findExportXml(zipFile: ZipFile): Promise<Entry | null> {
  for await (const entry of zipFile.eachEntry()) {
    if (isExportXml(entry)) return entry;
  }
  return null;
}

async function openZippedExport(filePath: string, size: number, maxUnpackedBytes: number): Promise<ExportContents> {
  let zipFile: ZipFile;
  try {
    zipFile = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch {
    throw new ImportFileError(NOT_AN_EXPORT);
  }
  try {
    const entry = await findExportXml(zipFile).catch(() => {
      throw new ImportFileError(NOT_AN_EXPORT);
    });
    if (!entry) throw new ImportFileError(NO_EXPORT_XML);
    // The declared size is checked first; the bytes actually unpacked are counted too, as a header can lie.
    if (entry.uncompressedSize > maxUnpackedBytes) throw new ImportFileError(TOO_MUCH_DATA);
    if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw new ImportFileError(NOT_AN_EXPORT);
    const raw = await zipFile.openReadStreamPromise(entry, { decodeFileData: false });
    let compressedRead = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        compressedRead += chunk.length;
        callback(null, chunk);
      },
    });
    return {
      chunks: unpacked(zipFile, raw, counter, entry.compressionMethod === 8, maxUnpackedBytes),
      bytesRead: () => Math.min(size, entry.relativeOffsetOfLocalHeader + compressedRead),
      bytesTotal: size,
    };
  } catch (error) {
    zipFile.close();
    throw error;
  }
}

async function* unpacked(zipFile: ZipFile, raw: Readable, counter: Transform, isDeflated: boolean, maxBytes: number) {
  const inflate = isDeflated ? createInflateRaw() : null;
  const output = inflate ?? counter;
  const flowing = pipeline(...([raw, counter, inflate].filter(Boolean) as [Readable, Transform])).catch(() => {});
  let total = 0;
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new ImportFileError(TOO_MUCH_DATA);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(DAMAGED('the ZIP data ends early or is corrupt'));
  } finally {
    raw.destroy();
    output.destroy();
    await flowing;
    zipFile.close();
  }
}

import type { Readable } from 'node:stream';
import { LOOP_CHECKMARKS_FILE, LOOP_HABITS_FILE } from '@uh/core/custom-protocols/loop-csv.logic';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badRequest, HttpError } from '../../lib/http-error';
import { zip } from '../../lib/zip';

const HOW_TO_EXPORT = 'In Loop Habit Tracker, open Settings, tap "Export as CSV" and upload the ZIP it makes.';
export const NOT_A_ZIP = `This file is not a ZIP archive. ${HOW_TO_EXPORT}`;
export const TOO_MUCH_DATA = `This ZIP unpacks to far more than a Loop Habit Tracker export holds. ${HOW_TO_EXPORT}`;

/**
 * A Loop export has Habits.csv, and per habit a folder with two or three CSV files: a few hundred
 * entries at most. Ten years of fifty daily habits unpack to about 10 MB. Past these limits the
 * file is refused before (or while) it is unpacked, so a ZIP bomb costs nothing.
 */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** Only these files are read; Scores.csv and the rest are skipped unopened. */
const isWanted = (entry: Entry) => {
  const name = entry.fileName.split('/').at(-1);
  return !entry.fileName.startsWith('__MACOSX/') && (name === LOOP_HABITS_FILE || name === LOOP_CHECKMARKS_FILE);
};

async function readText(zipFile: ZipFile, entry: Entry, budget: { bytes: number }): Promise<string> {
  // The declared size first; the bytes really unpacked are counted too, as a header can lie.
  if (entry.uncompressedSize > budget.bytes) throw new HttpError(413, TOO_MUCH_DATA);
  if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw badRequest(NOT_A_ZIP);
  const stream: Readable = await zipFile.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    budget.bytes -= chunk.length;
    if (budget.bytes < 0) {
      stream.destroy();
      throw new HttpError(413, TOO_MUCH_DATA);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The export's Habits.csv and Checkmarks.csv files, as path → text. */
export async function readLoopArchive(archive: Buffer): Promise<Map<string, string>> {
  let zipFile: ZipFile;
  try {
    zipFile = await yauzl.fromBufferPromise(archive, { lazyEntries: true, strictFileNames: false });
  } catch {
    throw badRequest(NOT_A_ZIP);
  }
  try {
    if (zipFile.entryCount > MAX_ZIP_ENTRIES) throw new HttpError(413, TOO_MUCH_DATA);
    const files = new Map<string, string>();
    const budget = { bytes: MAX_UNPACKED_BYTES };
    for await (const entry of zipFile.eachEntry()) {
      if (isWanted(entry)) files.set(entry.fileName, await readText(zipFile, entry, budget));
    }
    return files;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(`This ZIP is damaged or incomplete. ${HOW_TO_EXPORT}`);
  } finally {
    zipFile.close();
  }
}

/** path → text as a ZIP, in the order given. */
export const writeLoopArchive = (files: ReadonlyMap<string, string>): Buffer =>
  zip([...files].map(([name, content]) => ({ name, content })));

import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { APPLE_HEALTH_MAX_UPLOAD_BYTES } from '@uh/core/wearables/wearables.schema';
import { badRequest, HttpError } from '../../lib/http-error';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files';

export const TOO_LARGE = `The file is larger than ${APPLE_HEALTH_MAX_UPLOAD_BYTES / 1024 ** 3} GB, the most an Apple Health import takes. Upload the export.zip rather than the unzipped export.xml.`;
export const EMPTY_UPLOAD = 'The upload is empty: send the export.zip (or export.xml) file as the request body.';

export const tooLarge = () => new HttpError(413, TOO_LARGE);

/** The name shown in the import list: the last part of what the browser sent, printable, at most 255 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').replaceAll('\\', '/').split('/').at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 255) || fallback;
}

/**
 * Writes the request body to `filePath` as it arrives (never held in memory), under a temporary
 * name until it is whole, so a stop halfway never leaves a file that looks complete. Only the
 * server's OS user can read it (docs/decisions/0018-apple-health-import.md). Returns its size.
 */
export async function saveUpload(body: Readable | undefined, filePath: string, maxBytes = APPLE_HEALTH_MAX_UPLOAD_BYTES): Promise<number> {
  if (!body) throw badRequest(EMPTY_UPLOAD);
  await ensurePrivateDir(path.dirname(filePath));
  const partial = `${filePath}.part`;
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > maxBytes ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, limit, createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    if (size === 0) throw badRequest(EMPTY_UPLOAD);
    await rename(partial, filePath);
    return size;
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof HttpError) throw error;
    throw badRequest('The upload did not arrive whole. Please try again.');
  }
}

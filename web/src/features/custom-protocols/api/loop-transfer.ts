import { LOOP_IMPORT_FIELD, type LoopImportResult } from '@uh/core/custom-protocols/loop-import.schema';
import { throwIfResNotOk } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL } from './custom-protocol-keys';

export const LOOP_IMPORT_URL = `${CUSTOM_PROTOCOLS_URL}/import/loop`;
/** Where the protocols are downloaded in Loop Habit Tracker's CSV layout (`loop-habits.zip`). */
export const LOOP_EXPORT_URL = `${CUSTOM_PROTOCOLS_URL}/export/loop`;

export type UploadProgress = { loaded: number; total: number };

/** The answer read as a fetch Response, so a refusal is worded exactly as every other one. */
async function answerOf(request: XMLHttpRequest): Promise<LoopImportResult> {
  await throwIfResNotOk(new Response(request.responseText, { status: request.status, statusText: request.statusText }));
  return JSON.parse(request.responseText) as LoopImportResult;
}

/**
 * Sends Loop Habit Tracker's CSV export ZIP as a multipart form (the ZIP in the field "file") and
 * resolves with the protocols made.
 *
 * XMLHttpRequest rather than fetch: fetch reports nothing while a request body is being sent, and
 * on a phone a few megabytes take long enough to need a progress bar. Sent like every other API call
 * (see #lib/api-client): cookies included, and a refusal thrown as `Error('<status>: <message>')`
 * by the same reader, so `errorMessage()` shows the server's words. A request that never got an
 * answer rejects with a TypeError, which `errorMessage()` calls a network problem.
 */
export function uploadLoopExport(file: File, onProgress: (progress: UploadProgress) => void): Promise<LoopImportResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(LOOP_IMPORT_FIELD, file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', LOOP_IMPORT_URL);
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onerror = () => reject(new TypeError('The upload did not reach the server'));
    request.onabort = () => reject(new TypeError('The upload was stopped'));
    request.onload = () => void answerOf(request).then(resolve, reject);
    // The browser writes the multipart boundary into the content type itself.
    request.send(form);
  });
}

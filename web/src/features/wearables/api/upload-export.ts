import { importJobSchema, type ImportJob } from '@uh/core/wearables/wearables.schema';
import { uploadContentType, uploadErrorText } from '../lib/apple-health-import';

export const APPLE_HEALTH_IMPORTS_URL = '/api/wearables/apple-health/imports';

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends an Apple Health export as the raw request body and resolves with the import it started.
 *
 * XMLHttpRequest rather than fetch: fetch reports nothing while a request body is being sent, and an
 * iPhone's export is often hundreds of megabytes, so without `upload.onprogress` the page would sit
 * silent for minutes. Sent like every other API call (see #lib/api-client): cookies included, the
 * browser's own Origin header for the server's CSRF check, and failures thrown as
 * `Error('<status>: <text>')` (logged too), so `errorMessage()` reads them the same way. A request
 * that never got an answer rejects with a TypeError, which `errorMessage()` calls a network problem.
 */
export function uploadAppleHealthExport(file: File, onProgress: (progress: UploadProgress) => void): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${APPLE_HEALTH_IMPORTS_URL}?fileName=${encodeURIComponent(file.name)}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', uploadContentType(file.name));
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onerror = () => reject(new TypeError('The upload did not reach the server'));
    request.onabort = () => reject(new TypeError('The upload was stopped'));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(importJobSchema.parse(JSON.parse(request.responseText)));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      const message = `${request.status}: ${uploadErrorText(request.responseText, request.statusText)}`;
      console.error(message);
      reject(new Error(message));
    };
    request.send(file);
  });
}

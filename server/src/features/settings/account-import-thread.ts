import type { AccountExport, ExportRecords } from '@uh/core/settings/export.schema';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error';
import { threadScript } from '../../lib/thread-script';
import type { FromImportThread, ToImportThread } from './account-import-protocol';

type Job = {
  records: Record<string, unknown[]>;
  resolve: (data: AccountExport) => void;
  reject: (error: Error) => void;
};

export type ImportThread = {
  /** The file's checked contents; refusals (400, 413) as the HttpError a route sends. `body` may be emptied. */
  read: (body: Uint8Array, maxRecords: number) => Promise<AccountExport>;
  close: () => Promise<void>;
};

/**
 * One worker thread that reads import files, in turn, started with the first file. A crash fails
 * the files it held; the next file starts a new thread.
 */
export function createImportThread(): ImportThread {
  let worker: Worker | null = null;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  /** An idle thread does not keep the process alive; a thread with work does. */
  const holdWhileBusy = (current: Worker) => (jobs.size > 0 ? current.ref() : current.unref());

  function stop(current: Worker, error: Error) {
    if (worker === current) {
      worker = null;
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
    }
    return current.terminate();
  }

  function onMessage(current: Worker, message: FromImportThread) {
    const job = jobs.get(message.id);
    if (!job) return;
    if (message.type === 'records') {
      (job.records[message.recordType] ??= []).push(...message.records);
      // Asked for on a later turn, so requests waiting now go first.
      setImmediate(() => current.postMessage({ type: 'more', id: message.id } satisfies ToImportThread));
      return;
    }
    jobs.delete(message.id);
    holdWhileBusy(current);
    if (message.type === 'read') job.resolve({ ...message.envelope, records: job.records as ExportRecords });
    else if (message.type === 'refused') job.reject(new HttpError(message.statusCode, message.message));
    else job.reject(new Error(`The import thread could not read a file: ${message.reason}`));
  }

  function start(): Worker {
    const script = threadScript(
      new URL('./account-import-worker.mjs', import.meta.url),
      new URL('./account-import.worker.ts', import.meta.url),
    );
    const current = new Worker(script.filename, { eval: script.isEval });
    current.on('message', (message: FromImportThread) => onMessage(current, message));
    current.on('error', (error) => void stop(current, new Error(`The import thread failed: ${error.message}`)));
    current.on('exit', (code) => void stop(current, new Error(`The import thread stopped (exit code ${code})`)));
    return current;
  }

  return {
    read(body, maxRecords) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      // The bytes are handed over, not copied (megabytes, on the event loop): a body that is the
      // whole of its memory moves to the thread and is empty here afterwards; any other is copied first.
      const isWholeBuffer = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
      const bytes = isWholeBuffer ? body : new Uint8Array(body);
      return new Promise<AccountExport>((resolve, reject) => {
        jobs.set(id, { records: {}, resolve, reject });
        holdWhileBusy(current);
        current.postMessage({ type: 'read', id, body: bytes, maxRecords } satisfies ToImportThread, [bytes.buffer as ArrayBuffer]);
      });
    },
    async close() {
      if (worker) await stop(worker, new Error('The import thread was closed'));
    },
  };
}

import { Worker } from 'node:worker_threads';
import { threadScript } from '../../../lib/thread-script';
import type { FromMoonshineThread, MoonshineThreadData, ToMoonshineThread } from './moonshine-protocol';

// The bundled thread next to dist/server.mjs in production, the TypeScript source otherwise.
const moonshineScript = () => threadScript(new URL('./stt-worker.mjs', import.meta.url), new URL('./moonshine.worker.ts', import.meta.url));

export type MoonshineThread = {
  /** Starts the thread and loads the model, once; resolves with the load time in milliseconds. */
  load: () => Promise<number>;
  /** One piece of 16 kHz audio to text; the thread reads one piece at a time, in order. */
  decode: (samples: Float32Array) => Promise<string>;
  close: () => Promise<void>;
};

/** Why the thread failed, for the server log (never shown to people). */
export class MoonshineThreadError extends Error {}

/**
 * The speech model in its own worker thread. A failed start or a crash ends the thread; the next
 * `load` starts a new one, so a passing problem (a full disk while writing tokens.txt) heals.
 */
export function createMoonshineThread(data: MoonshineThreadData, onOutput: (text: string) => void = () => {}): MoonshineThread {
  let worker: Worker | null = null;
  let loading: Promise<number> | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  /** Decodes not yet answered, so `close` can let them finish. */
  const settling = new Set<Promise<void>>();

  /** Ends a thread that failed or is closed; what waited on it fails with `error`. */
  function stop(current: Worker, error: Error): Promise<number> {
    if (worker !== current) return current.terminate();
    worker = null;
    loading = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    return current.terminate();
  }

  /** An idle thread does not keep the process alive; a thread with work does. */
  function holdWhileBusy(current: Worker) {
    if (pending.size > 0) current.ref();
    else current.unref();
  }

  function start(): Promise<number> {
    const script = moonshineScript();
    const current = new Worker(script.filename, { eval: script.isEval, workerData: data, stdout: true, stderr: true });
    worker = current;
    // What the thread prints (its JavaScript console) goes to the server log at debug level, not to the terminal.
    current.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    current.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    return new Promise<number>((resolve, reject) => {
      current.on('message', (message: FromMoonshineThread) => {
        if (message.type === 'ready') {
          holdWhileBusy(current);
          resolve(message.loadMs);
        } else if (message.type === 'load-failed') {
          const error = new MoonshineThreadError(`The speech model could not load: ${message.reason}`);
          reject(error);
          void stop(current, error);
        } else {
          const job = pending.get(message.id);
          pending.delete(message.id);
          holdWhileBusy(current);
          if (message.type === 'decoded') job?.resolve(message.text);
          else job?.reject(new MoonshineThreadError(`The speech model could not read a recording: ${message.reason}`));
        }
      });
      current.on('error', (error) => {
        const failure = new MoonshineThreadError(`The speech thread failed: ${error.message}`);
        reject(failure);
        void stop(current, failure);
      });
      current.on('exit', (code) => {
        const failure = new MoonshineThreadError(`The speech thread stopped (exit code ${code})`);
        reject(failure);
        void stop(current, failure);
      });
    });
  }

  return {
    load() {
      loading ??= start();
      return loading;
    },
    async decode(samples) {
      const current = worker;
      if (!current) throw new MoonshineThreadError('The speech thread is not running');
      const id = nextId++;
      // A copy is handed over (transferred, not cloned): the caller keeps its recording intact.
      const copy = samples.slice();
      const decoded = new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        holdWhileBusy(current);
        current.postMessage({ type: 'decode', id, samples: copy } satisfies ToMoonshineThread, [copy.buffer]);
      });
      const settled = decoded.then(
        () => {},
        () => {},
      );
      settling.add(settled);
      void settled.finally(() => settling.delete(settled));
      return decoded;
    },
    async close() {
      // Terminating the thread inside the model's native code aborts the whole process (SIGABRT,
      // skipping the database's clean stop): a load or a recording in progress finishes first.
      const inFlight: Promise<unknown>[] = [...settling];
      if (loading) inFlight.push(loading);
      await Promise.allSettled(inFlight);
      if (worker) await stop(worker, new MoonshineThreadError('The speech thread was closed'));
    },
  };
}

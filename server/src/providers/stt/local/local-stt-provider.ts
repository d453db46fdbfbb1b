import { SttError, type SttAudio, type SttEngineLoad, type SttEngineState, type SttProvider } from '../stt-provider';
import { createModelResidency } from './model-residency';
import { MOONSHINE_SAMPLE_RATE, type MoonshineSize } from './moonshine-protocol';
import { createMoonshineThread, type MoonshineThread } from './moonshine-thread';
import { readRecording } from './read-recording';

export type LocalSttOptions = {
  modelSize: MoonshineSize;
  /** tokens.txt is written under here (nothing is written anywhere else). */
  dataDir: string;
  /** Recordings that may wait while one is read; more are refused as busy. */
  maxWaiting?: number;
  /** Longest piece given to the model at once; longer recordings are cut at pauses. */
  maxPieceSeconds?: number;
  /** The server log: why the engine failed (people see a plain message), and what the model's thread printed. */
  log?: { warn: (message: string) => void; debug: (message: string) => void };
  /** How long the model stays in memory without a recording; 0 (the default) keeps it once loaded. */
  idleUnloadMs?: number;
  /** For tests: a stand-in for the model's thread. */
  thread?: MoonshineThread;
};

export type LocalSttProvider = SttProvider & { warmUp: () => Promise<number>; prepare: () => SttEngineState; load: () => SttEngineLoad };

const MODEL_LABELS: Record<MoonshineSize, string> = {
  tiny: 'Moonshine tiny (on this server)',
  base: 'Moonshine base (on this server)',
};

type Job = {
  samples: Float32Array;
  signal: AbortSignal;
  resolve: (text: string) => void;
  reject: (error: SttError) => void;
  isSettled: boolean;
  onAbort: () => void;
};

const aborted = () => new SttError('aborted', 'The transcription was cancelled.');
const shuttingDown = () => new SttError('unavailable', 'The speech engine is shutting down.');
const cannotStart = () => new SttError('unavailable', 'The speech engine on this server could not start. Please try again later.');

/**
 * The built-in engine: Moonshine through sherpa-onnx, in a worker thread, reading one recording
 * at a time, in pieces cut at pauses (read-recording.ts). The model loads on `warmUp` (when the
 * voice page opens) or on the first recording, and leaves memory after `idleUnloadMs` without a
 * recording (model-residency.ts). A recording waits its turn in a short
 * queue, the shortest read first; past it, the engine answers busy. Each person has at most one
 * recording here at a time (speech-allowance.ts in the voice journal).
 * Cancelling a waiting recording removes it; cancelling the one being read settles it at once and
 * skips its remaining pieces (the piece in progress finishes in the thread and is ignored).
 */
export function createLocalSttProvider(options: LocalSttOptions): LocalSttProvider {
  const maxWaiting = options.maxWaiting ?? 4;
  const maxPieceSeconds = options.maxPieceSeconds ?? 20;
  const thread =
    options.thread ??
    createMoonshineThread({ modelSize: options.modelSize, dataDir: options.dataDir }, (text) =>
      options.log?.debug(`speech engine: ${text.trim()}`),
    );
  const residency = createModelResidency(thread, options.idleUnloadMs ?? 0, (message) => options.log?.debug(message));
  const waiting: Job[] = [];
  let isRunning = false;
  let isClosed = false;

  const settle = (job: Job, outcome: { text: string } | { error: SttError }) => {
    if (job.isSettled) return;
    job.isSettled = true;
    job.signal.removeEventListener('abort', job.onAbort);
    if ('text' in outcome) job.resolve(outcome.text);
    else job.reject(outcome.error);
  };

  async function load() {
    if (isClosed) throw shuttingDown();
    try {
      return await residency.load();
    } catch (error) {
      if (isClosed) throw shuttingDown();
      options.log?.warn(error instanceof Error ? error.message : String(error));
      throw cannotStart();
    }
  }

  async function read(job: Job) {
    await load();
    let text: string | null;
    try {
      text = await readRecording(job.samples, (piece) => thread.decode(piece), {
        sampleRate: MOONSHINE_SAMPLE_RATE,
        maxPieceSeconds,
        isCancelled: () => job.isSettled,
      });
    } catch (error) {
      if (isClosed) throw shuttingDown();
      options.log?.warn(error instanceof Error ? error.message : String(error));
      throw new SttError('unavailable', 'The speech engine on this server failed while reading the recording. Please try again.');
    }
    if (text !== null) settle(job, { text });
  }

  /** The shortest waiting recording: a quick note is not held behind someone's long one. */
  function takeShortest(): Job | undefined {
    let shortest = 0;
    for (let index = 1; index < waiting.length; index++) {
      if (waiting[index]!.samples.length < waiting[shortest]!.samples.length) shortest = index;
    }
    return waiting.splice(shortest, 1)[0];
  }

  function next() {
    if (isRunning) return;
    const job = takeShortest();
    if (!job) return;
    isRunning = true;
    residency
      .whileInUse(() => read(job))
      .catch((error: unknown) => settle(job, { error: error instanceof SttError ? error : cannotStart() }))
      .finally(() => {
        isRunning = false;
        next();
      });
  }

  return {
    info: { engine: 'local', label: MODEL_LABELS[options.modelSize] },
    warmUp: load,
    prepare() {
      if (isClosed) return 'unavailable';
      const before = residency.state();
      // A failed load is logged by `load`; the recording that follows tries again.
      load().catch(() => {});
      return before === 'ready' ? 'ready' : before === 'failed' ? 'unavailable' : 'loading';
    },
    load: () => ({ model: residency.state(), reading: isRunning, waiting: waiting.length }),
    transcribe(audio: SttAudio, signal: AbortSignal) {
      if (isClosed) return Promise.reject(shuttingDown());
      if (signal.aborted) return Promise.reject(aborted());
      if (waiting.length >= maxWaiting) {
        return Promise.reject(
          new SttError('unavailable', 'The speech engine is busy with other recordings. Please try again in a minute.'),
        );
      }
      return new Promise<string>((resolve, reject) => {
        const job: Job = {
          samples: audio.samples,
          signal,
          resolve,
          reject,
          isSettled: false,
          onAbort: () => {
            const index = waiting.indexOf(job);
            if (index !== -1) waiting.splice(index, 1);
            settle(job, { error: aborted() });
          },
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
        waiting.push(job);
        next();
      });
    },
    async close() {
      isClosed = true;
      for (const job of waiting.splice(0)) settle(job, { error: shuttingDown() });
      await residency.close();
    },
  };
}

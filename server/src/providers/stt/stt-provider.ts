import type { SpeechEngine } from '@uh/core/voice-journal/journal.schema';

/** A recording ready for an engine: 16 kHz mono samples in [-1, 1], and the same as a WAV file. */
export type SttAudio = { samples: Float32Array; wav: Buffer; durationSeconds: number };

/**
 * Whatever turns speech into text: the engine inside the app server (the default), an
 * OpenAI-compatible `/v1/audio/transcriptions` server, or none (the browser transcribes, or the
 * person types). `transcribe` rejects with an `SttError` whose message is safe to show.
 */
export type SttProvider = {
  info: { engine: SpeechEngine; label: string | null };
  transcribe: (audio: SttAudio, signal: AbortSignal) => Promise<string>;
  /** Frees the engine (worker thread, model memory) at shutdown. */
  close: () => Promise<void>;
  /**
   * Loads an engine that runs on this server ahead of a recording; resolves with the load time in
   * milliseconds. Absent for engines with nothing to load.
   */
  warmUp?: () => Promise<number>;
  /** Starts `warmUp` without waiting for it and says where the engine stands; absent with `warmUp`. */
  prepare?: () => SttEngineState;
  /** How busy an engine that runs on this server is, read without changing anything (metrics, the admin page). */
  load?: () => SttEngineLoad;
};

/** The model's place in memory, and the recordings being read or waiting their turn. */
export type SttEngineLoad = { model: 'unloaded' | 'loading' | 'ready' | 'failed'; reading: boolean; waiting: number };

/**
 * Where the engine stands when the voice page opens: `loading` while the model that runs here is
 * being read into memory (a recording waits for it), `unavailable` when no engine will transcribe.
 */
export const STT_ENGINE_STATES = ['loading', 'ready', 'unavailable'] as const;
export type SttEngineState = (typeof STT_ENGINE_STATES)[number];

/** Readies the engine for a recording about to be made: one with nothing to load is ready, none is unavailable. */
export const prepareEngine = (stt: SttProvider): SttEngineState =>
  stt.prepare?.() ?? (stt.info.engine === 'none' ? 'unavailable' : 'ready');

export type SttErrorKind = 'timeout' | 'unreachable' | 'upstream' | 'malformed' | 'unavailable' | 'aborted';

/** A failure to transcribe; `message` is safe to show the person (no secrets, no internals). */
export class SttError extends Error {
  constructor(
    readonly kind: SttErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SttError';
  }
}

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
   * Loads an engine that runs on this server ahead of the first recording (the server calls it in
   * the background after start); resolves with the load time in milliseconds. Absent for engines
   * with nothing to load.
   */
  warmUp?: () => Promise<number>;
};

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

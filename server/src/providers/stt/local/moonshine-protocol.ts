/** Messages between the app's main thread and the thread that runs the speech model. */

export type MoonshineSize = 'tiny' | 'base';

/** Given to the thread when it starts. */
export type MoonshineThreadData = { modelSize: MoonshineSize; dataDir: string };

export type ToMoonshineThread = { type: 'decode'; id: number; samples: Float32Array };

export type FromMoonshineThread =
  | { type: 'ready'; loadMs: number }
  | { type: 'load-failed'; reason: string }
  | { type: 'decoded'; id: number; text: string }
  | { type: 'decode-failed'; id: number; reason: string };

/** Every recording reaches the thread resampled to this rate, so sherpa never resamples (nor says so on stderr). */
export const MOONSHINE_SAMPLE_RATE = 16_000;

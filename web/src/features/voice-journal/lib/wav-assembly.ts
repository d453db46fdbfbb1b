import { encodeWav, resample } from '@uh/core/voice-journal/wav.logic';
import { VOICE_SAMPLE_RATE } from '@uh/core/voice-journal/journal.schema';

/**
 * The captured blocks as one upload: joined, cut at the limit, resampled from the microphone's
 * rate to 16 kHz and written as a 16-bit PCM mono WAV (the form the server's engines read).
 */
export function assembleWav(chunks: readonly Float32Array[], fromRate: number, maxSeconds: number): { wav: Uint8Array; seconds: number } {
  const maxFrames = Math.floor(maxSeconds * fromRate);
  const total = Math.min(
    maxFrames,
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  const joined = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= total) break;
    const part = chunk.subarray(0, total - offset);
    joined.set(part, offset);
    offset += part.length;
  }
  const samples = resample(joined, fromRate, VOICE_SAMPLE_RATE);
  return { wav: encodeWav(samples, VOICE_SAMPLE_RATE), seconds: total / fromRate };
}

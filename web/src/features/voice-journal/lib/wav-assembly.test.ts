import { decodeWav } from '@uh/core/voice-journal/wav.logic';
import { describe, expect, it } from 'vitest';
import { assembleWav } from './wav-assembly';

const block = (length: number, value: number) => new Float32Array(length).fill(value);

describe('WAV from captured blocks', () => {
  it('joins blocks and writes 16 kHz mono 16-bit PCM', () => {
    const { wav, seconds } = assembleWav([block(24_000, 0.25), block(24_000, 0.25)], 48_000, 300);
    expect(seconds).toBe(1);
    const decoded = decodeWav(wav);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.audio.sampleRate).toBe(16_000);
    expect(decoded.audio.channels).toHaveLength(1);
    expect(decoded.audio.channels[0]!.length).toBe(16_000);
    // A steady level survives resampling (away from the edges).
    expect(decoded.audio.channels[0]![8000]).toBeCloseTo(0.25, 2);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new DataView(wav.buffer).getUint16(34, true)).toBe(16);
  });

  it('keeps the order of the blocks', () => {
    const { wav } = assembleWav([block(16_000, 0.5), block(16_000, -0.5)], 16_000, 300);
    const decoded = decodeWav(wav);
    if (!decoded.ok) throw new Error('not a WAV');
    const samples = decoded.audio.channels[0]!;
    expect(samples[100]).toBeCloseTo(0.5, 3);
    expect(samples[20_000]).toBeCloseTo(-0.5, 3);
  });

  it('cuts the recording at the limit', () => {
    const { wav, seconds } = assembleWav([block(16_000 * 3, 0.1), block(16_000 * 3, 0.1)], 16_000, 5);
    expect(seconds).toBe(5);
    expect(wav.length).toBe(44 + 5 * 16_000 * 2);
  });

  it('stays within the upload limit at 5 minutes', () => {
    const { wav } = assembleWav([block(44_100 * 301, 0)], 44_100, 300);
    expect(wav.length).toBeLessThanOrEqual(10 * 1024 * 1024);
  });
});

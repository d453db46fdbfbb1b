import { describe, expect, it } from 'vitest';
import { levelPercent } from './audio-level';

const tone = (amplitude: number) => Float32Array.from({ length: 1024 }, (_, index) => amplitude * Math.sin(index / 5));

describe('microphone level', () => {
  it('is 0 for silence and nothing, 100 at full scale', () => {
    expect(levelPercent(new Float32Array(512))).toBe(0);
    expect(levelPercent([])).toBe(0);
    expect(levelPercent(new Float32Array(512).fill(1))).toBe(100);
  });

  it('grows with loudness on a decibel scale', () => {
    const quiet = levelPercent(tone(0.01));
    const speech = levelPercent(tone(0.1));
    const loud = levelPercent(tone(0.8));
    expect(quiet).toBeGreaterThan(0);
    expect(quiet).toBeLessThan(speech);
    expect(speech).toBeLessThan(loud);
    expect(speech).toBeGreaterThan(40);
    expect(speech).toBeLessThan(75);
  });
});

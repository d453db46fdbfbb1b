import { describe, expect, it } from 'vitest';
import { readRecording } from './read-recording';

const RATE = 16_000;

/** Loud stretches stand for speech, zeros for pauses. */
function recording(parts: readonly [seconds: number, isLoud: boolean][]): Float32Array {
  const samples: number[] = [];
  for (const [seconds, isLoud] of parts) {
    for (let index = 0; index < Math.round(seconds * RATE); index++) samples.push(isLoud ? 0.3 * Math.sin(index / 7) : 0);
  }
  return Float32Array.from(samples);
}

/** A stand-in model: answers in turn, and records the length of what it was given (seconds). */
function model(...answers: string[]) {
  const calls: number[] = [];
  const decode = async (piece: Float32Array) => {
    calls.push(Math.round((piece.length / RATE) * 10) / 10);
    return answers.shift() ?? 'words';
  };
  return { calls, decode };
}

const options = { sampleRate: RATE, maxPieceSeconds: 20, isCancelled: () => false };

describe('reading a recording piece by piece', () => {
  it('reads a short recording in one piece', async () => {
    const { calls, decode } = model('Drank 20 ounces of water.');
    await expect(readRecording(recording([[4, true]]), decode, options)).resolves.toBe('Drank 20 ounces of water.');
    expect(calls).toEqual([4]);
  });

  it('joins the pieces of a long recording cut at its pauses', async () => {
    const { calls, decode } = model('First part.', 'Second part.');
    const samples = recording([
      [15, true],
      [1, false],
      [10, true],
    ]);
    await expect(readRecording(samples, decode, options)).resolves.toBe('First part. Second part.');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBeGreaterThan(15);
    expect(calls[0]).toBeLessThan(16);
  });

  it('reads a piece that came back empty again, with silence around it', async () => {
    const { calls, decode } = model('', 'Broke my fast at noon.');
    await expect(readRecording(recording([[8, true]]), decode, options)).resolves.toBe('Broke my fast at noon.');
    expect(calls).toEqual([8, 9]);
  });

  it('reads a piece in halves when the model loops on a phrase', async () => {
    const loop = 'Blood oxygen was 97. Blood oxygen was 97. Blood oxygen was 97. Blood oxygen was 97.';
    const { calls, decode } = model(loop, 'Slept 6 hours.', 'Blood oxygen was 97.');
    const samples = recording([
      [7, true],
      [0.5, false],
      [6, true],
    ]);
    await expect(readRecording(samples, decode, options)).resolves.toBe('Slept 6 hours. Blood oxygen was 97.');
    expect(calls).toHaveLength(3);
    expect(calls[1]! + calls[2]!).toBeCloseTo(13.5, 0);
  });

  it('keeps a looped phrase once when the piece is too short to halve', async () => {
    const { calls, decode } = model('Did 50 push ups. Did 50 push ups. Did 50 push ups.');
    await expect(readRecording(recording([[4, true]]), decode, options)).resolves.toBe('Did 50 push ups.');
    expect(calls).toEqual([4]);
  });

  it('does not read silence twice', async () => {
    const { calls, decode } = model('');
    await expect(readRecording(recording([[5, false]]), decode, options)).resolves.toBe('');
    expect(calls).toEqual([5]);
  });

  it('stops between pieces when cancelled', async () => {
    let isCancelled = false;
    const calls: number[] = [];
    const decode = async (piece: Float32Array) => {
      calls.push(piece.length);
      isCancelled = true;
      return 'First part.';
    };
    const samples = recording([
      [15, true],
      [1, false],
      [10, true],
    ]);
    await expect(readRecording(samples, decode, { ...options, isCancelled: () => isCancelled })).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseRepeats, isImplausibleTranscript, joinTranscripts, peakLoudness, splitAtPauses } from './speech-pieces.logic';

const RATE = 16_000;

/** A recording made of loud stretches ("words") and quiet ones, with a little noise everywhere. */
function recording(parts: readonly { seconds: number; isLoud: boolean }[], seed = 1) {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
  const samples: number[] = [];
  for (const part of parts) {
    const length = Math.round(part.seconds * RATE);
    for (let index = 0; index < length; index++) {
      const voice = part.isLoud ? 0.4 * Math.sin((2 * Math.PI * 180 * index) / RATE) * (0.6 + 0.4 * Math.sin(index / 900)) : 0;
      samples.push(voice + 0.004 * noise());
    }
  }
  return Float32Array.from(samples);
}

const speech = (seconds: number) => ({ seconds, isLoud: true });
const pause = (seconds: number) => ({ seconds, isLoud: false });
const seconds = (sample: number) => sample / RATE;

describe('cutting a recording at its pauses', () => {
  it('keeps a recording short enough as one piece', () => {
    const samples = recording([speech(12), pause(0.5), speech(7)]);
    expect(splitAtPauses(samples, { sampleRate: RATE, maxSeconds: 25 })).toEqual([{ start: 0, end: samples.length }]);
  });

  it('cuts inside the pauses between sentences', () => {
    // Pauses at 8–8.5 s, 16.5–17 s and 25–25.5 s.
    const samples = recording([speech(8), pause(0.5), speech(8), pause(0.5), speech(8), pause(0.5), speech(6)]);
    const pieces = splitAtPauses(samples, { sampleRate: RATE, maxSeconds: 10 });
    expect(pieces).toHaveLength(4);
    const cuts = pieces.slice(1).map((piece) => seconds(piece.start));
    expect(cuts[0]).toBeGreaterThan(8);
    expect(cuts[0]).toBeLessThan(8.5);
    expect(cuts[1]).toBeGreaterThan(16.5);
    expect(cuts[1]).toBeLessThan(17);
    expect(cuts[2]).toBeGreaterThan(25);
    expect(cuts[2]).toBeLessThan(25.5);
  });

  it('prefers a real pause to a short dip inside a word', () => {
    // A 20 ms dip at 6 s, a 400 ms pause at 9 s: both inside the window where the cut may go.
    const samples = recording([speech(6), pause(0.02), speech(3), pause(0.4), speech(5)]);
    const [first] = splitAtPauses(samples, { sampleRate: RATE, maxSeconds: 10 });
    expect(seconds(first!.end)).toBeGreaterThan(9);
    expect(seconds(first!.end)).toBeLessThan(9.45);
  });

  it('cuts at the longest length when there is no pause at all', () => {
    const samples = recording([speech(35)]);
    const pieces = splitAtPauses(samples, { sampleRate: RATE, maxSeconds: 15 });
    expect(pieces.length).toBe(3);
    for (const piece of pieces) expect(seconds(piece.end - piece.start)).toBeLessThanOrEqual(15);
  });

  it('covers every sample, in order, with pieces between the shortest and longest length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ seconds: fc.double({ min: 0.05, max: 9, noNaN: true }), isLoud: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 4, max: 20 }),
        (parts, maxSeconds) => {
          const samples = recording(parts);
          const pieces = splitAtPauses(samples, { sampleRate: RATE, maxSeconds });
          expect(pieces[0]!.start).toBe(0);
          expect(pieces.at(-1)!.end).toBe(samples.length);
          pieces.forEach((piece, index) => {
            if (index > 0) expect(piece.start).toBe(pieces[index - 1]!.end);
            expect(piece.end - piece.start).toBeLessThanOrEqual(maxSeconds * RATE);
            // Every piece but the last is at least about half the longest length.
            if (index < pieces.length - 1) expect(piece.end - piece.start).toBeGreaterThanOrEqual((maxSeconds / 2) * RATE - 320);
            else expect(piece.end).toBeGreaterThan(piece.start);
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('joining the pieces’ transcripts', () => {
  it('trims each piece and leaves out the empty ones', () => {
    expect(joinTranscripts([' Weight 182.4 this morning. ', '', '  ', 'Blood pressure 120 over 80.'])).toBe(
      'Weight 182.4 this morning. Blood pressure 120 over 80.',
    );
    expect(joinTranscripts([])).toBe('');
  });
});

describe('loudness', () => {
  it('is the root mean square of the loudest 20 ms', () => {
    const samples = recording([pause(1), speech(0.5), pause(1)]);
    expect(peakLoudness(samples, RATE)).toBeGreaterThan(0.2);
    expect(peakLoudness(samples, RATE)).toBeLessThan(0.3);
    expect(peakLoudness(recording([pause(2)]), RATE)).toBeLessThan(0.003);
    expect(peakLoudness(new Float32Array(0), RATE)).toBe(0);
  });
});

describe('transcripts a model got wrong', () => {
  it('keeps a phrase repeated over and over once', () => {
    expect(collapseRepeats('Slept 6 hours. Blood oxygen was 97%. Blood oxygen was 97%. Blood oxygen was 97%. Did 50 push-ups.')).toBe(
      'Slept 6 hours. Blood oxygen was 97%. Did 50 push-ups.',
    );
    expect(collapseRepeats('water water water water water')).toBe('water');
  });

  it('leaves what people do say twice, or three digits in a row', () => {
    for (const text of ['Five, five.', 'one one one', 'I walked, walked a lot.', 'very very good', 'go go go'])
      expect(collapseRepeats(text)).toBe(text);
  });

  it('calls nothing, a loop, or impossibly fast speech implausible', () => {
    expect(isImplausibleTranscript('', 8)).toBe(true);
    expect(isImplausibleTranscript(' . ', 8)).toBe(true);
    expect(isImplausibleTranscript('Took 3 grams of creatine. Took 3 grams of creatine. Took 3 grams of creatine.', 12)).toBe(true);
    expect(isImplausibleTranscript('one two three four five six seven eight nine ten eleven twelve thirteen', 2)).toBe(true);
    expect(isImplausibleTranscript('Drank 20 ounces of water and took magnesium.', 3)).toBe(false);
    expect(isImplausibleTranscript('Five, five.', 1.5)).toBe(false);
  });
});

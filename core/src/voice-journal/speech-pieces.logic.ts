/**
 * Long recordings cut into pieces a speech model reads well. Moonshine, the built-in engine,
 * transcribes up to about half a minute reliably and starts to drop or repeat words past that, so a
 * five-minute note is cut at its pauses: in every stretch of audio too long to read at once, the
 * cut goes where the sound is quietest over a few hundred milliseconds (a breath between sentences,
 * not a gap inside a word).
 */

export type PieceOptions = {
  sampleRate: number;
  /** No piece is longer than this. */
  maxSeconds: number;
  /** A cut is never closer than this to the previous one (default: half of `maxSeconds`). */
  minSeconds?: number;
};

/** A piece of the recording: sample indexes, `end` excluded. */
export type SpeechPiece = { start: number; end: number };

const FRAME_SECONDS = 0.02;
/** How long a stretch is weighed to find a pause: about a short breath. */
const PAUSE_SECONDS = 0.3;

/** Root-mean-square loudness of each 20 ms frame. */
function frameLoudness(samples: Float32Array, frameLength: number): Float64Array {
  const frames = Math.ceil(samples.length / frameLength);
  const loudness = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    const start = frame * frameLength;
    const end = Math.min(samples.length, start + frameLength);
    let sum = 0;
    for (let index = start; index < end; index++) sum += samples[index]! * samples[index]!;
    loudness[frame] = Math.sqrt(sum / (end - start));
  }
  return loudness;
}

/** The mean loudness of the frames around each frame, so one quiet frame inside a word does not win. */
function smoothed(loudness: Float64Array, radius: number): Float64Array {
  const prefix = new Float64Array(loudness.length + 1);
  for (let frame = 0; frame < loudness.length; frame++) prefix[frame + 1] = prefix[frame]! + loudness[frame]!;
  return loudness.map((_, frame) => {
    const from = Math.max(0, frame - radius);
    const to = Math.min(loudness.length, frame + radius + 1);
    return (prefix[to]! - prefix[from]!) / (to - from);
  });
}

/**
 * The recording as consecutive pieces covering every sample, each at most `maxSeconds` long, cut at
 * the quietest moment of each stretch that has to be cut. A recording short enough is one piece.
 */
export function splitAtPauses(samples: Float32Array, options: PieceOptions): SpeechPiece[] {
  const { sampleRate, maxSeconds } = options;
  const minSeconds = Math.min(options.minSeconds ?? maxSeconds / 2, maxSeconds);
  const maxLength = Math.floor(maxSeconds * sampleRate);
  if (samples.length <= maxLength) return [{ start: 0, end: samples.length }];

  const frameLength = Math.max(1, Math.round(FRAME_SECONDS * sampleRate));
  const quietness = smoothed(frameLoudness(samples, frameLength), Math.round(PAUSE_SECONDS / FRAME_SECONDS / 2));
  const pieces: SpeechPiece[] = [];
  let start = 0;
  while (samples.length - start > maxLength) {
    // Whole frames only, inside [start + min, start + max]; the latest of equally quiet frames wins,
    // which keeps pieces long when a recording is silent throughout.
    const firstFrame = Math.ceil((start + Math.floor(minSeconds * sampleRate)) / frameLength);
    const lastFrame = Math.max(firstFrame, Math.floor((start + maxLength) / frameLength) - 1);
    let best = firstFrame;
    for (let frame = firstFrame; frame <= lastFrame; frame++) if (quietness[frame]! <= quietness[best]!) best = frame;
    const cut = Math.min(start + maxLength, Math.max(start + 1, best * frameLength + Math.floor(frameLength / 2)));
    pieces.push({ start, end: cut });
    start = cut;
  }
  pieces.push({ start, end: samples.length });
  return pieces;
}

/** The loudness of the loudest 20 ms of a recording (root mean square, 1 = full scale). */
export function peakLoudness(samples: Float32Array, sampleRate: number): number {
  const loudness = frameLoudness(samples, Math.max(1, Math.round(FRAME_SECONDS * sampleRate)));
  return loudness.reduce((peak, value) => Math.max(peak, value), 0);
}

/** Faster than anyone speaks: a model caught repeating itself. */
const MAX_WORDS_PER_SECOND = 6;
/** The longest phrase looked for when a model repeats itself. */
const MAX_REPEATED_WORDS = 8;

const wordKey = (token: string) => token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How many times the `length` words at `start` follow each other, in a row. */
function timesInARow(keys: readonly string[], start: number, length: number): number {
  let times = 1;
  const sameAt = (from: number) => keys.slice(start, start + length).every((key, offset) => keys[from + offset] === key);
  while (start + (times + 1) * length <= keys.length && sameAt(start + times * length)) times += 1;
  return times;
}

/**
 * The transcript with a phrase said three times in a row (one word: four times) kept once. Speech
 * models now and then loop on a phrase until they run out of room ("Blood oxygen was 97%. Blood
 * oxygen was 97%. Blood oxygen…"); people hardly ever say a phrase three times over.
 */
export function collapseRepeats(text: string): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  const keys = tokens.map(wordKey);
  const kept: string[] = [];
  let index = 0;
  while (index < tokens.length) {
    let skip = 0;
    for (let length = 1; length <= MAX_REPEATED_WORDS && skip === 0; length++) {
      const times = timesInARow(keys, index, length);
      if (keys[index] !== '' && times >= (length === 1 ? 4 : 3)) {
        kept.push(...tokens.slice(index, index + length));
        skip = times * length;
      }
    }
    if (skip === 0) {
      kept.push(tokens[index]!);
      skip = 1;
    }
    index += skip;
  }
  return kept.join(' ');
}

/**
 * A transcript that cannot be what was said in `seconds` of speech: nothing at all (Moonshine
 * now and then ends a piece before its first word), a phrase repeated over and over, or more
 * words than anyone says in that time. Such a piece is read again.
 */
export function isImplausibleTranscript(text: string, seconds: number): boolean {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if (words === 0) return true;
  if (words > 10 && words / seconds > MAX_WORDS_PER_SECOND) return true;
  return collapseRepeats(text) !== text.trim().split(/\s+/).join(' ');
}

/** The pieces' transcripts as one text: trimmed, empty ones left out, one space between. */
export function joinTranscripts(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join(' ');
}

import {
  collapseRepeats,
  isImplausibleTranscript,
  joinTranscripts,
  peakLoudness,
  splitAtPauses,
} from '@uh/core/voice-journal/speech-pieces.logic';

export type ReadOptions = {
  sampleRate: number;
  /** Longest piece given to the model at once. */
  maxPieceSeconds: number;
  /** Checked before each piece: a cancelled recording stops being read. */
  isCancelled: () => boolean;
};

/** −50 dBFS: below this a piece is silence, whatever the rest of the recording. */
const SILENCE_FLOOR = 0.003;
/** A piece 20 dB quieter than the recording's loudest moment holds no speech worth a second try. */
const QUIET_RATIO = 0.1;
/** Half a second of silence around a piece read again. */
const PAD_SECONDS = 0.5;
/** Pieces are halved at most twice, and never below this. */
const MIN_HALF_SECONDS = 3;
const MAX_DEPTH = 2;

function padded(samples: Float32Array, sampleRate: number): Float32Array {
  const pad = Math.round(PAD_SECONDS * sampleRate);
  const out = new Float32Array(samples.length + 2 * pad);
  out.set(samples, pad);
  return out;
}

/**
 * A recording to text with the model's `decode`: cut into pieces at pauses, each piece read in
 * turn. A piece with speech whose text cannot be right (nothing, or a phrase repeated on and on)
 * is read again: with silence around it when it came back empty, then in two halves cut at its
 * quietest moment, and as a last resort with the loop cut out. Resolves with null when cancelled.
 */
export async function readRecording(
  samples: Float32Array,
  decode: (piece: Float32Array) => Promise<string>,
  options: ReadOptions,
): Promise<string | null> {
  const { sampleRate } = options;
  const speechFloor = Math.max(SILENCE_FLOOR, peakLoudness(samples, sampleRate) * QUIET_RATIO);

  async function readPiece(piece: Float32Array, depth: number): Promise<string | null> {
    const seconds = piece.length / sampleRate;
    const text = await decode(piece);
    if (!isImplausibleTranscript(text, seconds) || peakLoudness(piece, sampleRate) < speechFloor) return text;
    if (text.trim() === '') {
      const again = await decode(padded(piece, sampleRate));
      if (!isImplausibleTranscript(again, seconds)) return again;
    }
    // Too short to halve: the text as it is, with a looped phrase kept once.
    if (depth >= MAX_DEPTH || seconds < 2 * MIN_HALF_SECONDS) return collapseRepeats(text);
    const halves = splitAtPauses(piece, { sampleRate, maxSeconds: seconds * 0.6, minSeconds: seconds * 0.4 });
    return readPieces(piece, halves, depth + 1);
  }

  async function readPieces(audio: Float32Array, pieces: { start: number; end: number }[], depth: number): Promise<string | null> {
    const texts: string[] = [];
    for (const piece of pieces) {
      if (options.isCancelled()) return null;
      const text = await readPiece(audio.subarray(piece.start, piece.end), depth);
      if (text === null) return null;
      texts.push(text);
    }
    return joinTranscripts(texts);
  }

  return readPieces(samples, splitAtPauses(samples, { sampleRate, maxSeconds: options.maxPieceSeconds }), 0);
}

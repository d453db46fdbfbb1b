/**
 * WAV in and out, with no codec library: the browser encodes 16 kHz mono 16-bit PCM after
 * resampling with Web Audio; the server reads any common PCM or float WAV and converts it the same
 * way, so no system ffmpeg is needed. Everything else (Ogg, WebM, MP3, MP4, FLAC) is named so the
 * server can answer 415 with a clear message.
 */

/** `pcmBits`: the sample size of integer PCM as read (absent for float), so a file already in the speech format can be kept as sent. */
export type DecodedAudio = { sampleRate: number; channels: Float32Array[]; pcmBits?: number };

export type WavProblem =
  | { kind: 'other-container'; container: string }
  | { kind: 'not-audio' }
  | { kind: 'unsupported-encoding'; detail: string }
  | { kind: 'empty' };

export type WavResult = { ok: true; audio: DecodedAudio } | { ok: false; problem: WavProblem };

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The audio containers people's devices make, recognised by their first bytes. */
export function sniffContainer(bytes: Uint8Array): string | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'WAV';
  if (ascii(bytes, 0, 4) === 'OggS') return 'Ogg';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'WebM';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'MP4';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'FLAC';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'MP3';
  if (ascii(bytes, 0, 4) === 'FORM' && ascii(bytes, 8, 4) === 'AIFF') return 'AIFF';
  if (ascii(bytes, 0, 4) === '#!AM') return 'AMR';
  return null;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

/** Reads a RIFF/WAVE file: 8, 16, 24 or 32-bit integer PCM, or 32/64-bit float, any rate and channels. */
export function decodeWav(bytes: Uint8Array): WavResult {
  const container = sniffContainer(bytes);
  if (container !== 'WAV') return { ok: false, problem: container ? { kind: 'other-container', container } : { kind: 'not-audio' } };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { code: number; channels: number; sampleRate: number; bits: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const declared = view.getUint32(offset + 4, true);
    const start = offset + 8;
    // Streamed recorders write 0 or 0xFFFFFFFF for the data size: read to the end of the file.
    const size = id === 'data' && (declared === 0 || declared > bytes.length - start) ? bytes.length - start : declared;
    // A chunk that claims more bytes than the file holds is a damaged or made-up file, not a recording.
    if (size > bytes.length - start) return { ok: false, problem: { kind: 'not-audio' } };
    if (id === 'fmt ' && size >= 16) {
      let code = view.getUint16(start, true);
      if (code === FORMAT_EXTENSIBLE && size >= 26) code = view.getUint16(start + 24, true);
      format = {
        code,
        channels: view.getUint16(start + 2, true),
        sampleRate: view.getUint32(start + 4, true),
        bits: view.getUint16(start + 14, true),
      };
    } else if (id === 'data') {
      if (!format) return { ok: false, problem: { kind: 'not-audio' } };
      return readSamples(view, start, size, format);
    }
    offset = start + size + (size % 2); // chunks are padded to an even size
  }
  return { ok: false, problem: { kind: 'not-audio' } };
}

function readSamples(
  view: DataView,
  start: number,
  size: number,
  format: { code: number; channels: number; sampleRate: number; bits: number },
): WavResult {
  const { code, channels, sampleRate, bits } = format;
  if (channels < 1 || channels > 8 || sampleRate < 4000 || sampleRate > 384_000) {
    return { ok: false, problem: { kind: 'unsupported-encoding', detail: `${channels} channels at ${sampleRate} Hz` } };
  }
  const read = sampleReader(view, code, bits);
  if (!read)
    return {
      ok: false,
      problem: { kind: 'unsupported-encoding', detail: `${bits}-bit ${code === FORMAT_FLOAT ? 'float' : `format ${code}`}` },
    };
  const frameBytes = (bits / 8) * channels;
  const frames = Math.floor(size / frameBytes);
  if (frames === 0) return { ok: false, problem: { kind: 'empty' } };
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let frame = 0; frame < frames; frame++) {
    const at = start + frame * frameBytes;
    for (let channel = 0; channel < channels; channel++) out[channel]![frame] = read(at + (channel * bits) / 8);
  }
  return { ok: true, audio: { sampleRate, channels: out, ...(code === FORMAT_PCM ? { pcmBits: bits } : {}) } };
}

function sampleReader(view: DataView, code: number, bits: number): ((at: number) => number) | null {
  if (code === FORMAT_FLOAT && bits === 32) return (at) => view.getFloat32(at, true);
  if (code === FORMAT_FLOAT && bits === 64) return (at) => view.getFloat64(at, true);
  if (code !== FORMAT_PCM) return null;
  if (bits === 8) return (at) => (view.getUint8(at) - 128) / 128;
  if (bits === 16) return (at) => view.getInt16(at, true) / 32768;
  if (bits === 24) return (at) => (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
  if (bits === 32) return (at) => view.getInt32(at, true) / 2147483648;
  return null;
}

/** The channels averaged into one. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = channels[0]?.length ?? 0;
  const mono = new Float32Array(length);
  for (const channel of channels) for (let index = 0; index < length; index++) mono[index]! += channel[index]! / channels.length;
  return mono;
}

const HALF_TAPS = 16;
const PHASES = 256;

/**
 * Band-limited resampling with a Blackman-windowed sinc (32 taps, 256 tabulated phases): clean
 * enough for speech recognition, a few hundred milliseconds for five minutes of 48 kHz audio.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const ratio = fromRate / toRate;
  const cutoff = Math.min(1, toRate / fromRate); // below the lower Nyquist frequency
  const taps = 2 * HALF_TAPS;
  const table = new Float32Array(PHASES * taps);
  for (let phase = 0; phase < PHASES; phase++) {
    let sum = 0;
    for (let tap = 0; tap < taps; tap++) {
      const x = tap - HALF_TAPS + 1 - phase / PHASES;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      const window = 0.42 + 0.5 * Math.cos((Math.PI * x) / HALF_TAPS) + 0.08 * Math.cos((2 * Math.PI * x) / HALF_TAPS);
      const value = Math.abs(x) >= HALF_TAPS ? 0 : sinc * window;
      table[phase * taps + tap] = value;
      sum += value;
    }
    for (let tap = 0; tap < taps; tap++) table[phase * taps + tap]! /= sum; // unity gain at every phase
  }
  const length = Math.floor(samples.length / ratio);
  const out = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const position = index * ratio;
    const base = Math.floor(position);
    const row = Math.min(PHASES - 1, Math.round((position - base) * PHASES)) * taps;
    let value = 0;
    for (let tap = 0; tap < taps; tap++) {
      const source = base + tap - HALF_TAPS + 1;
      if (source >= 0 && source < samples.length) value += samples[source]! * table[row + tap]!;
    }
    out[index] = value;
  }
  return out;
}

/** Mono samples in [-1, 1] as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let index = 0; index < samples.length; index++) {
    const clamped = Math.max(-1, Math.min(1, samples[index]!));
    view.setInt16(44 + index * 2, clamped < 0 ? clamped * 32768 : clamped * 32767, true);
  }
  return bytes;
}

/** Any decoded WAV as 16 kHz mono, the form every speech engine here takes. */
export function toSpeechSamples(audio: DecodedAudio, targetRate = 16_000): Float32Array {
  return resample(downmix(audio.channels), audio.sampleRate, targetRate);
}

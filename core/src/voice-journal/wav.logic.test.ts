import { describe, expect, it } from 'vitest';
import { decodeWav, downmix, encodeWav, resample, sniffContainer, toSpeechSamples } from './wav.logic';

const sine = (frequency: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, index) => amplitude * Math.sin((2 * Math.PI * frequency * index) / rate));

const rms = (samples: Float32Array, skip = 200) => {
  const body = samples.subarray(skip, samples.length - skip);
  return Math.sqrt(body.reduce((sum, value) => sum + value * value, 0) / body.length);
};

/** A WAV header for any format, written by hand, around raw sample bytes. */
function wav(
  {
    format = 1,
    channels = 1,
    rate = 16000,
    bits = 16,
    data,
  }: { format?: number; channels?: number; rate?: number; bits?: number; data: Uint8Array },
  dataSize = data.length,
) {
  const bytes = new Uint8Array(44 + data.length);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + data.length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, format, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, (rate * channels * bits) / 8, true);
  view.setUint16(32, (channels * bits) / 8, true);
  view.setUint16(34, bits, true);
  text(36, 'data');
  view.setUint32(40, dataSize, true);
  bytes.set(data, 44);
  return bytes;
}

describe('WAV encoding and decoding', () => {
  it('round-trips 16-bit mono within one step of quantisation', () => {
    const samples = sine(440, 16000, 0.25);
    const result = decodeWav(encodeWav(samples, 16000));
    if (!result.ok) throw new Error('not decoded');
    expect(result.audio.sampleRate).toBe(16000);
    const [decoded] = result.audio.channels;
    expect(decoded).toHaveLength(samples.length);
    for (let index = 0; index < samples.length; index += 97) expect(Math.abs(decoded![index]! - samples[index]!)).toBeLessThan(1 / 16000);
  });

  it('reads 8, 24 and 32-bit PCM and 32-bit float, and averages stereo', () => {
    const eight = decodeWav(wav({ bits: 8, data: Uint8Array.from([128, 255, 0]) }));
    expect(eight.ok && [...eight.audio.channels[0]!]).toEqual([0, 127 / 128, -1]);
    const twentyFour = decodeWav(wav({ bits: 24, data: Uint8Array.from([0x00, 0x00, 0x40, 0x00, 0x00, 0xc0]) }));
    expect(twentyFour.ok && [...twentyFour.audio.channels[0]!]).toEqual([0.5, -0.5]);
    const floats = new Uint8Array(new Float32Array([0.25, -0.75]).buffer);
    const float = decodeWav(wav({ format: 3, bits: 32, data: floats }));
    expect(float.ok && [...float.audio.channels[0]!]).toEqual([0.25, -0.75]);
    const stereo = decodeWav(wav({ channels: 2, bits: 16, data: new Uint8Array(new Int16Array([16384, 0, -16384, -16384]).buffer) }));
    if (!stereo.ok) throw new Error('not decoded');
    expect([...downmix(stereo.audio.channels)]).toEqual([0.25, -0.5]);
  });

  it('reads a streamed WAV whose data size was never filled in', () => {
    const data = new Uint8Array(new Int16Array([1000, 2000, 3000]).buffer);
    const result = decodeWav(wav({ data }, 0xffffffff));
    expect(result.ok && result.audio.channels[0]!.length).toBe(3);
  });

  it('names other containers, non-audio, empty recordings and unsupported encodings', () => {
    const pad = (head: number[]) => Uint8Array.from([...head, ...new Array(16).fill(0)]);
    expect(sniffContainer(pad([0x4f, 0x67, 0x67, 0x53]))).toBe('Ogg');
    expect(sniffContainer(pad([0x1a, 0x45, 0xdf, 0xa3]))).toBe('WebM');
    expect(sniffContainer(pad([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toBe('MP4');
    expect(sniffContainer(pad([0x49, 0x44, 0x33]))).toBe('MP3');
    expect(decodeWav(pad([0x4f, 0x67, 0x67, 0x53]))).toEqual({ ok: false, problem: { kind: 'other-container', container: 'Ogg' } });
    expect(decodeWav(new TextEncoder().encode('{"not": "audio at all"}'))).toEqual({ ok: false, problem: { kind: 'not-audio' } });
    expect(decodeWav(wav({ data: new Uint8Array(0) }))).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(decodeWav(wav({ format: 2, bits: 4, data: new Uint8Array(8) }))).toMatchObject({
      ok: false,
      problem: { kind: 'unsupported-encoding' },
    });
  });
});

describe('damaged WAV files', () => {
  it('calls a file whose chunks claim more bytes than it holds not audio, never reading past its end', () => {
    const whole = wav({ data: new Uint8Array(new Int16Array([1000, 2000]).buffer) });
    // The fmt chunk says 16 bytes, the file ends 4 bytes into it.
    expect(decodeWav(whole.subarray(0, 24))).toEqual({ ok: false, problem: { kind: 'not-audio' } });
    // An extensible fmt chunk that claims 40 bytes in a file that ends after 16 of them.
    const extensible = whole.slice(0, 36);
    new DataView(extensible.buffer).setUint32(16, 40, true);
    new DataView(extensible.buffer).setUint16(20, 0xfffe, true);
    expect(decodeWav(extensible)).toEqual({ ok: false, problem: { kind: 'not-audio' } });
    // Every length the header alone can be cut to.
    for (let length = 12; length < 44; length++) expect(decodeWav(whole.subarray(0, length)).ok).toBe(false);
  });
});

describe('resampling to 16 kHz', () => {
  it('keeps a 1 kHz tone at its level and pitch from 48 kHz and 44.1 kHz', () => {
    for (const rate of [48000, 44100, 8000]) {
      const out = resample(sine(1000, rate, 0.5), rate, 16000);
      expect(out.length).toBe(Math.floor((rate * 0.5) / (rate / 16000)));
      expect(rms(out)).toBeCloseTo(0.5 / Math.SQRT2, 2);
      let crossings = 0;
      for (let index = 1; index < out.length; index++) if (out[index - 1]! < 0 && out[index]! >= 0) crossings += 1;
      expect(crossings).toBeGreaterThanOrEqual(498);
      expect(crossings).toBeLessThanOrEqual(501);
    }
  });

  it('filters out what 16 kHz cannot hold instead of folding it back as noise', () => {
    const out = resample(sine(12000, 48000, 0.5), 48000, 16000);
    expect(rms(out)).toBeLessThan(0.01);
  });

  it('turns any decoded WAV into 16 kHz mono', () => {
    const left = sine(300, 44100, 0.2);
    const samples = toSpeechSamples({ sampleRate: 44100, channels: [left, left] });
    expect(samples.length).toBe(Math.floor((44100 * 0.2) / (44100 / 16000)));
  });
});

import { randomBytes } from 'node:crypto';
import { encodeWav } from '@uh/core/voice-journal/wav.logic';
import { SttError, type SttAudio, type SttErrorKind, type SttProvider } from '../../providers/stt/stt-provider';

/** A sine tone as mono samples in [-1, 1]. */
export const tone = (seconds: number, rate = 16_000, frequency = 220) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, index) => 0.4 * Math.sin((2 * Math.PI * frequency * index) / rate));

/** A 16 kHz mono 16-bit WAV of a tone: what the browser uploads. */
export const speechWav = (seconds = 1) => Buffer.from(encodeWav(tone(seconds), 16_000));

/** A 16-bit PCM WAV with any rate and channel count (the tone on every channel). */
export function pcmWav(seconds: number, rate: number, channels: number, bits: 8 | 16 = 16): Buffer {
  const frames = Math.round(seconds * rate);
  const bytesPerSample = bits / 8;
  const data = Buffer.alloc(frames * channels * bytesPerSample);
  const samples = tone(seconds, rate);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const at = (frame * channels + channel) * bytesPerSample;
      if (bits === 16) data.writeInt16LE(Math.round(samples[frame]! * 32767), at);
      else data.writeUInt8(Math.round(128 + samples[frame]! * 127), at);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * bytesPerSample, 28);
  header.writeUInt16LE(channels * bytesPerSample, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

type Part = { name: string; value: string } | { name: string; file: Buffer; filename?: string; contentType?: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----uhboundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'voice_recording'}"\r\n` +
            `Content-Type: ${part.contentType ?? 'audio/wav'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** docs/product.md's upload: the field `audio`, the file `voice_recording`, and maybe the browser's transcript. */
export const recordingForm = (audio: Buffer, transcript?: string) =>
  multipart([{ name: 'audio', file: audio }, ...(transcript === undefined ? [] : [{ name: 'transcript', value: transcript }])]);

export type FakeStt = SttProvider & {
  received: SttAudio[];
  answer: (text: string) => void;
  fail: (kind: SttErrorKind, message: string) => void;
};

/** A speech engine that answers a fixed transcript (or fails as told) and records what it was given. */
export function fakeStt(text: string, engine: 'local' | 'openai-compatible' = 'local'): FakeStt {
  let outcome: { text: string } | { error: SttError } = { text };
  const received: SttAudio[] = [];
  return {
    info: { engine, label: 'Fake engine (tests)' },
    received,
    answer: (next) => void (outcome = { text: next }),
    fail: (kind, message) => void (outcome = { error: new SttError(kind, message) }),
    transcribe: async (audio) => {
      received.push(audio);
      if ('error' in outcome) throw outcome.error;
      return outcome.text;
    },
    close: async () => {},
  };
}

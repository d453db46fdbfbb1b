import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizeNumbers } from '@uh/core/voice-journal/number-words.logic';
import { decodeWav, encodeWav, toSpeechSamples } from '@uh/core/voice-journal/wav.logic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SttError, type SttAudio } from '../stt-provider';
import { createLocalSttProvider, type LocalSttProvider } from './local-stt-provider';
import { createMoonshineThread, type MoonshineThread } from './moonshine-thread';

const hasFlite = !spawnSync('flite', ['--help']).error;
if (!hasFlite) console.warn('flite is not installed: the built-in speech engine tests are skipped (apt-get install flite).');

const RATE = 16_000;
let folder: string;

/** A sentence spoken by flite's 16 kHz "slt" voice, as the engine receives it. */
function spoken(sentence: string): Float32Array {
  const file = path.join(folder, `${sentence.length}-${Math.random().toString(36).slice(2)}.wav`);
  const result = spawnSync('flite', ['-voice', 'slt', '-t', sentence, '-o', file]);
  if (result.status !== 0) throw new Error(`flite failed: ${result.stderr.toString()}`);
  const decoded = decodeWav(readFileSync(file));
  if (!decoded.ok) throw new Error('flite wrote an unreadable WAV');
  return toSpeechSamples(decoded.audio);
}

const silence = (seconds: number) => new Float32Array(Math.round(seconds * RATE));

function joined(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const asAudio = (samples: Float32Array): SttAudio => ({
  samples,
  wav: Buffer.from(encodeWav(samples, RATE)),
  durationSeconds: samples.length / RATE,
});

/** Lower case, numbers as digits, no punctuation: "Drank twenty ounces." and "drank 20 ounces" read the same. */
const normalized = (text: string) =>
  normalizeNumbers(text)
    .replace(/[^\w\s.]|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const transcribe = (stt: LocalSttProvider, samples: Float32Array, signal = new AbortController().signal) =>
  stt.transcribe(asAudio(samples), signal);

async function failure(promise: Promise<unknown>): Promise<SttError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SttError)) throw new Error(`expected an SttError, got ${String(error)}`);
  return error;
}

describe.skipIf(!hasFlite)('the built-in speech engine (Moonshine in a worker thread)', () => {
  let stt: LocalSttProvider;
  let dataDir: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'uh-stt-'));
    dataDir = path.join(folder, 'data');
    stt = createLocalSttProvider({
      modelSize: 'base',
      dataDir,
      maxWaiting: 1,
      log: { warn: (message) => warnings.push(message), debug: () => {} },
    });
    await stt.warmUp();
  });
  afterAll(async () => {
    await stt?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('names itself and writes only tokens.txt, inside the data folder', () => {
    expect(stt.info).toEqual({ engine: 'local', label: 'Moonshine base (on this server)' });
    expect(readdirSync(dataDir, { recursive: true }).sort()).toEqual(['speech', path.join('speech', 'moonshine-tokens.txt')]);
  });

  it.each([
    ['Drank twenty ounces of water and took magnesium.', ['20', 'ounces', 'water', 'magnesium']],
    ['Three minute ice bath at fifty degrees.', ['3', 'minute', 'ice', 'bath', '50', 'degrees']],
    ['Walked for thirty minutes after lunch.', ['walked', '30', 'minutes', 'lunch']],
  ])('transcribes "%s" with its words and numbers', async (sentence, expected) => {
    const words = normalized(await transcribe(stt, spoken(sentence))).split(' ');
    expect(words).toEqual(expect.arrayContaining(expected));
  });

  it('reads a recording longer than the model takes at once in pieces cut at the pauses, and joins the text', async () => {
    const sentences = [
      'Drank twenty ounces of water and took magnesium.',
      'Walked for thirty minutes after lunch.',
      'Had three eggs and a protein shake, about forty grams of protein.',
    ];
    // About 45 seconds: each sentence three times, a second of quiet between them.
    const parts = Array.from({ length: 3 }, () => sentences.flatMap((sentence) => [spoken(sentence), silence(1)])).flat();
    const samples = joined(...parts);
    expect(samples.length / RATE).toBeGreaterThan(25);
    // The real model's thread, counting what it is given.
    const thread = createMoonshineThread({ modelSize: 'base', dataDir });
    const pieces: number[] = [];
    const counting: MoonshineThread = { ...thread, decode: (piece) => (pieces.push(piece.length / RATE), thread.decode(piece)) };
    const long = createLocalSttProvider({ modelSize: 'base', dataDir, thread: counting });
    const text = normalized(await transcribe(long, samples).finally(() => long.close()));
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    for (const seconds of pieces) expect(seconds).toBeLessThanOrEqual(20);
    for (const word of ['magnesium', 'lunch', 'eggs']) expect(text.split(word).length - 1).toBe(3);
    expect(text.split(' 20 ').length - 1).toBe(3);
  });

  it('keeps the event loop free while it reads', async () => {
    const samples = joined(
      ...Array.from({ length: 3 }, () => [spoken('Weight one eighty two point four this morning.'), silence(0.5)]).flat(),
    );
    let worstGapMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGapMs = Math.max(worstGapMs, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await transcribe(stt, samples);
    const decodeMs = performance.now() - started;
    clearInterval(timer);
    // A sanity check, not a benchmark: on the main thread the loop would stall for the whole decode.
    expect(worstGapMs).toBeLessThan(Math.max(250, decodeMs / 2));
  });

  it('reads one recording at a time, refuses more than the queue holds, and cancels a waiting one', async () => {
    const sample = spoken('Blood pressure one twenty over eighty.');
    const first = transcribe(stt, sample);
    const waitingController = new AbortController();
    const waiting = transcribe(stt, sample, waitingController.signal);
    const refused = await failure(transcribe(stt, sample));
    expect(refused.kind).toBe('unavailable');
    expect(refused.message).toBe('The speech engine is busy with other recordings. Please try again in a minute.');
    waitingController.abort();
    expect((await failure(waiting)).kind).toBe('aborted');
    expect(normalized(await first)).toContain('pressure');
  });

  it('settles a cancelled recording at once, and reads the next one normally', async () => {
    const controller = new AbortController();
    const cancelled = transcribe(stt, spoken('Started my sixteen hour fast at eight pm.'), controller.signal);
    controller.abort();
    expect((await failure(cancelled)).kind).toBe('aborted');
    expect(normalized(await transcribe(stt, spoken('Drank twenty ounces of water.')))).toContain('20 ounces');
    expect(warnings).toEqual([]);
  });

  it('also runs the tiny model', async () => {
    const tiny = createLocalSttProvider({ modelSize: 'tiny', dataDir });
    try {
      expect(tiny.info.label).toBe('Moonshine tiny (on this server)');
      const words = normalized(await transcribe(tiny, spoken('Drank twenty ounces of water and took magnesium.'))).split(' ');
      expect(words).toEqual(expect.arrayContaining(['20', 'water', 'magnesium']));
    } finally {
      await tiny.close();
    }
  });
});

describe('the built-in speech engine when it cannot start or has stopped', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'uh-stt-broken-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('answers unavailable with a plain message and logs the reason', async () => {
    // A file where the data folder should be: tokens.txt cannot be written.
    const notAFolder = path.join(scratch, 'file');
    writeFileSync(notAFolder, '');
    const warnings: string[] = [];
    const stt = createLocalSttProvider({
      modelSize: 'base',
      dataDir: notAFolder,
      log: { warn: (message) => warnings.push(message), debug: () => {} },
    });
    try {
      const error = await failure(stt.transcribe(asAudio(silence(1)), new AbortController().signal));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toBe('The speech engine on this server could not start. Please try again later.');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^The speech model could not load: .*(ENOTDIR|EEXIST)/);
    } finally {
      await stt.close();
    }
  });

  it('refuses recordings once closed', async () => {
    const stt = createLocalSttProvider({ modelSize: 'base', dataDir: scratch });
    await stt.close();
    const error = await failure(stt.transcribe(asAudio(silence(1)), new AbortController().signal));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('The speech engine is shutting down.');
    expect((await failure(stt.warmUp())).message).toBe('The speech engine is shutting down.');
  });
});

describe('the built-in speech engine’s queue', () => {
  it('reads the shortest waiting recording first, so a quick note is not held behind long ones', async () => {
    const read: string[] = [];
    const names = new Map<ArrayBufferLike, string>();
    let finishFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    const thread: MoonshineThread = {
      load: async () => 0,
      decode: async (piece) => {
        const name = names.get(piece.buffer)!;
        if (!read.includes(name)) read.push(name);
        if (name === 'first') await firstHeld;
        return '';
      },
      close: async () => {},
    };
    const stt = createLocalSttProvider({ modelSize: 'base', dataDir: os.tmpdir(), thread, maxWaiting: 4 });
    const recording = (name: string, seconds: number) => {
      const samples = silence(seconds);
      names.set(samples.buffer, name);
      return transcribe(stt, samples);
    };
    const all = [recording('first', 1), recording('long noise', 15), recording('longer noise', 18), recording('short note', 2)];
    finishFirst();
    await Promise.all(all);
    expect(read).toEqual(['first', 'short note', 'long noise', 'longer noise']);
    await stt.close();
  });

  it('tells its load without changing it: the model’s state, the recording being read and those waiting', async () => {
    let finishFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    const thread: MoonshineThread = { load: async () => 0, decode: () => firstHeld.then(() => ''), close: async () => {} };
    const stt = createLocalSttProvider({ modelSize: 'base', dataDir: os.tmpdir(), thread });
    // Asking twice loads nothing.
    expect(stt.load()).toEqual({ model: 'unloaded', reading: false, waiting: 0 });
    expect(stt.load()).toEqual({ model: 'unloaded', reading: false, waiting: 0 });
    const recordings = [transcribe(stt, silence(1)), transcribe(stt, silence(1)), transcribe(stt, silence(1))];
    await expect.poll(() => stt.load()).toEqual({ model: 'ready', reading: true, waiting: 2 });
    finishFirst();
    await Promise.all(recordings);
    // The reader lets go just after the last recording settles.
    await expect.poll(() => stt.load()).toEqual({ model: 'ready', reading: false, waiting: 0 });
    await stt.close();
  });
});

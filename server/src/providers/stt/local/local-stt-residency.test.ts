import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SttAudio } from '../stt-provider';
import { createLocalSttProvider } from './local-stt-provider';
import { createMoonshineThread, type MoonshineThread } from './moonshine-thread';

const audio: SttAudio = { samples: new Float32Array(16_000), wav: Buffer.alloc(0), durationSeconds: 1 };
const transcribe = (stt: ReturnType<typeof createLocalSttProvider>) => stt.transcribe(audio, new AbortController().signal);

/** A stand-in for the model's thread that counts its starts and ends; `holdLoads` keeps a load going until `finishLoad`. */
function standInThread({ holdLoads = false, failLoads = false } = {}) {
  const counts = { starts: 0, ends: 0 };
  let isRunning = false;
  let loading: Promise<number> | null = null;
  let finishLoad = () => {};
  const thread: MoonshineThread = {
    load: () =>
      (loading ??= new Promise<number>((resolve, reject) => {
        counts.starts += 1;
        finishLoad = () => (failLoads ? reject(new Error('The speech model could not load: no model')) : resolve(25));
        if (!holdLoads) finishLoad();
      }).then(
        (loadMs) => ((isRunning = true), loadMs),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    decode: async () => {
      if (!isRunning) throw new Error('The speech thread is not running');
      return 'Drank 20 ounces of water.';
    },
    close: async () => {
      if (isRunning) counts.ends += 1;
      isRunning = false;
      loading = null;
    },
  };
  return { thread, counts, finishLoad: () => finishLoad() };
}

const engine = (thread: MoonshineThread, idleUnloadMs?: number) =>
  createLocalSttProvider({ modelSize: 'base', dataDir: os.tmpdir(), thread, idleUnloadMs, log: { warn: () => {}, debug: () => {} } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the built-in speech engine loads on first use', () => {
  it('starts no thread when created, and starts it once when the voice page asks', async () => {
    const { thread, counts, finishLoad } = standInThread({ holdLoads: true });
    const stt = engine(thread);
    expect(counts.starts).toBe(0);
    expect(stt.prepare()).toBe('loading');
    expect(stt.prepare()).toBe('loading');
    expect(counts.starts).toBe(1);
    finishLoad();
    await stt.warmUp();
    expect(stt.prepare()).toBe('ready');
    expect(counts.starts).toBe(1);
    await stt.close();
    expect(stt.prepare()).toBe('unavailable');
  });

  it('holds a recording that arrives while the model loads, then reads it', async () => {
    const { thread, counts, finishLoad } = standInThread({ holdLoads: true });
    const stt = engine(thread);
    let isSettled = false;
    const reading = transcribe(stt).finally(() => (isSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isSettled).toBe(false);
    expect(counts.starts).toBe(1);
    finishLoad();
    await expect(reading).resolves.toBe('Drank 20 ounces of water.');
    await stt.close();
  });

  it('says unavailable after a failed load, and tries again for the next recording', async () => {
    const { thread, counts } = standInThread({ failLoads: true });
    const stt = engine(thread);
    await expect(transcribe(stt)).rejects.toThrow('The speech engine on this server could not start. Please try again later.');
    expect(stt.prepare()).toBe('unavailable');
    expect(counts.starts).toBe(2);
    await stt.close();
  });
});

describe('the built-in speech engine unloads when idle', () => {
  it('ends the thread after the idle time without a recording, and loads it again for the next one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { thread, counts } = standInThread();
    const stt = engine(thread, 1000);
    await expect(transcribe(stt)).resolves.toBe('Drank 20 ounces of water.');
    await vi.advanceTimersByTimeAsync(999);
    expect(counts.ends).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts.ends).toBe(1);
    expect(stt.prepare()).toBe('loading');
    await expect(transcribe(stt)).resolves.toBe('Drank 20 ounces of water.');
    expect(counts.starts).toBe(2);
    await stt.close();
  });

  it('counts the idle time from the last recording, and from a warm-up nobody recorded after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { thread, counts } = standInThread();
    const stt = engine(thread, 1000);
    await stt.warmUp();
    await vi.advanceTimersByTimeAsync(600);
    await transcribe(stt);
    await vi.advanceTimersByTimeAsync(600);
    expect(counts.ends).toBe(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(counts.ends).toBe(1);
    await stt.close();
  });

  it('keeps the model with an idle time of 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { thread, counts } = standInThread();
    const stt = engine(thread, 0);
    await transcribe(stt);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(counts.ends).toBe(0);
    expect(stt.prepare()).toBe('ready');
    await stt.close();
  });
});

describe('the built-in speech engine unloads its real model thread', () => {
  it('ends the thread when idle, and starts a new one that reads the next recording', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-stt-idle-'));
    const real = createMoonshineThread({ modelSize: 'tiny', dataDir });
    const counts = { loads: 0, ends: 0 };
    const thread: MoonshineThread = {
      ...real,
      load: () => ((counts.loads += 1), real.load()),
      close: () => ((counts.ends += 1), real.close()),
    };
    const stt = engine(thread, 200);
    try {
      await expect(transcribe(stt)).resolves.toBe('');
      await vi.waitFor(() => expect(counts.ends).toBe(1), { timeout: 2000 });
      // The thread is gone: only a new load can read again.
      await expect(real.decode(new Float32Array(16_000))).rejects.toThrow('The speech thread is not running');
      await expect(transcribe(stt)).resolves.toBe('');
      expect(counts.loads).toBe(2);
    } finally {
      await stt.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSttProvider } from './create-stt-provider';
import { SttError } from './stt-provider';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-stt-choice-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const audio = { samples: new Float32Array(16_000), wav: Buffer.alloc(44), durationSeconds: 1 };

describe('choosing the speech-to-text from the settings', () => {
  it('is the built-in engine by default, and creating it loads nothing', async () => {
    const stt = createSttProvider(loadConfig({}).stt, { dataDir });
    expect(stt.info).toEqual({ engine: 'local', label: 'Moonshine base (on this server)' });
    expect(typeof stt.warmUp).toBe('function');
    expect(existsSync(path.join(dataDir, 'speech'))).toBe(false);
    await stt.close();
  });

  it('is the tiny model with STT_MODEL_SIZE=tiny', async () => {
    const stt = createSttProvider(loadConfig({ STT_MODEL_SIZE: 'tiny' }).stt, { dataDir });
    expect(stt.info.label).toBe('Moonshine tiny (on this server)');
    await stt.close();
  });

  it('is an OpenAI-compatible server when STT_BASE_URL is set', () => {
    const stt = createSttProvider(loadConfig({ STT_BASE_URL: 'http://127.0.0.1:9/v1', STT_MODEL: 'whisper-large-v3' }).stt, { dataDir });
    expect(stt.info).toEqual({ engine: 'openai-compatible', label: 'whisper-large-v3' });
    expect(stt.warmUp).toBeUndefined();
  });

  it('is none with STT_PROVIDER=none, and then refuses every recording as unavailable', async () => {
    const stt = createSttProvider(loadConfig({ STT_PROVIDER: 'none' }).stt, { dataDir });
    expect(stt.info).toEqual({ engine: 'none', label: null });
    const error = await stt.transcribe(audio, new AbortController().signal).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SttError);
    expect((error as SttError).kind).toBe('unavailable');
  });
});

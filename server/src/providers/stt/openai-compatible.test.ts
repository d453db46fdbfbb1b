import { encodeWav } from '@uh/core/voice-journal/wav.logic';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTranscriptionServer, type FakeTranscriptionServer } from '../../../test/fake-transcription-server';
import { createOpenAiCompatibleSttProvider } from './openai-compatible';
import { SttError, type SttAudio } from './stt-provider';

let fake: FakeTranscriptionServer;
beforeAll(async () => {
  fake = await startFakeTranscriptionServer();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => fake.reset());

const samples = Float32Array.from({ length: 16_000 }, (_, index) => 0.3 * Math.sin(index / 5));
const audio: SttAudio = { samples, wav: Buffer.from(encodeWav(samples, 16_000)), durationSeconds: 1 };
const API_KEY = 'sk-test-0123456789abcdef';

const provider = (overrides: { apiKey?: string; timeoutMs?: number; maxResponseBytes?: number } = {}) =>
  createOpenAiCompatibleSttProvider({ baseUrl: `${fake.baseUrl}/`, model: 'whisper-1', timeoutMs: 5000, ...overrides });

/** The SttError a transcription fails with. */
async function failure(promise: Promise<unknown>): Promise<SttError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SttError)) throw new Error(`expected an SttError, got ${String(error)}`);
  return error;
}

describe('OpenAI-compatible speech-to-text', () => {
  it('posts the WAV, the model and the response format as multipart, with the key, and returns the text', async () => {
    fake.next({ kind: 'text', text: '  Drank 20 ounces of water.\n' });
    const stt = provider({ apiKey: API_KEY });
    expect(stt.info).toEqual({ engine: 'openai-compatible', label: 'whisper-1' });

    await expect(stt.transcribe(audio, new AbortController().signal)).resolves.toBe('Drank 20 ounces of water.');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/audio/transcriptions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = request!.form!;
    expect([...form.keys()].sort()).toEqual(['file', 'model', 'response_format']);
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.wav');
    expect(file.type).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(audio.wav)).toBe(true);
  });

  it('sends no Authorization header without a key', async () => {
    await provider().transcribe(audio, new AbortController().signal);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('reports an upstream error with its status and message, never the key', async () => {
    fake.next({ kind: 'status', status: 500, body: { error: { message: `model crashed while using ${API_KEY}` } } });
    const error = await failure(provider({ apiKey: API_KEY }).transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('upstream');
    expect(error.message).toBe('The speech-to-text server answered 500: model crashed while using [redacted]');
  });

  it('leaves out an HTML error page', async () => {
    fake.next({ kind: 'raw', status: 502, contentType: 'text/html', body: '<html><body>nginx/1.2.3 Bad gateway</body></html>' });
    const error = await failure(provider().transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('upstream');
    expect(error.message).toBe('The speech-to-text server answered 502');
  });

  it('gives up after the timeout', async () => {
    fake.next({ kind: 'hang' });
    const error = await failure(provider({ timeoutMs: 300 }).transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The speech-to-text server did not answer within 0.3 seconds.');
  });

  it('stops when the caller cancels', async () => {
    fake.next({ kind: 'hang' });
    const controller = new AbortController();
    const pending = provider().transcribe(audio, controller.signal);
    setTimeout(() => controller.abort(), 100);
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it.each([
    ['a wrong content type', { kind: 'raw', contentType: 'text/plain', body: 'Drank 20 ounces of water.' }],
    ['unreadable JSON', { kind: 'raw', contentType: 'application/json', body: '{"text": "Drank' }],
    ['JSON without text', { kind: 'raw', contentType: 'application/json', body: '{"segments": []}' }],
  ] as const)('refuses %s as malformed', async (_, behaviour) => {
    fake.next(behaviour);
    const error = await failure(provider().transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The speech-to-text server sent a response that could not be read.');
  });

  it('refuses an answer larger than the cap', async () => {
    fake.next({ kind: 'text', text: 'word '.repeat(2000) });
    const error = await failure(provider({ maxResponseBytes: 4096 }).transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The speech-to-text server sent more than a transcript.');
  });

  it('does not follow a redirect (the key and the recording stay with the configured server)', async () => {
    fake.next({ kind: 'redirect', location: `${fake.baseUrl}/elsewhere` });
    const error = await failure(provider({ apiKey: API_KEY }).transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('upstream');
    expect(error.message).toBe('The speech-to-text server answered with a redirect, which is not followed.');
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/audio/transcriptions']);
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const stt = createOpenAiCompatibleSttProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'whisper-1', timeoutMs: 5000 });
    const error = await failure(stt.transcribe(audio, new AbortController().signal));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe('Could not reach the speech-to-text server.');
  });
});

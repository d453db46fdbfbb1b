import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { fakeStt, multipart, pcmWav, recordingForm, speechWav, type FakeStt } from './voice-test-helpers';

const SAID = '3 minute ice bath at 50 degrees and drank 20 ounces of water';

let stt: FakeStt;
let app: App;
beforeAll(async () => {
  stt = fakeStt(SAID);
  app = await createTestApp({}, { sttProvider: stt });
});
beforeEach(() => {
  stt.received.length = 0;
  stt.answer(SAID);
});

const upload = (cookie: string | null, form: ReturnType<typeof multipart>, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/voice/process',
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });

describe('POST /api/voice/process', () => {
  it('transcribes a WAV, reads the entries in the person’s units and answers docs/product.md §7 with every entry', async () => {
    const { cookie } = await signUp(app);
    const response = await upload(cookie, recordingForm(speechWav(1.5)));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.transcription).toBe(SAID);
    expect(body.extracted).toEqual({
      type: 'cold_exposure',
      summary: 'Cold exposure · ice bath · 3 min at 50 °F',
      details: { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F', transcription: SAID },
    });
    expect(body.entries.map((entry: { type: string }) => entry.type)).toEqual(['cold_exposure', 'water']);
    expect(body.entries[1]).toMatchObject({ type: 'water', details: { ounces: 20 } });
    expect(body.extractor).toBe('rules');
    expect(body.recordingId).toMatch(/^[0-9a-f-]{36}$/);

    const [received] = stt.received;
    expect(received!.samples).toHaveLength(24_000);
    expect(received!.durationSeconds).toBeCloseTo(1.5, 5);
  });

  it('puts back numbers the engine heard as sound-alikes before reading entries', async () => {
    const { cookie } = await signUp(app);
    stt.answer('Blood pressure won twenty over eighty, weight one eighty two point for');
    const body = (await upload(cookie, recordingForm(speechWav(1)))).json();
    expect(body.transcription).toBe('Blood pressure one twenty over eighty, weight one eighty two point four');
    expect(body.entries[0]).toMatchObject({ type: 'biometric', details: { systolic: 120, diastolic: 80, weight: 182.4 } });
  });

  it('accepts 44.1 kHz stereo and gives the engine 16 kHz mono of the same length', async () => {
    const { cookie } = await signUp(app);
    const response = await upload(cookie, recordingForm(pcmWav(2, 44_100, 2)));
    expect(response.statusCode).toBe(200);
    const [received] = stt.received;
    expect(received!.samples.length).toBe(32_000);
    expect(received!.durationSeconds).toBeCloseTo(2, 5);
    // The WAV the engine gets (and the one kept) is 16 kHz mono 16-bit.
    expect(received!.wav.readUInt16LE(22)).toBe(1);
    expect(received!.wav.readUInt32LE(24)).toBe(16_000);
    expect(received!.wav.readUInt16LE(34)).toBe(16);
  });

  it('refuses other containers with 415 naming them, and non-audio, empty and silent uploads with 400', async () => {
    const { cookie } = await signUp(app);
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(400)]);
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(400)]);
    for (const [bytes, name] of [
      [ogg, 'Ogg'],
      [webm, 'WebM'],
    ] as const) {
      const response = await upload(cookie, recordingForm(bytes));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(new RegExp(`${name} audio.*WAV`));
    }
    const json = await upload(
      cookie,
      multipart([{ name: 'audio', file: Buffer.from('{"not": "audio at all"}'), contentType: 'application/json' }]),
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('audio: The file is not an audio recording: send a WAV file.');
    const empty = await upload(cookie, recordingForm(pcmWav(0, 16_000, 1)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('audio: The recording is empty.');
    const nothing = await upload(cookie, recordingForm(Buffer.alloc(0)));
    expect(nothing.json()).toEqual({ message: 'audio: The recording is empty.' });
    const silent = await upload(cookie, recordingForm(Buffer.from(pcmWav(1, 16_000, 1).fill(0, 44))));
    expect(silent.statusCode).toBe(400);
    expect(silent.json().message).toMatch(/silent/);
    expect(stt.received).toHaveLength(0);
  });

  it('answers 400 for a WAV whose chunks claim more bytes than the file holds', async () => {
    const { cookie } = await signUp(app);
    const cutInFormat = speechWav(1).subarray(0, 26);
    const response = await upload(cookie, recordingForm(cutInFormat));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'audio: The file is not an audio recording: send a WAV file.' });
    expect(stt.received).toHaveLength(0);
  });

  it('refuses recordings over 10 MB or 5 minutes with 413', async () => {
    const { cookie } = await signUp(app);
    const big = await upload(cookie, recordingForm(Buffer.concat([speechWav(1), Buffer.alloc(11 * 1024 * 1024)])));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The recording is larger than 10 MB. Record at most 5 minutes and try again.');
    // Six minutes at 8 kHz, 8-bit: under 3 MB but too long.
    const long = await upload(cookie, recordingForm(pcmWav(360, 8000, 1, 8)));
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe('The recording is longer than 5 minutes. Record a shorter note and try again.');
    expect(stt.received).toHaveLength(0);
  });

  it('answers an oversize upload over a real connection with 413 JSON, not a reset', async () => {
    const served = await createTestApp({}, { sttProvider: stt });
    const address = await served.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signUp(served);
    const form = new FormData();
    form.append('audio', new Blob([speechWav(1), new Uint8Array(11 * 1024 * 1024)], { type: 'audio/wav' }), 'voice_recording');
    const response = await fetch(`${address}/api/voice/process`, { method: 'POST', headers: { cookie }, body: form });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'The recording is larger than 10 MB. Record at most 5 minutes and try again.' });
  });

  it('needs a recording, a multipart form and a session', async () => {
    const { cookie } = await signUp(app);
    const noAudio = await upload(cookie, multipart([{ name: 'transcript', value: SAID }]));
    expect(noAudio.statusCode).toBe(400);
    expect(noAudio.json().message).toMatch(/^audio: Processing needs a recording/);
    const asJson = await app.inject({ method: 'POST', url: '/api/voice/process', headers: { cookie }, payload: { transcript: SAID } });
    expect(asJson.statusCode).toBe(415);
    const anonymous = await upload(null, recordingForm(speechWav()));
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 502 and 504 when the engine fails, with its message', async () => {
    const { cookie } = await signUp(app);
    stt.fail('upstream', 'The speech-to-text server answered 500.');
    const upstream = await upload(cookie, recordingForm(speechWav()));
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json()).toEqual({ message: 'The speech-to-text server answered 500.' });
    stt.fail('timeout', 'The speech-to-text server did not answer within 30 seconds.');
    const timeout = await upload(cookie, recordingForm(speechWav()));
    expect(timeout.statusCode).toBe(504);
    stt.fail('unavailable', 'The speech engine is still loading.');
    const unavailable = await upload(cookie, recordingForm(speechWav()));
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().message).toMatch(/still loading.*browser’s transcription, or type/);
    // With the browser's transcript, an unavailable engine is not a failure.
    const typed = await upload(cookie, recordingForm(speechWav(), 'drank 12 ounces of water'));
    expect(typed.statusCode).toBe(200);
    expect(typed.json().transcription).toBe('drank 12 ounces of water');
  });

  it('prefers the engine’s words to the browser’s, and says when nothing was heard', async () => {
    const { cookie } = await signUp(app);
    const both = await upload(cookie, recordingForm(speechWav(), 'something the browser misheard'));
    expect(both.json().transcription).toBe(SAID);
    stt.answer('   ');
    const nothing = await upload(cookie, recordingForm(speechWav()));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/No words were recognised/);
  });

  it('limits each person to 20 uploads a minute, with Retry-After', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const small = recordingForm(speechWav(0.1));
    for (let count = 0; count < 20; count++) expect((await upload(cookie, small)).statusCode).toBe(200);
    const limited = await upload(cookie, small);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(other.cookie, small)).statusCode).toBe(200);
  });

  it('keeps a recording only for review: pending ones are purged after an hour', async () => {
    const { cookie, user } = await signUp(app);
    const first = (await upload(cookie, recordingForm(speechWav()))).json().recordingId;
    const { db } = testDatabase();
    await db.execute(sql`UPDATE voice_recordings SET created_at = now() - interval '61 minutes' WHERE id = ${first}`);
    const second = (await upload(cookie, recordingForm(speechWav()))).json().recordingId;
    const left = await db.execute<{ id: string }>(sql`SELECT id FROM voice_recordings WHERE user_id = ${user.id}`);
    expect(left.rows.map((row) => row.id)).toEqual([second]);
  });
});

describe('without a speech engine on the server', () => {
  let plain: App;
  beforeAll(async () => {
    plain = await createTestApp();
  });

  it('says so in the options, with the limits', async () => {
    const { cookie } = await signUp(plain);
    const response = await plain.inject({ method: 'GET', url: '/api/voice/options', headers: { cookie } });
    expect(response.json()).toEqual({ engine: 'none', engineLabel: null, maxSeconds: 300, maxBytes: 10 * 1024 * 1024 });
    const withEngine = await app.inject({ method: 'GET', url: '/api/voice/options', headers: { cookie: (await signUp(app)).cookie } });
    expect(withEngine.json()).toMatchObject({ engine: 'local', engineLabel: 'Fake engine (tests)' });
  });

  it('reads the entries from the browser’s transcript, and keeps the recording', async () => {
    const { cookie } = await signUp(plain);
    const response = await upload(cookie, recordingForm(speechWav(), 'walked for 30 minutes. took magnesium and vitamin D'), plain);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.transcription).toBe('walked for 30 minutes. took magnesium and vitamin D');
    expect(body.entries.map((entry: { type: string }) => entry.type)).toEqual(['exercise', 'supplement']);
    expect(body.recordingId).not.toBeNull();
  });

  it('asks for the browser’s transcript or typing when none was sent', async () => {
    const { cookie } = await signUp(plain);
    const response = await upload(cookie, recordingForm(speechWav()), plain);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'transcript: This server does not turn speech into text: use your browser’s transcription, or type what you said.',
    );
  });
});

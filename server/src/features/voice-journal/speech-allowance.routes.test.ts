import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { SttAudio, SttProvider } from '../../providers/stt/stt-provider';
import { createTestApp, signUp } from '../../../test/test-app';
import { type multipart, recordingForm, speechWav } from './voice-test-helpers';

const SAID = 'Drank 20 ounces of water';

/** A speech engine that holds each recording until the test lets it go. */
function heldStt() {
  const held: { audio: SttAudio; release: () => void }[] = [];
  const stt: SttProvider = {
    info: { engine: 'local', label: 'Held engine (tests)' },
    transcribe: (audio) => new Promise<string>((resolve) => held.push({ audio, release: () => resolve(SAID) })),
    close: async () => {},
  };
  return { stt, held };
}

let app: App;
let engine: ReturnType<typeof heldStt>;
beforeAll(async () => {
  engine = heldStt();
  app = await createTestApp({ STT_SECONDS_PER_PERSON_PER_MINUTE: '10' }, { sttProvider: engine.stt });
});

const send = (cookie: string, form: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url: '/api/voice/process', headers: { ...form.headers, cookie }, payload: form.payload });

async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 1000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('each person’s share of the speech engine', () => {
  it('holds one recording of a person’s at a time, and lets other people’s through', async () => {
    const noisy = await signUp(app);
    const other = await signUp(app);
    const first = send(noisy.cookie, recordingForm(speechWav(2)));
    await until(() => engine.held.length === 1);

    const second = await send(noisy.cookie, recordingForm(speechWav(1)));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toMatch(/^\d+$/);
    expect(second.json()).toEqual({ message: expect.stringMatching(/^Your previous recording is still being transcribed/) });

    const someoneElse = send(other.cookie, recordingForm(speechWav(1)));
    await until(() => engine.held.length === 2);
    for (const { release } of engine.held.splice(0)) release();
    expect((await first).statusCode).toBe(200);
    expect((await someoneElse).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After once a person has used their seconds for the minute', async () => {
    const noisy = await signUp(app);
    const other = await signUp(app);
    // 12 seconds against 10 a minute: taken, and the next waits about 12 seconds.
    const long = send(noisy.cookie, recordingForm(speechWav(12)));
    await until(() => engine.held.length === 1);
    engine.held.shift()!.release();
    expect((await long).statusCode).toBe(200);

    const over = await send(noisy.cookie, recordingForm(speechWav(1)));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(10);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(13);
    expect(over.json()).toEqual({
      message: expect.stringMatching(/^You have sent more audio than the speech engine reads for one person \(10 seconds a minute\)/),
    });

    const note = send(other.cookie, recordingForm(speechWav(1)));
    await until(() => engine.held.length === 1);
    engine.held.shift()!.release();
    expect((await note).statusCode).toBe(200);
  });
});

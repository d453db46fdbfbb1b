import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { sttProvider: fakeStt('had a great day and felt calm') });
});

const post = (cookie: string, payload: object) => app.inject({ method: 'POST', url: '/api/journal/entries', headers: { cookie }, payload });
const list = async (cookie: string, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/journal/entries${query}`, headers: { cookie } })).json();
const today = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } })).json();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const note = (text: string, extra: object = {}) => ({ type: 'note', summary: text, details: { text }, ...extra });
const water = (ounces: number) => ({ type: 'water', summary: `Water · ${ounces} oz`, details: { ounces } });

describe('journal entries', () => {
  it('saves a reviewed entry with its transcription and ticks the journal entry on the checklist', async () => {
    const { cookie, user } = await signUp(app);
    const response = await post(cookie, { ...note('Felt calm after the walk'), transcription: 'felt calm after the walk', uncertain: [] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      type: 'note',
      summary: 'Felt calm after the walk',
      details: { text: 'Felt calm after the walk', transcription: 'felt calm after the walk' },
      transcription: 'felt calm after the walk',
      hasAudio: false,
      createdLogs: [],
      localDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await today(cookie)).toMatchObject({ journalEntryCompleted: true, supplementsCompleted: false });

    // The details of a processed recording's `extracted` (with the transcription in them) are taken as they come.
    const fromExtracted = await post(cookie, {
      type: 'water',
      summary: 'Water · 20 oz',
      details: { ounces: 20, transcription: 'drank 20 ounces' },
      transcription: 'drank 20 ounces',
    });
    expect(fromExtracted.statusCode).toBe(201);
    expect(fromExtracted.json().details).toEqual({ ounces: 20, transcription: 'drank 20 ounces' });
    const { db } = testDatabase();
    const stored = await db.execute<{ details: object }>(sql`SELECT details FROM journal_entries WHERE id = ${fromExtracted.json().id}`);
    expect(stored.rows[0]!.details).toEqual({ ounces: 20 });
  });

  it('lists the caller’s entries newest first, filtered by type and paged with limit and before', async () => {
    const { cookie } = await signUp(app);
    await post(cookie, { ...note('oldest'), timestamp: minutesAgo(50) });
    await post(cookie, { ...water(12), timestamp: minutesAgo(40) });
    await post(cookie, {
      type: 'meal',
      summary: 'Meal · eggs',
      details: { description: 'eggs' },
      timestamp: minutesAgo(30),
      createLogs: false,
    });
    await post(cookie, { ...water(8), timestamp: minutesAgo(20) });
    await post(cookie, { ...note('newest'), timestamp: minutesAgo(10) });
    expect((await list(cookie)).map((entry: { summary: string }) => entry.summary)).toEqual([
      'newest',
      'Water · 8 oz',
      'Meal · eggs',
      'Water · 12 oz',
      'oldest',
    ]);
    expect((await list(cookie, '?type=meal,water')).map((entry: { type: string }) => entry.type)).toEqual(['water', 'meal', 'water']);
    const page = await list(cookie, '?limit=2');
    expect(page.map((entry: { summary: string }) => entry.summary)).toEqual(['newest', 'Water · 8 oz']);
    const next = await list(cookie, `?limit=2&before=${encodeURIComponent(page[1].timestamp)}`);
    expect(next.map((entry: { summary: string }) => entry.summary)).toEqual(['Meal · eggs', 'Water · 12 oz']);
    const other = await signUp(app);
    expect(await list(other.cookie)).toEqual([]);
  });

  it('refuses bad input with a message naming the field', async () => {
    const { cookie } = await signUp(app);
    const cases: [object, RegExp][] = [
      [{ type: 'snack', summary: 'x', details: {} }, /^type: /],
      [{ type: 'water', summary: 'Water', details: { ounces: 4000 } }, /^details\.ounces: Water must be between 0.1 and 400 oz/],
      [{ type: 'meal', summary: 'Meal', details: { description: 'eggs', minutes: 3 } }, /^details: /],
      [{ ...note('x'), timestamp: '2999-01-01T00:00:00Z' }, /^timestamp: timestamp cannot be in the future/],
      [{ ...note('x'), recordingId: 'not-a-uuid' }, /^recordingId: recordingId must be a recording id/],
    ];
    for (const [payload, message] of cases) {
      const response = await post(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await list(cookie)).toEqual([]);
    expect((await list(cookie, '?type=snack')).message).toMatch(/^type\.0: type must be one of meal, exercise/);
  });

  it('edits the summary and details for the entry’s own type', async () => {
    const { cookie } = await signUp(app);
    const entry = (await post(cookie, { ...water(12), transcription: 'drank 12 ounces' })).json();
    const patch = (payload: object, id = entry.id, who = cookie) =>
      app.inject({ method: 'PATCH', url: `/api/journal/entries/${id}`, headers: { cookie: who }, payload });
    // The details as the response carries them (with the transcription) can be sent back edited.
    const edited = await patch({ summary: 'Water · 16 oz', details: { ...entry.details, ounces: 16 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      summary: 'Water · 16 oz',
      details: { ounces: 16, transcription: 'drank 12 ounces' },
      transcription: 'drank 12 ounces',
    });
    const wrongType = await patch({ details: { description: 'eggs' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^details: /);
    const tooLarge = await patch({ details: { ounces: 900 } });
    expect(tooLarge.json().message).toBe('details.ounces: Water must be between 0.1 and 400 oz');
    expect((await patch({})).statusCode).toBe(400);

    const other = await signUp(app);
    expect((await patch({ summary: 'mine now' }, entry.id, other.cookie)).statusCode).toBe(404);
    expect((await patch({ summary: 'nobody' }, 999_999_999)).statusCode).toBe(404);
  });

  it('answers 404 for another person’s entry on edit, delete and audio', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const entry = (await post(owner.cookie, note('private'))).json();
    for (const [method, url] of [
      ['DELETE', `/api/journal/entries/${entry.id}`],
      ['GET', `/api/journal/entries/${entry.id}/audio`],
    ] as const) {
      const response = await app.inject({ method, url, headers: { cookie: other.cookie } });
      expect(response.statusCode).toBe(404);
    }
    expect((await list(owner.cookie)).map((e: { id: number }) => e.id)).toEqual([entry.id]);
  });

  it('ticks supplements for a supplement entry, and hydration once the day’s water reaches half the body weight in ounces', async () => {
    const { cookie } = await signUp(app);
    await post(cookie, water(60));
    expect((await today(cookie)).hydrationTargetCompleted).toBe(false); // no weight, no target
    await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie }, payload: { weight: 160 } });
    await post(cookie, { type: 'supplement', summary: 'Supplements · magnesium', details: { names: ['magnesium'] } });
    const last = (await post(cookie, water(20))).json(); // 80 oz: half of 160 lbs
    expect(await today(cookie)).toMatchObject({ supplementsCompleted: true, hydrationTargetCompleted: true, journalEntryCompleted: true });
    await app.inject({ method: 'DELETE', url: `/api/journal/entries/${last.id}`, headers: { cookie } });
    expect(await today(cookie)).toMatchObject({ supplementsCompleted: true, hydrationTargetCompleted: false, journalEntryCompleted: true });
  });

  it('re-derives the journal entry tick when the day’s last entry is deleted', async () => {
    const { cookie } = await signUp(app);
    const entry = (await post(cookie, note('only one'))).json();
    const response = await app.inject({ method: 'DELETE', url: `/api/journal/entries/${entry.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedLogs: [], deletedProtocolEntries: [] });
    expect(await list(cookie)).toEqual([]);
    expect((await today(cookie)).journalEntryCompleted).toBe(false);
  });
});

describe('the recording kept with an entry', () => {
  const processed = async (cookie: string, audio: Buffer) => {
    const form = recordingForm(audio);
    return (
      await app.inject({ method: 'POST', url: '/api/voice/process', headers: { cookie, ...form.headers }, payload: form.payload })
    ).json();
  };

  it('is kept when an entry keeps it, served back byte-identical, and removed with the last entry using it', async () => {
    const { cookie, user } = await signUp(app);
    const audio = speechWav(0.8);
    const { recordingId, transcription } = await processed(cookie, audio);
    const first = (await post(cookie, { ...note('first'), recordingId, transcription })).json();
    const second = (await post(cookie, { ...note('second'), recordingId, transcription })).json();
    expect(first.hasAudio).toBe(true);

    const played = await app.inject({ method: 'GET', url: `/api/journal/entries/${first.id}/audio`, headers: { cookie } });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.equals(audio)).toBe(true);

    const { db } = testDatabase();
    const kept = () => db.execute<{ is_kept: boolean }>(sql`SELECT is_kept FROM voice_recordings WHERE user_id = ${user.id}`);
    expect((await kept()).rows).toEqual([{ is_kept: true }]);
    await app.inject({ method: 'DELETE', url: `/api/journal/entries/${first.id}`, headers: { cookie } });
    expect((await kept()).rows).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: `/api/journal/entries/${second.id}`, headers: { cookie } });
    expect((await kept()).rows).toHaveLength(0);
  });

  it('cannot be someone else’s, and an entry without one has no audio', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const { recordingId } = await processed(owner.cookie, speechWav());
    const stolen = await post(other.cookie, { ...note('stolen'), recordingId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/^recordingId: The recording was not found/);
    const plain = (await post(owner.cookie, note('no audio'))).json();
    const audio = await app.inject({ method: 'GET', url: `/api/journal/entries/${plain.id}/audio`, headers: { cookie: owner.cookie } });
    expect(audio.statusCode).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const post = (cookie: string, payload: object) => app.inject({ method: 'POST', url: '/api/journal/entries', headers: { cookie }, payload });
const get = async (cookie: string, url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();
const remove = (cookie: string, id: number, alsoDeleteLogs?: boolean) =>
  app.inject({
    method: 'DELETE',
    url: `/api/journal/entries/${id}${alsoDeleteLogs === undefined ? '' : `?alsoDeleteLogs=${alsoDeleteLogs}`}`,
    headers: { cookie },
  });
// One "now" for the file: times said in entries and logs line up to the millisecond.
const NOW = Date.now();
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

const iceBath = {
  type: 'cold_exposure',
  summary: 'Cold exposure · ice bath · 3 min at 50 °F',
  details: { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' },
};

describe('the shapes of entry details', () => {
  it('a cold entry takes the cold log’s names, and one sent with the old names is refused with the field named', async () => {
    const { cookie, user } = await signUp(app);
    const entry = (await post(cookie, iceBath)).json();
    expect(entry.details).toEqual({ exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' });
    const [session] = await get(cookie, `/api/protocols/cold/${user.id}`);
    expect(session).toMatchObject({ exposureMethod: entry.details.exposureMethod, duration: entry.details.duration });
    const old = await post(cookie, { ...iceBath, details: { method: 'ice_bath', durationSeconds: 180, temperatureUnit: 'F' } });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/exposureMethod/);
  });

  it('a note sent with its transcription takes it as its text', async () => {
    const { cookie } = await signUp(app);
    const inDetails = await post(cookie, { type: 'note', summary: 'Note · Slept badly', details: { transcription: 'Slept badly' } });
    expect(inDetails.statusCode).toBe(201);
    expect(inDetails.json().details).toEqual({ text: 'Slept badly' });
    const alongside = await post(cookie, { type: 'note', summary: 'Note · Calm morning', transcription: 'Calm morning' });
    expect(alongside.statusCode).toBe(201);
    expect(alongside.json()).toMatchObject({
      details: { text: 'Calm morning', transcription: 'Calm morning' },
      transcription: 'Calm morning',
    });
  });
});

describe('entries that create protocol logs', () => {
  it('a cold exposure entry logs a cold session and ticks cold on the checklist; deleting it with its logs takes both back', async () => {
    const { cookie, user } = await signUp(app);
    const response = await post(cookie, iceBath);
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    const [session] = await get(cookie, `/api/protocols/cold/${user.id}`);
    expect(session).toMatchObject({ exposureMethod: 'ice_bath', temperature: 50, temperatureUnit: 'F', duration: 180, completed: true });
    expect(entry.createdLogs).toEqual([{ kind: 'coldExposure', id: session.id }]);
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({ coldExposureCompleted: true, journalEntryCompleted: true });

    const deleted = await remove(cookie, entry.id, true);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      deletedLogs: [{ kind: 'coldExposure', id: session.id, undoId: expect.any(Number) }],
      deletedProtocolEntries: [],
    });
    expect(await get(cookie, `/api/protocols/cold/${user.id}`)).toEqual([]);
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({ coldExposureCompleted: false, journalEntryCompleted: false });
    // The deleted session can be put back like any other.
    const restored = await app.inject({
      method: 'POST',
      url: `/api/deleted-logs/${deleted.json().deletedLogs[0].undoId}/restore`,
      headers: { cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect(await get(cookie, `/api/protocols/cold/${user.id}`)).toHaveLength(1);
  });

  it('leaves the logs when the entry alone is deleted, and creates none when asked not to', async () => {
    const { cookie, user } = await signUp(app);
    const entry = (await post(cookie, iceBath)).json();
    expect((await remove(cookie, entry.id, false)).json()).toEqual({ deletedLogs: [], deletedProtocolEntries: [] });
    expect(await get(cookie, `/api/protocols/cold/${user.id}`)).toHaveLength(1);
    expect((await get(cookie, '/api/daily-checklist/today')).coldExposureCompleted).toBe(true);

    const quiet = (await post(cookie, { ...iceBath, createLogs: false })).json();
    expect(quiet.createdLogs).toEqual([]);
    expect(await get(cookie, `/api/protocols/cold/${user.id}`)).toHaveLength(1);
  });

  it('a cold session needs its duration, at the default temperature in the person’s unit when none was said', async () => {
    const { cookie, user } = await signUp(app);
    const missing = await post(cookie, { ...iceBath, details: { exposureMethod: 'cold_shower', temperatureUnit: 'F' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^details\.duration: Say how long the cold session lasted/);
    expect(await get(cookie, '/api/journal/entries')).toEqual([]);
    await post(cookie, { ...iceBath, details: { exposureMethod: 'cold_shower', duration: 120, temperatureUnit: 'C' } });
    expect((await get(cookie, `/api/protocols/cold/${user.id}`))[0]).toMatchObject({
      temperature: 14,
      temperatureUnit: 'C',
      duration: 120,
    });
  });

  it('a biometric entry logs a reading, with a weight said in kilograms converted to the API’s pounds', async () => {
    const { cookie, user } = await signUp(app);
    const entry = (
      await post(cookie, {
        type: 'biometric',
        summary: 'Biometrics · weight 82.5 kg · BP 120/80',
        details: { weight: 82.5, weightUnit: 'kg', systolic: 120, diastolic: 80 },
      })
    ).json();
    const [reading] = await get(cookie, `/api/biometrics/${user.id}`);
    expect(reading).toMatchObject({ weight: 181.88, systolic: 120, diastolic: 80, wearableSource: 'manual' });
    expect(entry.createdLogs).toEqual([{ kind: 'biometrics', id: reading.id }]);
  });

  it('a fasting entry starts a fast at the time said; a second start is refused with 409 and nothing is saved', async () => {
    const { cookie, user } = await signUp(app);
    const start = {
      type: 'fasting',
      summary: 'Fast started · 16 h',
      details: { action: 'start', targetHours: 16, startTime: hoursAgo(2) },
    };
    const entry = (await post(cookie, start)).json();
    const [fast] = await get(cookie, `/api/protocols/fasting/${user.id}`);
    expect(fast).toMatchObject({ targetHours: 16, endTime: null, startTime: start.details.startTime });
    expect(entry.createdLogs).toEqual([{ kind: 'fasting', id: fast.id }]);

    const again = await post(cookie, start);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A fast is already in progress. End it before starting another. The entry was not saved: save it without creating the log, or change the fast first.',
    );
    expect(await get(cookie, '/api/journal/entries')).toHaveLength(1);
    expect(await get(cookie, `/api/protocols/fasting/${user.id}`)).toHaveLength(1);
  });

  it('a fasting end entry ends the running fast at the time said, and says when none runs', async () => {
    const { cookie, user } = await signUp(app);
    const end = { type: 'fasting', summary: 'Fast ended', details: { action: 'end', endTime: hoursAgo(1) } };
    const none = await post(cookie, end);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/^No active fasting session found\. The entry was not saved/);

    await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie },
      payload: { startTime: hoursAgo(18), targetHours: 16 },
    });
    const entry = (await post(cookie, end)).json();
    const [fast] = await get(cookie, `/api/protocols/fasting/${user.id}`);
    expect(fast).toMatchObject({ endTime: end.details.endTime, completed: true, duration: 17 * 3600 });
    expect(entry.createdLogs).toEqual([{ kind: 'fasting', id: fast.id, change: 'endedFast' }]);
    // Deleting the entry with its logs leaves a fast it only ended as it is.
    expect((await remove(cookie, entry.id, true)).json()).toEqual({ deletedLogs: [], deletedProtocolEntries: [] });
    expect(await get(cookie, `/api/protocols/fasting/${user.id}`)).toHaveLength(1);
  });

  it('a meal’s protein is added to today’s 30-30-30 session, completing it by the rule, and taken back with the entry', async () => {
    const { cookie, user } = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { proteinAmount: 0, exerciseDuration: 1600 },
    });
    const meal = {
      type: 'meal',
      summary: 'Meal · eggs and a shake · 40 g protein',
      details: { description: 'eggs and a shake', proteinGrams: 40 },
    };
    const entry = (await post(cookie, meal)).json();
    const [session] = await get(cookie, `/api/protocols/thirty/${user.id}`);
    expect(session).toMatchObject({ proteinAmount: 40, exerciseDuration: 1600, completed: true });
    expect(entry.createdLogs).toEqual([{ kind: 'thirtyThirtyThirty', id: session.id, change: 'addedProtein', proteinGrams: 40 }]);
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({
      morningProteinCompleted: true,
      morningExerciseCompleted: true,
    });

    expect((await remove(cookie, entry.id, true)).json()).toEqual({ deletedLogs: [], deletedProtocolEntries: [] });
    expect((await get(cookie, `/api/protocols/thirty/${user.id}`))[0]).toMatchObject({
      id: session.id,
      proteinAmount: 0,
      completed: false,
    });
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({ morningProteinCompleted: false });
  });

  it('a meal with 30 g of protein ticks the morning protein, and 30 minutes of exercise the morning exercise', async () => {
    const { cookie, user } = await signUp(app);
    const meal = { type: 'meal', summary: 'Meal · eggs · 40 g protein', details: { description: 'eggs', proteinGrams: 40 } };
    expect((await post(cookie, meal)).statusCode).toBe(201);
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({
      morningProteinCompleted: true,
      morningExerciseCompleted: false,
    });

    const walk = { type: 'exercise', summary: 'Exercise · walk · 30 min', details: { activity: 'walk', minutes: 30 } };
    const entry = (await post(cookie, walk)).json();
    const [session] = await get(cookie, `/api/protocols/thirty/${user.id}`);
    expect(session).toMatchObject({ proteinAmount: 40, exerciseDuration: 1800, completed: true });
    expect(entry.createdLogs).toEqual([{ kind: 'thirtyThirtyThirty', id: session.id, change: 'addedExercise', exerciseSeconds: 1800 }]);
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({
      morningProteinCompleted: true,
      morningExerciseCompleted: true,
    });

    // Taken back with its logs, the walk no longer completes the session or the exercise item.
    await remove(cookie, entry.id, true);
    expect((await get(cookie, `/api/protocols/thirty/${user.id}`))[0]).toMatchObject({ exerciseDuration: 0, completed: false });
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({
      morningProteinCompleted: true,
      morningExerciseCompleted: false,
    });
  });

  it('a short walk or a small meal ticks nothing of the morning routine', async () => {
    const { cookie } = await signUp(app);
    await post(cookie, { type: 'meal', summary: 'Meal · toast · 10 g protein', details: { description: 'toast', proteinGrams: 10 } });
    await post(cookie, { type: 'exercise', summary: 'Exercise · walk · 10 min', details: { activity: 'walk', minutes: 10 } });
    expect(await get(cookie, '/api/daily-checklist/today')).toMatchObject({
      morningProteinCompleted: false,
      morningExerciseCompleted: false,
      journalEntryCompleted: true,
    });
  });

  it('a meal’s protein with no session today starts one with no exercise yet', async () => {
    const { cookie, user } = await signUp(app);
    const entry = (
      await post(cookie, { type: 'meal', summary: 'Meal · shake · 35 g protein', details: { description: 'shake', proteinGrams: 35 } })
    ).json();
    const [session] = await get(cookie, `/api/protocols/thirty/${user.id}`);
    expect(session).toMatchObject({ proteinAmount: 35, exerciseDuration: 0, completed: false });
    expect(entry.createdLogs).toEqual([{ kind: 'thirtyThirtyThirty', id: session.id }]);
    const deleted = (await remove(cookie, entry.id, true)).json();
    expect(deleted.deletedLogs).toEqual([{ kind: 'thirtyThirtyThirty', id: session.id, undoId: expect.any(Number) }]);
    expect(await get(cookie, `/api/protocols/thirty/${user.id}`)).toEqual([]);
  });
});

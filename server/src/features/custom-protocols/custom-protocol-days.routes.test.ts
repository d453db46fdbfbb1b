import type { CustomDays, CustomEntry, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, type Person } from './custom-protocols-test-helpers';

/**
 * A protocol's days as its page shows them (docs/protocols.md, "Entry states"): logged values make
 * a day done or partial, a skip or a pause passes over it, nothing logged is unknown unless the
 * person said they logged everything that day, when it is held to the target as zero.
 */

let app: App;
let person: Person;
let sauna: CustomProtocol;
let breathwork: CustomProtocol;
beforeAll(async () => {
  app = await createTestApp();
  person = await signUp(app);
  const template = (id: string) => PROTOCOL_TEMPLATES.find((document) => document.id === id)!;
  sauna = await createProtocol(app, person, template('sauna'));
  breathwork = await createProtocol(app, person, template('breathwork'));
});

const MINUTE = 60;

async function log(protocol: CustomProtocol, date: string, minutes: number): Promise<CustomEntry> {
  const response = await call(app, person, 'POST', `/api/custom-protocols/${protocol.id}/entries`, {
    componentId: 'session',
    date,
    value: minutes * MINUTE,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function daysOf(protocol: CustomProtocol, from: string, to: string): Promise<CustomDays> {
  const response = await call(app, person, 'GET', `/api/custom-protocols/${protocol.id}/days?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const statesOf = (days: CustomDays) => Object.fromEntries(days.days.map((day) => [day.date, day.state]));

describe('sauna, at least 15 minutes, 4 times in 7 days', () => {
  it('shows each day’s state, the counts, the streak and habit strength', async () => {
    expect(sauna.document.schedule).toEqual({ kind: 'frequency', times: 4, days: 7 });
    const before = await daysOf(sauna, '2026-03-02', '2026-03-11');
    expect(before.strength).toBe(0);
    expect(before.counts.unknown).toBe(10);

    await log(sauna, '2026-03-02', 20);
    await log(sauna, '2026-03-03', 10);
    await log(sauna, '2026-03-04', 16);
    await log(sauna, '2026-03-05', 15);
    const skip = await call(app, person, 'PUT', `/api/custom-protocols/${sauna.id}/days/2026-03-06/skip`, { reason: 'Travelling' });
    expect(skip.statusCode).toBe(200);
    expect(skip.json()).toMatchObject({ date: '2026-03-06', state: 'skipped', skipReason: 'Travelling', entries: [] });
    // Two short sessions on one day add up to the target.
    await log(sauna, '2026-03-07', 10);
    await log(sauna, '2026-03-07', 7);
    const everything = await call(app, person, 'PUT', '/api/custom-protocols/logged-everything/2026-03-08');
    expect(everything.json()).toEqual({ date: '2026-03-08', loggedEverything: true });
    const pause = await call(app, person, 'POST', `/api/custom-protocols/${sauna.id}/pauses`, {
      from: '2026-03-09',
      to: '2026-03-10',
      reason: 'Ill',
    });
    expect(pause.statusCode).toBe(201);
    expect(pause.json()).toEqual({ id: expect.any(Number), from: '2026-03-09', to: '2026-03-10', reason: 'Ill' });

    const days = await daysOf(sauna, '2026-03-02', '2026-03-11');
    expect(statesOf(days)).toEqual({
      '2026-03-02': 'done',
      '2026-03-03': 'partial',
      '2026-03-04': 'done',
      '2026-03-05': 'done',
      '2026-03-06': 'skipped',
      '2026-03-07': 'done',
      '2026-03-08': 'notDone',
      '2026-03-09': 'paused',
      '2026-03-10': 'paused',
      '2026-03-11': 'unknown',
    });
    expect(days.counts).toEqual({ done: 4, partial: 1, notDone: 1, skipped: 1, paused: 2, unknown: 1 });
    // Back from today: the pause and the rest day on the 8th (4 sessions already that week) pass; the skip neither adds nor breaks.
    expect(days.streak).toBe(3);
    const seventh = days.days.find((day) => day.date === '2026-03-07')!;
    expect(seventh.figures).toEqual({ session: 17 * MINUTE });
    expect(seventh.entries.map((entry) => entry.value)).toEqual([10 * MINUTE, 7 * MINUTE]);
    expect(days.pauses).toEqual([pause.json()]);
    expect(days.strength).toBeGreaterThan(0);
    expect(days.strength).toBeLessThanOrEqual(100);
    // A pause neither lowers nor raises the strength.
    expect((await daysOf(sauna, '2026-03-02', '2026-03-10')).strength).toBe((await daysOf(sauna, '2026-03-02', '2026-03-08')).strength);
    // A range after the first entries still counts them toward the streak and strength.
    const lastWeek = await daysOf(sauna, '2026-03-07', '2026-03-11');
    expect(lastWeek.streak).toBe(3);
    expect(lastWeek.strength).toBe(days.strength);
    expect(lastWeek.counts).toEqual({ done: 1, partial: 0, notDone: 1, skipped: 0, paused: 2, unknown: 1 });
  });

  it('undoes a skip, a pause and "I logged everything"', async () => {
    const unskip = await call(app, person, 'DELETE', `/api/custom-protocols/${sauna.id}/days/2026-03-06/skip`);
    expect(unskip.statusCode).toBe(204);
    const { pauses } = await daysOf(sauna, '2026-03-09', '2026-03-10');
    const unpause = await call(app, person, 'DELETE', `/api/custom-protocols/${sauna.id}/pauses/${pauses[0]!.id}`);
    expect(unpause.statusCode).toBe(204);
    await call(app, person, 'DELETE', '/api/custom-protocols/logged-everything/2026-03-08');
    const days = await daysOf(sauna, '2026-03-06', '2026-03-10');
    expect(Object.values(statesOf(days))).toEqual(['unknown', 'done', 'unknown', 'unknown', 'unknown']);
    expect(days.pauses).toEqual([]);
    expect((await call(app, person, 'DELETE', `/api/custom-protocols/${sauna.id}/pauses/${pauses[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('breathwork, at least 8 minutes within 30 minutes of waking', () => {
  it('counts unknown days apart from days not done', async () => {
    expect(breathwork.document.schedule).toMatchObject({ kind: 'daily', anchor: { event: 'wake', windowMinutes: 30 } });
    await log(breathwork, '2026-04-06', 10);
    await log(breathwork, '2026-04-07', 5);
    await log(breathwork, '2026-04-10', 8);
    await log(breathwork, '2026-04-11', 9);
    await call(app, person, 'PUT', '/api/custom-protocols/logged-everything/2026-04-12');
    const days = await daysOf(breathwork, '2026-04-06', '2026-04-12');
    expect(Object.values(statesOf(days))).toEqual(['done', 'partial', 'unknown', 'unknown', 'done', 'done', 'notDone']);
    expect(days.counts).toEqual({ done: 3, partial: 1, notDone: 1, skipped: 0, paused: 0, unknown: 2 });
    expect(days.streak).toBe(0);
    expect((await daysOf(breathwork, '2026-04-06', '2026-04-11')).streak).toBe(2);
  });

  it('edits and deletes an entry, and takes it back as the client resends it', async () => {
    const short = await log(breathwork, '2026-04-20', 5);
    const edited = await call(app, person, 'PATCH', `/api/custom-protocols/${breathwork.id}/entries/${short.id}`, {
      value: 9 * MINUTE,
      note: 'Box breathing',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: short.id, value: 9 * MINUTE, note: 'Box breathing', date: '2026-04-20' });
    expect(statesOf(await daysOf(breathwork, '2026-04-20', '2026-04-20'))).toEqual({ '2026-04-20': 'done' });

    const deleted = await call(app, person, 'DELETE', `/api/custom-protocols/${breathwork.id}/entries/${short.id}`);
    expect(deleted.statusCode).toBe(200);
    const entry: CustomEntry = deleted.json();
    expect(entry).toMatchObject({ id: short.id, componentId: 'session', value: 9 * MINUTE, note: 'Box breathing' });
    expect(statesOf(await daysOf(breathwork, '2026-04-20', '2026-04-20'))).toEqual({ '2026-04-20': 'unknown' });
    const undone = await call(app, person, 'POST', `/api/custom-protocols/${breathwork.id}/entries`, {
      componentId: entry.componentId,
      date: entry.date,
      value: entry.value,
      note: entry.note,
      source: entry.source,
    });
    expect(undone.statusCode).toBe(201);
    expect(statesOf(await daysOf(breathwork, '2026-04-20', '2026-04-20'))).toEqual({ '2026-04-20': 'done' });
  });

  it('takes entries on an archived protocol, to correct its history', async () => {
    await call(app, person, 'PATCH', `/api/custom-protocols/${breathwork.id}`, { archived: true });
    await log(breathwork, '2026-04-21', 8);
    expect(statesOf(await daysOf(breathwork, '2026-04-21', '2026-04-21'))).toEqual({ '2026-04-21': 'done' });
    await call(app, person, 'PATCH', `/api/custom-protocols/${breathwork.id}`, { archived: false });
  });
});

describe('"I logged everything" on an at-most protocol', () => {
  it('makes a day with nothing logged done', async () => {
    const alcohol = await createProtocol(
      app,
      person,
      PROTOCOL_TEMPLATES.find((document) => document.id === 'alcohol-free')!,
    );
    await call(app, person, 'PUT', '/api/custom-protocols/logged-everything/2026-05-02');
    await call(app, person, 'POST', `/api/custom-protocols/${alcohol.id}/entries`, { componentId: 'drinks', date: '2026-05-03', value: 2 });
    const days = await daysOf(alcohol, '2026-05-01', '2026-05-03');
    expect(Object.values(statesOf(days))).toEqual(['unknown', 'done', 'notDone']);
  });
});

describe('entries that do not fit', () => {
  it('are refused with 400 naming the field, and nothing is stored', async () => {
    const checkIn = await createProtocol(
      app,
      person,
      documentWith({
        id: 'mood',
        components: [
          { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
          { id: 'took-it', label: 'Took it', kind: 'check' },
          { id: 'note', label: 'Note', kind: 'text' },
        ],
      }),
    );
    const post = (body: Record<string, unknown>) =>
      call(app, person, 'POST', `/api/custom-protocols/${checkIn.id}/entries`, { date: '2026-06-01', ...body });
    const refusals: [Record<string, unknown>, string][] = [
      [{ componentId: 'energy', value: 3 }, 'componentId "energy" is not a component of this protocol'],
      [{ componentId: 'mood', value: 6 }, 'value must be from 1 to 5'],
      [{ componentId: 'took-it', value: 2 }, 'value must be 1 (done) or 0 (not done)'],
      [{ componentId: 'note', value: 1 }, 'value is not for a text component'],
      [{ componentId: 'mood', value: 3, mood: 4 }, 'body: Unknown field "mood"'],
      [{ componentId: 'mood', value: -1 }, 'value: value cannot be negative'],
    ];
    for (const [body, message] of refusals) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const written = await post({ componentId: 'note', text: 'Slept badly' });
    expect(written.statusCode).toBe(201);
    const patched = await call(app, person, 'PATCH', `/api/custom-protocols/${checkIn.id}/entries/${written.json().id}`, { value: 3 });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toContain('value is not for a text component');
    const [day] = (await daysOf(checkIn, '2026-06-01', '2026-06-01')).days;
    expect(day!.entries).toEqual([expect.objectContaining({ componentId: 'note', text: 'Slept badly', value: null })]);
  });

  it('refuses a range that runs backwards or is longer than a year', async () => {
    const backwards = await call(app, person, 'GET', `/api/custom-protocols/${sauna.id}/days?from=2026-03-10&to=2026-03-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('to: to cannot be before from');
    const long = await call(app, person, 'GET', `/api/custom-protocols/${sauna.id}/days?from=2025-01-01&to=2026-03-01`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('366 days');
  });
});

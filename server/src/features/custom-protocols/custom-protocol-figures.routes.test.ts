import type { CustomDays, CustomProtocol, EveryProtocolsFigures } from '@uh/core/custom-protocols/custom-protocols.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, callOk, seedProtocolHistory, type Person } from './custom-protocols-test-helpers';

/**
 * GET /api/custom-protocols/figures: what Progress reads of every protocol over a timeframe. Its
 * numbers are the ones each protocol's days route answers for the same range.
 */

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

const send = (person: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  callOk(app, person, method, url, body);

const figures = async (person: Person, from: string, to: string) =>
  (await send(person, 'GET', `/api/custom-protocols/figures?from=${from}&to=${to}`)).json<EveryProtocolsFigures>();
const daysOf = async (person: Person, protocol: CustomProtocol, from: string, to: string) =>
  (await send(person, 'GET', `/api/custom-protocols/${protocol.id}/days?from=${from}&to=${to}`)).json<CustomDays>();

describe('every protocol’s figures over a timeframe', () => {
  let person: Person;
  let sauna: CustomProtocol;
  let breathwork: CustomProtocol;
  let alcohol: CustomProtocol;

  beforeAll(async () => {
    person = await signUp(app);
    ({ sauna, breathwork, alcohol } = await seedProtocolHistory(app, person, {
      saunaDates: ['2025-12-30', '2026-02-20', '2026-02-27', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-07'],
      breathworkSeconds: [
        ['2026-03-01', 600],
        ['2026-03-04', 300],
        ['2026-03-05', 480],
      ],
      drinks: [['2026-03-04', 1]],
    }));
  });

  it('answers, per kept protocol in the person’s order, the counts, strength and streak of its days', async () => {
    // Read first, before any days read could have worked out the standings.
    for (const [from, to] of [
      ['2026-03-02', '2026-03-10'],
      ['2025-03-11', '2026-03-10'],
      ['2026-03-08', '2026-03-08'],
    ] as const) {
      const every = await figures(person, from, to);
      expect(every.protocols.map((protocol) => protocol.id)).toEqual([sauna.id, breathwork.id, alcohol.id]);
      for (const [index, protocol] of [sauna, breathwork, alcohol].entries()) {
        const { counts, strength, streak } = await daysOf(person, protocol, from, to);
        expect(every.protocols[index]).toEqual({ id: protocol.id, counts, strength, streak });
      }
    }
  });

  it('counts what the days hold: done, skipped, paused and unknown days apart', async () => {
    const [saunaFigures, breathworkFigures, alcoholFigures] = (await figures(person, '2026-03-02', '2026-03-10')).protocols;
    expect(saunaFigures!.counts).toMatchObject({ done: 4, paused: 2 });
    expect(saunaFigures!.strength).toBeGreaterThan(0);
    expect(breathworkFigures!.counts).toMatchObject({ skipped: 1, partial: 1, done: 1 });
    // One drink breaks the at-most-0 day; the logged-everything day with none is done.
    expect(alcoholFigures!.counts).toMatchObject({ notDone: 1, done: 1, unknown: 7 });
  });

  it('follows a new log at once', async () => {
    const before = (await figures(person, '2026-03-02', '2026-03-10')).protocols[1]!;
    await send(person, 'POST', `/api/custom-protocols/${breathwork.id}/entries`, {
      componentId: 'session',
      date: '2026-03-10',
      value: 900,
    });
    const after = (await figures(person, '2026-03-02', '2026-03-10')).protocols[1]!;
    expect(after.counts.done).toBe(before.counts.done + 1);
    expect(after.streak).toBeGreaterThan(0);
    expect(after.strength).toBeGreaterThan(before.strength);
  });

  it('never answers another person’s protocols', async () => {
    const other = await signUp(app);
    expect(await figures(other, '2026-03-02', '2026-03-10')).toEqual({ protocols: [] });
  });

  it('refuses a range that runs backwards or is longer than a year, naming the field', async () => {
    for (const query of ['from=2026-03-10&to=2026-03-02', 'from=2025-01-01&to=2026-03-02', 'from=2026-03-02']) {
      const response = await call(app, person, 'GET', `/api/custom-protocols/figures?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/\bto\b/);
    }
  });

  it('asks for a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/custom-protocols/figures?from=2026-03-02&to=2026-03-10' });
    expect(response.statusCode).toBe(401);
  });
});

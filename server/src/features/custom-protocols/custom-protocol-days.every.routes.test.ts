import type { CustomDays, CustomProtocol, EveryProtocolsDays } from '@uh/core/custom-protocols/custom-protocols.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, callOk, createProtocol, seedProtocolHistory, templateDocument, type Person } from './custom-protocols-test-helpers';

/**
 * GET /api/custom-protocols/days: what a page of many protocols (the dashboard, the checklist,
 * Progress) reads in one request. Each protocol's answer is the one its own days route gives.
 */

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

const send = (person: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  callOk(app, person, method, url, body);

const everyDays = async (person: Person, from: string, to: string) =>
  (await send(person, 'GET', `/api/custom-protocols/days?from=${from}&to=${to}`)).json<EveryProtocolsDays>();
const daysOf = async (person: Person, protocol: CustomProtocol, from: string, to: string) =>
  (await send(person, 'GET', `/api/custom-protocols/${protocol.id}/days?from=${from}&to=${to}`)).json<CustomDays>();

describe('every protocol’s days in one read', () => {
  let person: Person;
  let sauna: CustomProtocol;
  let breathwork: CustomProtocol;
  let alcohol: CustomProtocol;
  let steps: CustomProtocol;

  beforeAll(async () => {
    person = await signUp(app);
    ({ sauna, breathwork, alcohol, steps } = await seedProtocolHistory(app, person, {
      saunaDates: ['2026-02-20', '2026-02-27', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-07'],
      breathworkSeconds: [['2026-03-04', 300]],
      drinks: [],
    }));
    // Archived (steps) and deleted protocols are left out; the rest come in the person's order.
    const supplements = await createProtocol(app, person, templateDocument('supplements'));
    await send(person, 'DELETE', `/api/custom-protocols/${supplements.id}`);
    await send(person, 'PUT', '/api/custom-protocols/order', { ids: [alcohol.id, sauna.id, breathwork.id, steps.id] });
  });

  it('answers each kept protocol in the person’s order, as its own days route does', async () => {
    // Read first, before any single protocol's read could have worked out their standings.
    const every = await everyDays(person, '2026-03-02', '2026-03-10');
    expect(every.protocols.map((protocol) => protocol.id)).toEqual([alcohol.id, sauna.id, breathwork.id]);

    const [alcoholDays, saunaDays, breathworkDays] = every.protocols;
    expect(saunaDays!.days.find((day) => day.date === '2026-03-03')).toMatchObject({ state: 'done', entries: [{ value: 1200 }] });
    expect(saunaDays!.pauses).toEqual([{ id: expect.any(Number), from: '2026-03-09', to: '2026-03-12', reason: 'Ill' }]);
    expect(saunaDays!.strength).toBeGreaterThan(0);
    expect(breathworkDays!.days.find((day) => day.date === '2026-03-06')).toMatchObject({ state: 'skipped', skipReason: 'Travelling' });
    expect(alcoholDays!.days.find((day) => day.date === '2026-03-08')).toMatchObject({ state: 'done', loggedEverything: true });

    for (const [protocol, answer] of [
      [alcohol, alcoholDays],
      [sauna, saunaDays],
      [breathwork, breathworkDays],
    ] as const) {
      expect(answer).toEqual({ id: protocol.id, ...(await daysOf(person, protocol, '2026-03-02', '2026-03-10')) });
    }
  });

  it('answers one day, as the dashboard and the checklist read today', async () => {
    const every = await everyDays(person, '2026-03-07', '2026-03-07');
    expect(every.protocols.map((protocol) => protocol.days.map((day) => day.date))).toEqual([
      ['2026-03-07'],
      ['2026-03-07'],
      ['2026-03-07'],
    ]);
    expect(every.protocols[1]).toEqual({ id: sauna.id, ...(await daysOf(person, sauna, '2026-03-07', '2026-03-07')) });
  });

  it('shows a protocol again once it is taken out of the archive, and follows a new log', async () => {
    await send(person, 'PATCH', `/api/custom-protocols/${steps.id}`, { archived: false });
    await send(person, 'POST', `/api/custom-protocols/${alcohol.id}/entries`, { componentId: 'drinks', date: '2026-03-10', value: 2 });
    const every = await everyDays(person, '2026-03-04', '2026-03-10');
    expect(every.protocols.map((protocol) => protocol.id)).toEqual([alcohol.id, sauna.id, breathwork.id, steps.id]);
    expect(every.protocols[0]!.days.at(-1)).toMatchObject({ date: '2026-03-10', state: 'notDone' });
    for (const [index, protocol] of [alcohol, sauna, breathwork, steps].entries()) {
      expect(every.protocols[index]).toEqual({ id: protocol.id, ...(await daysOf(person, protocol, '2026-03-04', '2026-03-10')) });
    }
  });

  it('never answers another person’s protocols', async () => {
    const other = await signUp(app);
    expect(await everyDays(other, '2026-03-02', '2026-03-10')).toEqual({ protocols: [] });
    const own = await createProtocol(app, other, templateDocument('sauna'));
    const every = await everyDays(other, '2026-03-02', '2026-03-10');
    expect(every.protocols.map((protocol) => protocol.id)).toEqual([own.id]);
    expect(every.protocols[0]!.days.every((day) => day.entries.length === 0 && day.state === 'unknown')).toBe(true);
  });

  it('refuses a range that runs backwards or is longer than a year, naming the field', async () => {
    for (const query of ['from=2026-03-10&to=2026-03-02', 'from=2025-01-01&to=2026-03-02', 'from=2026-03-02']) {
      const response = await call(app, person, 'GET', `/api/custom-protocols/days?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/\bto\b/);
    }
  });

  it('asks for a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/custom-protocols/days?from=2026-03-02&to=2026-03-10' });
    expect(response.statusCode).toBe(401);
  });
});

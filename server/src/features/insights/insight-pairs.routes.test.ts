import { BIOMETRIC_OUTCOMES, INSIGHT_LAGS, MAX_INSIGHT_PAIRS, type InsightPairCreate } from '@uh/core/insights/insights.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { missingScopeMessage } from '../../plugins/guards';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { makePersonalToken } from '../mcp/mcp-test-helpers';
import { COLD_HRV, dayAgo, logCold, readAnswer } from './insights-test-helpers';

/** Declaring, hiding and deleting pairs: who may, what is refused, and the cap. */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const coldSleepSameDay: InsightPairCreate = {
  factor: { kind: 'protocol', protocol: 'coldExposure' },
  outcome: { kind: 'biometric', metric: 'sleepHours' },
  lag: 'sameDay',
};
const SAME_DAY_KEY = 'protocol.coldExposure:biometric.sleepHours:sameDay';

const addPair = (person: Person, pair: unknown) => call(app, person, 'POST', '/api/insights/pairs', pair);

async function personWhoLogsCold(): Promise<Person> {
  const person = await signUp(app);
  await logCold(person.user.id, [dayAgo(2)]);
  return person;
}

describe('adding, hiding and deleting pairs', () => {
  it('adds a pair, refuses the same one twice, hides, shows and deletes it', async () => {
    const person = await personWhoLogsCold();
    const added = await addPair(person, coldSleepSameDay);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      key: SAME_DAY_KEY,
      origin: 'added',
      hidden: false,
      status: 'notEnoughData',
      factorLabel: 'Cold exposure',
      outcomeLabel: 'Sleep',
      unit: 'h',
    });
    expect(added.json().missing).toEqual(expect.any(String));

    const again = await addPair(person, coldSleepSameDay);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.any(String) });
    // A suggested pair is already there too.
    const suggested = await addPair(person, { ...coldSleepSameDay, lag: 'nextNight', outcome: { kind: 'biometric', metric: 'hrvMs' } });
    expect(suggested.statusCode).toBe(409);

    const hidden = await call(app, person, 'PATCH', `/api/insights/pairs/${SAME_DAY_KEY}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ key: SAME_DAY_KEY, hidden: true });
    const shown = await call(app, person, 'PATCH', `/api/insights/pairs/${SAME_DAY_KEY}`, { hidden: false });
    expect(shown.json()).toMatchObject({ hidden: false });

    const deleted = await call(app, person, 'DELETE', `/api/insights/pairs/${SAME_DAY_KEY}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await readAnswer(app, person)).insights.map((insight) => insight.key)).not.toContain(SAME_DAY_KEY);
    expect((await call(app, person, 'DELETE', `/api/insights/pairs/${SAME_DAY_KEY}`)).statusCode).toBe(404);
  });

  it('hides a suggested pair but will not delete it', async () => {
    const person = await personWhoLogsCold();
    const refused = await call(app, person, 'DELETE', `/api/insights/pairs/${COLD_HRV}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'A suggested pair can be hidden, not deleted' });
    const hidden = await call(app, person, 'PATCH', `/api/insights/pairs/${COLD_HRV}`, { hidden: true });
    expect(hidden.json()).toMatchObject({ key: COLD_HRV, origin: 'suggested', hidden: true });
    expect((await readAnswer(app, person)).insights.find((insight) => insight.key === COLD_HRV)).toMatchObject({ hidden: true });
  });

  it("answers 404 for another person's protocol and pair key, and 400 naming the field for a bad body", async () => {
    const owner = await personWhoLogsCold();
    const other = await signUp(app);
    const protocol = await createProtocol(app, owner, documentWith({ id: 'sauna', title: 'Sauna' }));
    const theirs = await addPair(other, {
      factor: { kind: 'customProtocol', protocolId: protocol.id },
      outcome: coldSleepSameDay.outcome,
      lag: 'nextNight',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Protocol not found' });

    await addPair(owner, coldSleepSameDay);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(
        app,
        other,
        method,
        `/api/insights/pairs/${SAME_DAY_KEY}`,
        method === 'PATCH' ? { hidden: true } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }

    const badLag = await addPair(owner, { ...coldSleepSameDay, lag: 'nextWeek' });
    expect(badLag.statusCode).toBe(400);
    expect(badLag.json().message).toContain('lag');
    const badMetric = await addPair(owner, { ...coldSleepSameDay, outcome: { kind: 'biometric', metric: 'mood' } });
    expect(badMetric.statusCode).toBe(400);
    expect(badMetric.json().message).toContain('metric');
    const badComponent = await addPair(owner, {
      factor: { kind: 'customComponent', protocolId: protocol.id, componentId: 'no-such-thing' },
      outcome: coldSleepSameDay.outcome,
      lag: 'sameDay',
    });
    expect(badComponent.statusCode).toBe(400);
    expect(badComponent.json().message).toContain('factor.componentId');
  });

  it('adds a pair on the person’s own protocol, named by its title', async () => {
    const person = await signUp(app);
    const protocol = await createProtocol(app, person, documentWith({ id: 'sauna', title: 'Sauna' }));
    const added = await addPair(person, {
      factor: { kind: 'customComponent', protocolId: protocol.id, componentId: 'checked-in' },
      outcome: { kind: 'biometric', metric: 'hrvMs' },
      lag: 'nextNight',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ factorLabel: 'Sauna: Checked in', factorUnit: null, outcomeLabel: 'HRV' });
  });
});

describe('the cap', () => {
  it(`holds at ${MAX_INSIGHT_PAIRS} pairs, however many are asked for at once`, async () => {
    const person = await signUp(app);
    const factors: InsightPairCreate['factor'][] = [
      { kind: 'protocol', protocol: 'thirtyThirtyThirty' },
      { kind: 'protocol', protocol: 'fasting' },
      { kind: 'protocol', protocol: 'coldExposure' },
      { kind: 'protocolAmount', protocol: 'fasting' },
      { kind: 'protocolAmount', protocol: 'coldExposure' },
    ];
    const pairs = factors.flatMap((factor) =>
      BIOMETRIC_OUTCOMES.flatMap((metric) => INSIGHT_LAGS.map((lag) => ({ factor, outcome: { kind: 'biometric', metric }, lag }))),
    );
    const wanted = pairs.slice(0, MAX_INSIGHT_PAIRS + 5);
    const statuses = await Promise.all(wanted.map(async (pair) => (await addPair(person, pair)).statusCode));
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_INSIGHT_PAIRS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect((await readAnswer(app, person)).insights).toHaveLength(MAX_INSIGHT_PAIRS);
  });
});

describe('personal access tokens', () => {
  it('read with progress:read and change pairs with logs:write, and are refused without them', async () => {
    const person = await personWhoLogsCold();
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

    const logsOnly = await makePersonalToken(app, person.cookie, ['logs:read', 'logs:write']);
    const refused = await as(logsOnly, 'GET', '/api/insights');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: missingScopeMessage('progress:read') });

    const readOnly = await makePersonalToken(app, person.cookie, ['progress:read']);
    expect((await as(readOnly, 'GET', '/api/insights')).statusCode).toBe(200);
    expect((await as(readOnly, 'POST', '/api/insights/recompute')).statusCode).toBe(200);
    const cannotAdd = await as(readOnly, 'POST', '/api/insights/pairs', coldSleepSameDay);
    expect(cannotAdd.statusCode).toBe(403);
    expect(cannotAdd.json()).toEqual({ message: missingScopeMessage('logs:write') });
    expect((await as(logsOnly, 'POST', '/api/insights/pairs', coldSleepSameDay)).statusCode).toBe(201);
  });
});

import { type Insight, MIN_DAYS_PER_ARM, MIN_PAIRED_DAYS } from '@uh/core/insights/insights.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { insightPairs, insightResults } from '../../db/schema';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { call, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { COLD_HRV, COLD_SLEEP, dayAgo, insightOf, logCold, logNights, markLogged, readAnswer } from './insights-test-helpers';

/**
 * What a person's own data says, through the whole app on a real database: 70 days in which HRV is
 * clearly higher the night after a cold session, sleep is not, and the last 10 days have nothing
 * logged (their nights are known, the days are not: they are left out, never counted as "without").
 */

let app: App;
let person: Person;
/** Days 11–70 ago are logged; cold on a fixed, irregular ~40 % of them. */
const LOGGED = Array.from({ length: 60 }, (_, index) => index + 11);
const COLD = LOGGED.filter((daysAgo) => (daysAgo * 37) % 10 < 4);
const coldDays = new Set(COLD);
const REST_HR = 'protocol.coldExposure:biometric.restingHeartRate:sameDay';

beforeAll(async () => {
  app = await createTestApp();
  person = await signUp(app);
  const userId = person.user.id;
  await markLogged(userId, LOGGED.map(dayAgo));
  await logCold(userId, COLD.map(dayAgo));
  // Night n (dated the morning it ended) follows day n + 1: after cold, HRV is 10 ms higher; sleep wobbles either way.
  const nights = Array.from({ length: 72 }, (_, daysAgo) => ({
    day: dayAgo(daysAgo),
    hrvMs: 50 + (((daysAgo * 7919) % 11) - 5) * 0.5 + (coldDays.has(daysAgo + 1) ? 10 : 0),
    sleepHours: 7 + (((daysAgo * 7919) % 13) - 6) / 10,
    // Resting heart rate on a few mornings only: that pair stays below the gate.
    ...(daysAgo >= 11 && daysAgo <= 18 ? { restingHeartRate: 55 } : {}),
  }));
  await logNights(userId, nights);
  const added = await call(app, person, 'POST', '/api/insights/pairs', {
    factor: { kind: 'protocol', protocol: 'coldExposure' },
    outcome: { kind: 'biometric', metric: 'restingHeartRate' },
    lag: 'sameDay',
  });
  expect(added.statusCode, added.body).toBe(201);
});

describe('GET /api/insights', () => {
  it('suggests cold against HRV and sleep the next night, and adds the pair the person asked', async () => {
    const answer = await readAnswer(app, person);
    expect(answer.insights.map((insight) => [insight.key, insight.origin])).toEqual([
      [COLD_HRV, 'suggested'],
      [COLD_SLEEP, 'suggested'],
      [REST_HR, 'added'],
    ]);
    expect(insightOf(answer, COLD_HRV)).toMatchObject({ factorLabel: 'Cold exposure', outcomeLabel: 'HRV', unit: 'ms', factorUnit: null });
  });

  it('finds the link with the right sign and says it in a sentence', async () => {
    const insight = insightOf(await readAnswer(app, person), COLD_HRV);
    expect(insight.status).toBe('link');
    expect(insight.effect).toMatchObject({ kind: 'meanDifference' });
    expect(insight.effect!.estimate).toBeGreaterThan(8);
    expect(insight.effect!.estimate).toBeLessThan(12);
    expect(insight.effect!.low).toBeGreaterThan(0);
    expect(insight.adjustedPValue).toBeLessThanOrEqual(0.1);
    expect(insight.sentence).toMatch(/HRV/);
    expect(insight.sentence).toMatch(/higher/);
    expect(insight.missing).toBeNull();
  });

  it('counts only days whose factor is known: the days with nothing logged are left out', async () => {
    const insight = insightOf(await readAnswer(app, person), COLD_HRV);
    expect(insight.pairedDays).toBe(LOGGED.length);
    expect(insight.daysWith).toBe(COLD.length);
    expect(insight.daysWithout).toBe(LOGGED.length - COLD.length);
  });

  it('finds no link where there is none', async () => {
    const insight = insightOf(await readAnswer(app, person), COLD_SLEEP);
    expect(insight.status).toBe('noLink');
    expect(insight.effect).not.toBeNull();
    expect(insight.adjustedPValue).toBeGreaterThan(0.1);
  });

  it('below the gate gives what is missing and no figures', async () => {
    const insight = insightOf(await readAnswer(app, person), REST_HR);
    expect(insight.pairedDays).toBeLessThan(MIN_PAIRED_DAYS);
    expect(insight).toMatchObject({ status: 'notEnoughData', effect: null, pValue: null, adjustedPValue: null, sentence: null });
    expect(insight.missing).toEqual(expect.any(String));
    expect(insight.daysWith).toBeLessThan(MIN_DAYS_PER_ARM);
    expect(insight.missing).toMatch(/more days with cold exposure/);
  });

  it('answers the same figures on two reads, and keeps the stored answer while nothing changed', async () => {
    const first = await readAnswer(app, person);
    const second = await readAnswer(app, person);
    expect(second).toEqual(first);
  });

  it('recomputes on demand with the same figures and a new time', async () => {
    const before = await readAnswer(app, person);
    const response = await call(app, person, 'POST', '/api/insights/recompute');
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<typeof before>();
    expect(after.insights).toEqual(before.insights);
    expect(Date.parse(after.computedAt)).toBeGreaterThanOrEqual(Date.parse(before.computedAt));
    expect(await readAnswer(app, person)).toEqual(after);
  });

  it('works the answer out again once the data changed', async () => {
    const before = await readAnswer(app, person);
    await logCold(person.user.id, [dayAgo(5)]);
    const after = insightOf(await readAnswer(app, person), COLD_HRV);
    // Day 5 is now known (a cold session), with its next night.
    expect(after.pairedDays).toBe(insightOf(before, COLD_HRV).pairedDays + 1);
    expect(after.daysWith).toBe(insightOf(before, COLD_HRV).daysWith + 1);
  });

  it('leaves a hidden pair out of the tests', async () => {
    const hidden = await call(app, person, 'PATCH', `/api/insights/pairs/${COLD_SLEEP}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ key: COLD_SLEEP, hidden: true, status: 'notEnoughData', effect: null, sentence: null });
    const answer = await readAnswer(app, person);
    expect(insightOf(answer, COLD_SLEEP).hidden).toBe(true);
    expect(insightOf(answer, COLD_HRV).status).toBe('link');
    const shown = await call(app, person, 'PATCH', `/api/insights/pairs/${COLD_SLEEP}`, { hidden: false });
    expect(shown.json()).toMatchObject({ hidden: false, status: 'noLink' });
  });

  it('speaks of an amount per unit, naming the protocol rather than the card’s label', async () => {
    const added = await call(app, person, 'POST', '/api/insights/pairs', {
      factor: { kind: 'protocolAmount', protocol: 'coldExposure' },
      outcome: { kind: 'biometric', metric: 'hrvMs' },
      lag: 'nextNight',
    });
    expect(added.statusCode, added.body).toBe(201);
    const insight = added.json<Insight>();
    expect(insight).toMatchObject({ factorLabel: 'Cold exposure: minutes', factorUnit: 'min', effect: { kind: 'slope' } });
    // Three minutes on cold days and none on the others, 10 ms apart: about 3.3 ms a minute.
    expect(insight.sentence).toMatch(
      /^For each extra minute of cold exposure, your HRV the night after was \d+\.\d ms higher \(90 % interval/,
    );
  });

  it('is gone with the account', async () => {
    const leaving = await signUp(app);
    await logCold(leaving.user.id, [dayAgo(1)]);
    await readAnswer(app, leaving);
    await call(app, leaving, 'PATCH', `/api/insights/pairs/${COLD_HRV}`, { hidden: true });
    const deleted = await call(app, leaving, 'DELETE', '/api/account', { password: leaving.account.password });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const { db } = testDatabase();
    expect(await db.select().from(insightResults).where(eq(insightResults.userId, leaving.user.id))).toEqual([]);
    expect(await db.select().from(insightPairs).where(eq(insightPairs.userId, leaving.user.id))).toEqual([]);
  });
});
